// No React: the islands share it (decision 31).

export const RESOURCE_PAGE_SIZE = 6

export const RESOURCE_PAGES_LABEL = 'Resource pages'
export const downloadDialogTitle = (resourceTitle: string) => `Download: ${resourceTitle}`

/** Spec §9: matches title or description, case-insensitive. */
export function filterResources<T extends { title: string; description: string }>(
  list: readonly T[],
  query: string,
): T[] {
  const q = query.trim().toLowerCase()
  if (!q) return [...list]
  return list.filter((r) => r.title.toLowerCase().includes(q) || r.description.toLowerCase().includes(q))
}

export function resourceCount(matching: number, total: number) {
  return matching === total ? `${total} free resources` : `${matching} of ${total} resources match`
}

export const resourcePageCount = (matching: number) => Math.max(1, Math.ceil(matching / RESOURCE_PAGE_SIZE))

export const resourcePage = <T>(matching: readonly T[], page: number) =>
  matching.slice((page - 1) * RESOURCE_PAGE_SIZE, page * RESOURCE_PAGE_SIZE)
