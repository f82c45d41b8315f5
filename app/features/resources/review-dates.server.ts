import { resourceDocuments } from '#content/resource-docs/index.ts'
import { calendarDate } from '#app/lib/calendar-date.ts'

/** Already formatted, so neither the documents nor a date formatter reach the browser. */
export const resourceReviewDates: Record<string, { date: string; label: string }> = Object.fromEntries(
  Object.entries(resourceDocuments).map(([slug, doc]) => [
    slug,
    { date: doc.reviewedAt, label: calendarDate(doc.reviewedAt) },
  ]),
)
export type ReviewDate = (typeof resourceReviewDates)[string]
