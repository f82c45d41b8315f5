import { ChevronLeft, ChevronRight } from 'lucide-react'

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

export function Pagination({
  current,
  total,
  hrefFor,
  onChange,
  label,
}: {
  current: number
  total: number
  /** links (crawlable, work without JavaScript) when given; buttons otherwise */
  hrefFor?: (page: number) => string
  onChange: (page: number) => void
  label: string
}) {
  if (total <= 1) return null
  const base = 'inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg border px-3 text-sm font-medium'
  const control = (
    page: number,
    children: React.ReactNode,
    extra: { ariaLabel?: string; current?: boolean; disabled?: boolean },
  ) => {
    const className = `${base} ${
      extra.current
        ? 'border-brand-600 bg-brand-600 text-white'
        : 'border-line bg-white text-slate-700 hover:bg-brand-50'
    } ${extra.disabled ? 'pointer-events-none opacity-40' : ''}`
    if (hrefFor && !extra.disabled) {
      return (
        <a
          href={hrefFor(page)}
          aria-label={extra.ariaLabel}
          aria-current={extra.current ? 'page' : undefined}
          className={className}
          onClick={(e) => {
            if (e.metaKey || e.ctrlKey || e.shiftKey) return
            e.preventDefault()
            onChange(page)
          }}
        >
          {children}
        </a>
      )
    }
    return (
      <button
        type="button"
        aria-label={extra.ariaLabel}
        aria-current={extra.current ? 'page' : undefined}
        disabled={extra.disabled}
        className={className}
        onClick={() => onChange(page)}
      >
        {children}
      </button>
    )
  }
  return (
    <nav aria-label={label} className="mt-10 flex flex-wrap items-center justify-center gap-2">
      {control(current - 1, <ChevronLeft aria-hidden="true" className="size-4" />, {
        ariaLabel: 'Previous page',
        disabled: current <= 1,
      })}
      {pageItems(current, total).map((item, i) =>
        item === 'ellipsis' ? (
          <span key={`e${i}`} aria-hidden="true" className="px-1 text-muted">
            …
          </span>
        ) : (
          <span key={item}>{control(item, item, { ariaLabel: `Page ${item}`, current: item === current })}</span>
        ),
      )}
      {control(current + 1, <ChevronRight aria-hidden="true" className="size-4" />, {
        ariaLabel: 'Next page',
        disabled: current >= total,
      })}
    </nav>
  )
}
