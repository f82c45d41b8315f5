import { DateTime } from 'luxon'
import { SLOT_STEP_MINUTES, type Availability } from './availability.ts'

/** A span of time: start included, end excluded. */
export interface Interval {
  start: Date
  end: Date
}

/** A live booking as the slot computation sees it: when it starts, and what it holds (with its buffers). */
export interface HeldBooking {
  startsAt: Date
  heldFrom: Date
  heldUntil: Date
}

export interface Slot {
  start: Date
  end: Date
  /** the meeting with the buffers around it: what a booking at this time would hold */
  heldFrom: Date
  heldUntil: Date
}

const MINUTE = 60_000

const overlaps = (aStart: number, aEnd: number, b: Interval) => aStart < b.end.getTime() && b.start.getTime() < aEnd

/** "09:30" → minutes since midnight. */
const minutesOf = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number)
  return (h ?? 0) * 60 + (m ?? 0)
}

/**
 * The open start times (decision 40): on each day from today to `horizonDays` ahead in the site's
 * zone, every SLOT_STEP_MINUTES from the start of that weekday's hours while the meeting ends by
 * their end, never on a day off or a day already at its cap, never sooner than the minimum notice,
 * and never where the meeting with its buffers would overlap another booking's held time or a busy
 * interval of the consultant's calendar. Wall-clock times are the site's (luxon resolves each day's
 * own offset, so a day after a daylight-saving change keeps 9:00 at 9:00); everything after that is
 * instants, which is what the visitor's zone is only a way of showing.
 */
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
  const taken: Interval[] = [
    ...bookings.map((b) => ({ start: b.heldFrom, end: b.heldUntil })),
    ...busy.filter((b) => b.end.getTime() > earliest),
  ]
  const slots: Slot[] = []
  for (let d = 0; d <= a.horizonDays; d += 1) {
    const day = today.plus({ days: d })
    const date = day.toISODate()!
    if (a.daysOff.some((off) => off.from <= date && date <= off.to)) continue
    if (a.dailyCap !== null && (perDay.get(date) ?? 0) >= a.dailyCap) continue
    for (const hours of a.weeklyHours) {
      if (hours.weekday !== day.weekday) continue
      const [from, until] = [minutesOf(hours.start), minutesOf(hours.end)]
      for (let m = from; m + a.meetingMinutes <= until; m += SLOT_STEP_MINUTES) {
        const start = day.set({ hour: Math.floor(m / 60), minute: m % 60 })
        // A wall-clock time that does not exist that day (a spring-forward gap) is not offered.
        if (start.hour * 60 + start.minute !== m) continue
        const startMs = start.toMillis()
        if (startMs < earliest) continue
        const endMs = startMs + a.meetingMinutes * MINUTE
        const heldFrom = startMs - a.bufferBeforeMinutes * MINUTE
        const heldUntil = endMs + a.bufferAfterMinutes * MINUTE
        if (taken.some((t) => overlaps(heldFrom, heldUntil, t))) continue
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

/** One day of open times as the visitor reads them, in their own zone. */
export interface SlotDay {
  /** "YYYY-MM-DD" in the visitor's zone */
  date: string
  /** "Monday, March 9" */
  label: string
  times: { start: string; label: string }[]
}

/** The slots grouped by day in the visitor's zone, each time as "9:30 AM" there. */
export function slotDays(slots: readonly Slot[], visitorTimeZone: string): SlotDay[] {
  const days: SlotDay[] = []
  for (const slot of slots) {
    const local = DateTime.fromJSDate(slot.start, { zone: visitorTimeZone }).setLocale('en-US')
    const date = local.toISODate()!
    let day = days.at(-1)
    if (day?.date !== date) {
      day = { date, label: local.toFormat('cccc, LLLL d'), times: [] }
      days.push(day)
    }
    day.times.push({ start: slot.start.toISOString(), label: local.toFormat('h:mm a') })
  }
  return days
}
