// No React: app/islands/resources.ts shares it (decision 31).

/** Spec §9: up to 5 pages shown in full; otherwise first, last and the current page's neighbours, with ellipses. */
export function pageItems(current: number, total: number): (number | 'ellipsis')[] {
  if (total <= 5) return Array.from({ length: total }, (_, i) => i + 1)
  const pages = new Set([1, total, current - 1, current, current + 1].filter((p) => p >= 1 && p <= total))
  const sorted = [...pages].sort((a, b) => a - b)
  const items: (number | 'ellipsis')[] = []
  for (const [i, page] of sorted.entries()) {
    if (i > 0 && page - sorted[i - 1]! > 1) items.push('ellipsis')
    items.push(page)
  }
  return items
}

export const pageLabels = {
  previous: 'Previous page',
  next: 'Next page',
  page: (page: number) => `Page ${page}`,
}

export const PAGINATION_NAV_CLASS = 'mt-10 flex flex-wrap items-center justify-center gap-2'
export const PAGINATION_ELLIPSIS_CLASS = 'px-1 text-muted'

export function pageControlClass({ current = false, disabled = false }: { current?: boolean; disabled?: boolean }) {
  const base = 'inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg border px-3 text-sm font-medium'
  const tone = current
    ? 'border-brand-600 bg-brand-600 text-white'
    : 'border-line bg-white text-slate-700 hover:bg-brand-50'
  return `${base} ${tone} ${disabled ? 'pointer-events-none opacity-40' : ''}`
}
