import { describe, expect, it } from 'vitest'
import { DEFAULT_AVAILABILITY, type Availability } from './availability.ts'
import { openSlots, slotDays, type HeldBooking } from './slots.ts'

const SITE = 'America/Chicago'
const at = (iso: string) => new Date(iso)
const noNotice: Availability = { ...DEFAULT_AVAILABILITY, minimumNoticeMinutes: 0, horizonDays: 5 }

function slots(
  availability: Availability,
  now: string,
  bookings: HeldBooking[] = [],
  busy = [] as { start: Date; end: Date }[],
) {
  return openSlots({ availability, siteTimeZone: SITE, now: at(now), bookings, busy })
}

/** The first time offered on a date, as the visitor in `zone` reads it. */
function firstTime(list: ReturnType<typeof slots>, zone: string, date: string) {
  return slotDays(list, zone).find((d) => d.date === date)?.times[0]
}

describe('open slots across daylight-saving changes (site in Central time)', () => {
  // Sunday 2026-03-08: Central, Pacific go to daylight time; Arizona and Hawaii never do.
  const march = slots(noNotice, '2026-03-05T12:00:00Z')

  it('keeps 9:00 Central as the first time on both sides of the March change, as instants', () => {
    expect(march.find((s) => s.start.toISOString().startsWith('2026-03-06'))?.start.toISOString()).toBe(
      '2026-03-06T15:00:00.000Z',
    )
    const monday = march.filter((s) => s.start.toISOString().startsWith('2026-03-09'))
    expect(monday[0]?.start.toISOString()).toBe('2026-03-09T14:00:00.000Z')
    expect(monday.at(-1)?.start.toISOString()).toBe('2026-03-09T20:30:00.000Z')
    expect(monday).toHaveLength(14)
  })

  it.each([
    ['America/Los_Angeles', '7:00 AM', '7:00 AM'],
    ['America/Phoenix', '8:00 AM', '7:00 AM'],
    ['Pacific/Honolulu', '5:00 AM', '4:00 AM'],
  ])('shows a visitor in %s the March times in their own zone', (zone, friday, monday) => {
    expect(firstTime(march, zone, '2026-03-06')?.label).toBe(friday)
    expect(firstTime(march, zone, '2026-03-09')?.label).toBe(monday)
  })

  // Sunday 2026-11-01: back to standard time.
  const november = slots(noNotice, '2026-10-29T12:00:00Z')

  it('keeps 9:00 Central as the first time on both sides of the November change', () => {
    expect(firstTime(november, SITE, '2026-10-30')).toEqual({ start: '2026-10-30T14:00:00.000Z', label: '9:00 AM' })
    expect(firstTime(november, SITE, '2026-11-02')).toEqual({ start: '2026-11-02T15:00:00.000Z', label: '9:00 AM' })
  })

  it.each([
    ['America/Los_Angeles', '7:00 AM', '7:00 AM'],
    ['America/Phoenix', '7:00 AM', '8:00 AM'],
    ['Pacific/Honolulu', '4:00 AM', '5:00 AM'],
  ])('shows a visitor in %s the November times in their own zone', (zone, friday, monday) => {
    expect(firstTime(november, zone, '2026-10-30')?.label).toBe(friday)
    expect(firstTime(november, zone, '2026-11-02')?.label).toBe(monday)
  })

  it('skips wall-clock times that do not exist on the spring-forward night', () => {
    const sunday: Availability = { ...noNotice, weeklyHours: [{ weekday: 7, start: '01:00', end: '04:00' }] }
    const times = slotDays(slots(sunday, '2026-03-07T12:00:00Z'), SITE).find((d) => d.date === '2026-03-08')
    expect(times?.times.map((t) => t.label)).toEqual(['1:00 AM', '1:30 AM', '3:00 AM', '3:30 AM'])
  })

  it('puts a time on the visitor’s own date when their day differs from the site’s', () => {
    const tokyo = slotDays(march, 'Asia/Tokyo')
    // Monday 9:00 Central (14:00Z) is Monday 23:00 in Tokyo; 10:00 Central is Tuesday 0:00 there.
    expect(tokyo.find((d) => d.date === '2026-03-09')?.times.at(-1)?.label).toBe('11:30 PM')
    expect(tokyo.find((d) => d.date === '2026-03-10')?.times[0]?.label).toBe('12:00 AM')
  })
})

describe('open slots: rules', () => {
  const now = '2026-03-09T12:00:00Z' // Monday 7:00 Central

  it('keeps the minimum notice: nothing before 24 hours from now', () => {
    const list = slots({ ...DEFAULT_AVAILABILITY, horizonDays: 3 }, now)
    expect(list[0]?.start.toISOString()).toBe('2026-03-10T14:00:00.000Z')
    expect(list.every((s) => s.start.getTime() >= at(now).getTime() + 24 * 3600_000)).toBe(true)
  })

  it('offers nothing past the horizon', () => {
    const list = slots({ ...noNotice, horizonDays: 2 }, now)
    expect(list.at(-1)?.start.toISOString().slice(0, 10)).toBe('2026-03-11')
  })

  it('keeps a booking’s held time (with buffers) and a busy interval free', () => {
    const booking = {
      startsAt: at('2026-03-09T15:00:00Z'),
      heldFrom: at('2026-03-09T14:45:00Z'),
      heldUntil: at('2026-03-09T15:45:00Z'),
    }
    const busy = { start: at('2026-03-09T18:00:00Z'), end: at('2026-03-09T18:20:00Z') }
    const monday = slots(noNotice, now, [booking], [busy])
      .filter((s) => s.start.toISOString().startsWith('2026-03-09'))
      .map((s) => s.start.toISOString().slice(11, 16))
    // 14:00Z (9:00) holds 13:45–14:45, touching the booking's held time: open. 14:30, 15:00 and
    // 15:30 would overlap it. 17:30 holds 17:15–18:15 and 18:00 holds 17:45–18:45: busy.
    expect(monday).toEqual(['14:00', '16:00', '16:30', '17:00', '19:00', '19:30', '20:00', '20:30'])
  })

  it('closes a day that reached its cap, and days off', () => {
    const booking = {
      startsAt: at('2026-03-09T15:00:00Z'),
      heldFrom: at('2026-03-09T14:45:00Z'),
      heldUntil: at('2026-03-09T15:45:00Z'),
    }
    const list = slots({ ...noNotice, dailyCap: 1, daysOff: [{ from: '2026-03-10', to: '2026-03-11' }] }, now, [
      booking,
    ])
    expect([...new Set(list.map((s) => s.start.toISOString().slice(0, 10)))]).toEqual(['2026-03-12', '2026-03-13'])
  })

  it('offers no weekend and nothing that would end after the day’s hours', () => {
    const list = slots({ ...noNotice, horizonDays: 7, meetingMinutes: 60 }, now)
    const days = new Set(list.map((s) => new Date(s.start).getUTCDay()))
    expect(days.has(0) || days.has(6)).toBe(false)
    expect(
      list
        .filter((s) => s.start.toISOString().startsWith('2026-03-09'))
        .at(-1)
        ?.end.toISOString(),
    ).toBe('2026-03-09T21:00:00.000Z')
  })
})
