import { MONTHS } from '#app/lib/calendar-date.ts'
import type { SlotDay } from './slots.ts'

/** A day of the month grid: "YYYY-MM-DD", "Tuesday, March 3", and how many open times it has in the visitor's zone. */
export type MonthDay = { date: string; label: string; open: number }

/** One month of days ("March 2026", weeks from Sunday) and one day's times: everything a booking page draws. */
export type DayChoice = NonNullable<ReturnType<typeof chooseDay>>

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']
const DATE = /^\d{4}-\d{2}-\d{2}$/

/** Whether `text` is a "YYYY-MM-DD" a booking page's `?day=` may carry. */
export const isDate = (text: unknown): text is string => typeof text === 'string' && DATE.test(text)

const monthLabel = (month: string) => `${MONTHS[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`

/** The day a booking page shows (decision 59): the first open day from the one asked for (a stale link: the next). */
export function chooseDay(days: readonly SlotDay[], asked?: string | null) {
  const open = days.filter((d) => d.times.length)
  const day = (isDate(asked) && open.find((d) => d.date >= asked)) || open[0]
  if (!day) return null
  const month = day.date.slice(0, 7)
  const byDate = new Map(open.map((d) => [d.date, d]))
  const [year, monthNumber] = [Number(month.slice(0, 4)), Number(month.slice(5, 7))]
  const length = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate()
  const lead = new Date(Date.UTC(year, monthNumber - 1, 1)).getUTCDay()
  const cells: (MonthDay | null)[] = Array.from({ length: lead }, () => null)
  for (let n = 1; n <= length; n += 1) {
    const date = `${month}-${String(n).padStart(2, '0')}`
    const weekday = WEEKDAYS[(lead + n - 1) % 7]!
    cells.push({
      date,
      label: `${weekday}, ${MONTHS[monthNumber - 1]} ${n}`,
      open: byDate.get(date)?.times.length ?? 0,
    })
  }
  while (cells.length % 7) cells.push(null)
  const weeks = Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7))
  const earlier = open.findLast((d) => d.date < `${month}-01`)?.date.slice(0, 7)
  const before = open.find((d) => d.date.slice(0, 7) === earlier)
  const after = open.find((d) => d.date.slice(0, 7) > month)
  const link = (d: SlotDay | undefined) => (d ? { date: d.date, label: monthLabel(d.date.slice(0, 7)) } : null)
  return { monthLabel: monthLabel(month), weeks, previous: link(before), next: link(after), day }
}
