import { resourceDocuments } from '#content/resource-docs/index.ts'
import { calendarDate } from '#app/lib/calendar-date.ts'

/** When a resource document's facts were last checked: the day, and the day as a reader sees it. */
export interface ReviewDate {
  /** 'YYYY-MM-DD' */
  date: string
  /** "November 23, 2026" */
  label: string
}

/**
 * Each resource document's review date, by catalogue slug. The resource page's loader
 * sends only these, already formatted, so neither the documents nor a date formatter reach the
 * browser.
 */
export const resourceReviewDates: Record<string, ReviewDate> = Object.fromEntries(
  Object.entries(resourceDocuments).map(([slug, doc]) => [
    slug,
    { date: doc.reviewedAt, label: calendarDate(doc.reviewedAt) },
  ]),
)
