import { DateTime } from 'luxon'
import { MONTHS } from '#app/lib/calendar-date.ts'
import { SLOT_STEP_MINUTES, type Availability } from './availability.ts'
import { MINUTE } from '#app/lib/durations.ts'
import type { bookings as bookingsTable } from '#db/schema/booking.ts'

/** A span of time: start included, end excluded. */
export interface Interval {
  start: Date
  end: Date
}

/** A live booking as the slot computation sees it: when it starts, and what it holds (with its buffers). */
export type HeldBooking = Pick<typeof bookingsTable.$inferSelect, 'startsAt' | 'heldFrom' | 'heldUntil'>

/** `heldFrom`/`heldUntil`: the meeting with its buffers, what a booking at this time would hold. */
export type Slot = Interval & Omit<HeldBooking, 'startsAt'>

/** Whether a span overlaps any of `intervals`, in O(log n) (180 days × 5,000 events: 500,000 pairs otherwise). */
function overlapIndex(intervals: readonly Interval[]) {
  const sorted = intervals.map((i) => [i.start.getTime(), i.end.getTime()] as const).sort((x, y) => x[0] - y[0])
  const starts = sorted.map(([start]) => start)
  const latestEnd: number[] = []
  for (const [i, [, end]] of sorted.entries()) latestEnd.push(Math.max(end, latestEnd[i - 1] ?? -Infinity))
  return (from: number, until: number) => {
    let [lo, hi] = [0, starts.length]
    while (lo < hi) {
      const mid = (lo + hi) >> 1
      if (starts[mid]! < until) lo = mid + 1
      else hi = mid
    }
    return lo > 0 && latestEnd[lo - 1]! > from
  }
}

/** A day's start times from minute `from` to `last`; across an offset change luxon places each, skipping a DST gap. */
function blockStarts(day: DateTime, from: number, last: number): number[] {
  if (last < from) return []
  const place = (m: number) => day.set({ hour: Math.floor(m / 60), minute: m % 60 })
  const steps = Math.floor((last - from) / SLOT_STEP_MINUTES)
  const [first, final] = [place(from), place(from + steps * SLOT_STEP_MINUTES)]
  const starts: number[] = []
  if (first.offset === final.offset && first.hour * 60 + first.minute === from) {
    for (let k = 0; k <= steps; k += 1) starts.push(first.toMillis() + k * SLOT_STEP_MINUTES * MINUTE)
    return starts
  }
  for (let m = from; m <= last; m += SLOT_STEP_MINUTES) {
    const start = place(m)
    if (start.hour * 60 + start.minute === m) starts.push(start.toMillis())
  }
  return starts
}

/** "09:30" → minutes since midnight. */
const minutesOf = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number)
  return (h ?? 0) * 60 + (m ?? 0)
}

/** The open start times (decision 40), on the site's wall clock (luxon gives each day its own offset). */
export function openSlots({
  availability: a,
  siteTimeZone,
  now,
  bookings,
  busy,
}: {
  availability: Availability
  siteTimeZone: string
  now: Date
  bookings: readonly HeldBooking[]
  busy: readonly Interval[]
}): Slot[] {
  const earliest = now.getTime() + a.minimumNoticeMinutes * MINUTE
  const today = DateTime.fromJSDate(now, { zone: siteTimeZone }).startOf('day')
  const perDay = new Map<string, number>()
  for (const b of bookings) {
    const day = DateTime.fromJSDate(b.startsAt, { zone: siteTimeZone }).toISODate()!
    perDay.set(day, (perDay.get(day) ?? 0) + 1)
  }
  const isTaken = overlapIndex([
    ...bookings.map((b) => ({ start: b.heldFrom, end: b.heldUntil })),
    ...busy.filter((b) => b.end.getTime() > earliest),
  ])
  const slots: Slot[] = []
  for (let d = 0; d <= a.horizonDays; d += 1) {
    const day = today.plus({ days: d })
    const date = day.toISODate()!
    if (a.daysOff.some((off) => off.from <= date && date <= off.to)) continue
    if (a.dailyCap !== null && (perDay.get(date) ?? 0) >= a.dailyCap) continue
    for (const hours of a.weeklyHours) {
      if (hours.weekday !== day.weekday) continue
      for (const startMs of blockStarts(day, minutesOf(hours.start), minutesOf(hours.end) - a.meetingMinutes)) {
        if (startMs < earliest) continue
        const endMs = startMs + a.meetingMinutes * MINUTE
        const heldFrom = startMs - a.bufferBeforeMinutes * MINUTE
        const heldUntil = endMs + a.bufferAfterMinutes * MINUTE
        if (isTaken(heldFrom, heldUntil)) continue
        slots.push({
          start: new Date(startMs),
          end: new Date(endMs),
          heldFrom: new Date(heldFrom),
          heldUntil: new Date(heldUntil),
        })
      }
    }
  }
  return slots.sort((x, y) => x.start.getTime() - y.start.getTime())
}

export interface SlotDay {
  date: string
  label: string
  times: { start: string; label: string }[]
}

export function slotDays(slots: readonly Slot[], visitorTimeZone: string): SlotDay[] {
  // One Intl formatter for every slot: luxon per slot was most of a 180-day page's time.
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone: visitorTimeZone,
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hourCycle: 'h12',
  })
  const days: SlotDay[] = []
  for (const slot of slots) {
    const parts = Object.fromEntries(format.formatToParts(slot.start).map((p) => [p.type, p.value]))
    const month = String(MONTHS.indexOf(parts.month!) + 1).padStart(2, '0')
    const date = `${parts.year}-${month}-${parts.day!.padStart(2, '0')}`
    let day = days.at(-1)
    if (day?.date !== date) {
      day = { date, label: `${parts.weekday}, ${parts.month} ${parts.day}`, times: [] }
      days.push(day)
    }
    day.times.push({ start: slot.start.toISOString(), label: `${parts.hour}:${parts.minute} ${parts.dayPeriod}` })
  }
  return days
}
