import type { Source } from '#content/types.ts'
import { calendarDate } from '#app/lib/calendar-date.ts'
import { cn } from '#app/lib/cn.ts'

export function LastReviewed({ date, className }: { date?: string | null; className?: string }) {
  if (!date) return null
  return (
    <p className={cn('text-sm text-muted', className)}>
      Last reviewed: <time dateTime={date}>{calendarDate(date)}</time>
    </p>
  )
}

/** Nothing when there is nothing to show: a page never carries an empty heading. */
export function SourceList({
  sources,
  reviewedAt,
  headingId = 'sources-heading',
  className,
}: {
  sources?: readonly Source[] | null
  reviewedAt?: string | null
  headingId?: string
  className?: string
}) {
  const list = sources ?? []
  if (!list.length && !reviewedAt) return null
  return (
    <section aria-labelledby={list.length ? headingId : undefined} className={className}>
      <LastReviewed date={reviewedAt} />
      {list.length ? (
        <>
          <h2 id={headingId} className="mt-4 text-lg font-semibold first:mt-0">
            Sources
          </h2>
          <ol className="mt-3 list-decimal space-y-2 pl-5 text-sm leading-6 text-muted">
            {list.map((source) => (
              <li key={`${source.url} ${source.title}`}>
                <a
                  href={source.url}
                  className="font-medium break-words text-brand-700 underline underline-offset-2 hover:text-brand-900"
                >
                  {source.title}
                </a>
                {/[.?!]$/.test(source.title) ? ' ' : '. '}
                {source.publisher}, {calendarDate(source.date)}.
                <span className="hidden break-all print:inline"> {source.url}</span>
              </li>
            ))}
          </ol>
        </>
      ) : null}
    </section>
  )
}
