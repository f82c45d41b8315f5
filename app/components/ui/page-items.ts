/**
 * What a page control shows and how it looks, without React: shared by pagination.tsx and the
 * resource library's script of the pages served without React (app/islands/resources.ts).
 */

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

/** The controls' accessible names. */
export const pageLabels = {
  previous: 'Previous page',
  next: 'Next page',
  page: (page: number) => `Page ${page}`,
}

export const PAGINATION_NAV_CLASS = 'mt-10 flex flex-wrap items-center justify-center gap-2'
export const PAGINATION_ELLIPSIS_CLASS = 'px-1 text-muted'

/** The classes of one page control: the current page filled, a disabled arrow faded. */
export function pageControlClass({ current = false, disabled = false }: { current?: boolean; disabled?: boolean }) {
  const base = 'inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg border px-3 text-sm font-medium'
  const tone = current
    ? 'border-brand-600 bg-brand-600 text-white'
    : 'border-line bg-white text-slate-700 hover:bg-brand-50'
  return `${base} ${tone} ${disabled ? 'pointer-events-none opacity-40' : ''}`
}
