import { resourceDocuments } from '#content/resource-docs/index.ts'
import { calendarDate } from '#app/lib/calendar-date.ts'

export interface ReviewDate {
  date: string
  label: string
}

/** Already formatted, so neither the documents nor a date formatter reach the browser. */
export const resourceReviewDates: Record<string, ReviewDate> = Object.fromEntries(
  Object.entries(resourceDocuments).map(([slug, doc]) => [
    slug,
    { date: doc.reviewedAt, label: calendarDate(doc.reviewedAt) },
  ]),
)
