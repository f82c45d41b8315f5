export const MONTHS = Array.from({ length: 12 }, (_, month) =>
  new Date(Date.UTC(2000, month)).toLocaleString('en-US', { month: 'long', timeZone: 'UTC' }),
)

/** No time zone applies: the day is the day, wherever the reader is. */
export function calendarDate(date: string): string {
  const [year, month, day] = date.split('-')
  const monthName = month ? MONTHS[Number(month) - 1] : undefined
  if (!monthName) return year ?? date
  return day ? `${monthName} ${Number(day)}, ${year}` : `${monthName} ${year}`
}
