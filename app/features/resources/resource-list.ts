/**
 * The resource library's search, pages and words, without React: shared by resource-library.tsx and the
 * script of the pages served without React (app/islands/resources.ts, docs/decisions/0031).
 */

export const RESOURCE_PAGE_SIZE = 6

/** The page controls' name, and the download dialog's title for a resource. */
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

/** What the library says above its cards: all of them, or how many match. */
export function resourceCount(matching: number, total: number) {
  return matching === total ? `${total} free resources` : `${matching} of ${total} resources match`
}

export const resourcePageCount = (matching: number) => Math.max(1, Math.ceil(matching / RESOURCE_PAGE_SIZE))

/** The matching entries shown on `page` (from 1). */
export const resourcePage = <T>(matching: readonly T[], page: number) =>
  matching.slice((page - 1) * RESOURCE_PAGE_SIZE, page * RESOURCE_PAGE_SIZE)
