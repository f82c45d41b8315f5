import { expect, it } from 'vitest'
import { chooseDay } from './month-view.ts'
import type { SlotDay } from './slots.ts'

const day = (date: string, n = 2): SlotDay => ({
  date,
  label: date,
  times: Array.from({ length: n }, (_, i) => ({ start: `${date}T1${i}:00:00.000Z`, label: `${i}` })),
})
// March 2026 starts on a Sunday; April on a Wednesday.
const days = [day('2026-03-03'), day('2026-03-04', 0), day('2026-03-17', 1), day('2026-04-08'), day('2026-05-29')]

it('chooses the first open day, and draws its month from Sunday with the open times of each day', () => {
  const choice = chooseDay(days)!
  expect(choice.day.date).toBe('2026-03-03')
  expect(choice.monthLabel).toBe('March 2026')
  expect(choice.weeks[0]![0]).toEqual({ date: '2026-03-01', label: 'Sunday, March 1', open: 0 })
  expect(
    choice.weeks
      .flat()
      .filter((d) => d?.open)
      .map((d) => [d!.date, d!.open]),
  ).toEqual([
    ['2026-03-03', 2],
    ['2026-03-17', 1],
  ])
  expect(choice.weeks.every((w) => w.length === 7)).toBe(true)
  expect(choice.previous).toBeNull()
  expect(choice.next).toEqual({ date: '2026-04-08', label: 'April 2026' })
})

it('shows the day asked for, or the next open day from it, and links the nearest months with open times', () => {
  expect(chooseDay(days, '2026-03-17')!.day.date).toBe('2026-03-17')
  // a day without times (taken meanwhile, or a stale link) lands on the next open one
  expect(chooseDay(days, '2026-03-04')!.day.date).toBe('2026-03-17')
  const may = chooseDay(days, '2026-05-01')!
  expect(may.day.date).toBe('2026-05-29')
  expect(may.previous).toEqual({ date: '2026-04-08', label: 'April 2026' })
  expect(may.next).toBeNull()
  const april = chooseDay(days, '2026-04-08')!
  expect(april.weeks[0]!.slice(0, 3)).toEqual([null, null, null])
  // the earlier month's link is its first open day, not its last
  expect(april.previous).toEqual({ date: '2026-03-03', label: 'March 2026' })
})

it('ignores what is not a date, a day past the horizon, and nothing open', () => {
  expect(chooseDay(days, 'tomorrow')!.day.date).toBe('2026-03-03')
  expect(chooseDay(days, '2027-01-01')!.day.date).toBe('2026-03-03')
  expect(chooseDay([day('2026-03-03', 0)])).toBeNull()
})
