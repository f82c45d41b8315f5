import { ChevronLeft, ChevronRight } from 'lucide-react'
import { mark } from '#app/lib/marks.ts'
import {
  PAGINATION_ELLIPSIS_CLASS,
  PAGINATION_NAV_CLASS,
  pageControlClass,
  pageItems,
  pageLabels,
} from './page-items.ts'

export function Pagination({
  current,
  total,
  hrefFor,
  onChange,
  label,
}: {
  current: number
  total: number
  /** links crawl and work without JavaScript; buttons otherwise */
  hrefFor?: (page: number) => string
  /** without it (a page served without React) the controls are drawn for the page's script */
  onChange?: (page: number) => void
  label: string
}) {
  if (total <= 1) return null
  const control = (
    page: number,
    children: React.ReactNode,
    extra: { ariaLabel?: string; current?: boolean; disabled?: boolean; step?: 'previous' | 'next' },
  ) => {
    // `page` and `step`: what app/islands/resources.ts reads
    const attributes = {
      ...mark('page', String(page)),
      ...(extra.step ? mark('step', extra.step) : {}),
      'aria-label': extra.ariaLabel,
      'aria-current': extra.current ? ('page' as const) : undefined,
      className: pageControlClass(extra),
    }
    if (hrefFor && !extra.disabled) {
      return (
        <a
          href={hrefFor(page)}
          {...attributes}
          onClick={(e) => {
            if (e.metaKey || e.ctrlKey || e.shiftKey || !onChange) return
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
        {...attributes}
        disabled={extra.disabled}
        onClick={onChange ? () => onChange(page) : undefined}
      >
        {children}
      </button>
    )
  }
  return (
    <nav aria-label={label} className={PAGINATION_NAV_CLASS}>
      {control(current - 1, <ChevronLeft aria-hidden="true" className="size-4" />, {
        ariaLabel: pageLabels.previous,
        disabled: current <= 1,
        step: 'previous',
      })}
      {pageItems(current, total).map((item, i) =>
        item === 'ellipsis' ? (
          <span key={`e${i}`} aria-hidden="true" className={PAGINATION_ELLIPSIS_CLASS}>
            …
          </span>
        ) : (
          <span key={item}>{control(item, item, { ariaLabel: pageLabels.page(item), current: item === current })}</span>
        ),
      )}
      {control(current + 1, <ChevronRight aria-hidden="true" className="size-4" />, {
        ariaLabel: pageLabels.next,
        disabled: current >= total,
        step: 'next',
      })}
    </nav>
  )
}
