import { expect, it } from 'vitest'
import {
  clockText,
  deadlinesFrom,
  endsIn,
  formatEndsIn,
  laterOf,
  parseEndsIn,
  phaseAt,
  sessionEnds,
  spokenTime,
  WARN_BEFORE_MS,
} from './session-clock.ts'

const MINUTE = 60_000
const HOUR = 60 * MINUTE

it('reads back the header it writes, and nothing else', () => {
  const value = formatEndsIn({ idleMs: 1_799_000.7, absoluteMs: 43_000_000 })
  expect(value).toBe('idle=1799000, absolute=43000000')
  expect(parseEndsIn(value)).toEqual({ idleMs: 1_799_000, absoluteMs: 43_000_000 })
  for (const bad of [
    null,
    undefined,
    '',
    'idle=-5, absolute=1',
    'idle=1',
    'idle=1, absolute=2; x',
    'absolute=1, idle=2',
  ])
    expect(parseEndsIn(bad)).toBeNull()
})

it("counts the idle end from the server's last sight of the session and never below zero", () => {
  const seen = new Date('2026-11-27T10:00:00Z')
  const ends = sessionEnds(seen, new Date('2026-11-27T20:00:00Z'))
  expect(ends.idle.toISOString()).toBe('2026-11-27T10:30:00.000Z')
  expect(endsIn(ends, new Date('2026-11-27T10:10:00Z'))).toEqual({
    idleMs: 20 * MINUTE,
    absoluteMs: 10 * HOUR - 10 * MINUTE,
  })
  expect(endsIn(ends, new Date('2026-11-27T21:00:00Z'))).toEqual({ idleMs: 0, absoluteMs: 0 })
})

it('keeps the later of two answers: another tab, or an older answer arriving last', () => {
  const first = deadlinesFrom({ idleMs: 30 * MINUTE, absoluteMs: 2 * HOUR }, 1_000)
  const older = deadlinesFrom({ idleMs: 10 * MINUTE, absoluteMs: 2 * HOUR }, 1_000)
  expect(laterOf(null, first)).toEqual(first)
  expect(laterOf(first, older)).toEqual(first)
  expect(laterOf(older, first)).toEqual(first)
})

it('is quiet until two minutes before the end, warns until the end, then has ended', () => {
  const start = 1_000_000
  const deadlines = deadlinesFrom({ idleMs: 30 * MINUTE, absoluteMs: 12 * HOUR }, start)
  expect(phaseAt(deadlines, start)).toEqual({ name: 'active', warnAt: start + 30 * MINUTE - WARN_BEFORE_MS })
  expect(phaseAt(deadlines, start + 28 * MINUTE - 1).name).toBe('active')
  expect(phaseAt(deadlines, start + 28 * MINUTE)).toEqual({ name: 'warning', reason: 'idle', leftMs: 2 * MINUTE })
  expect(phaseAt(deadlines, start + 30 * MINUTE - 1)).toEqual({ name: 'warning', reason: 'idle', leftMs: 1 })
  expect(phaseAt(deadlines, start + 30 * MINUTE)).toEqual({ name: 'ended', reason: 'idle' })
})

it('names the 12-hour limit when it comes first: staying signed in cannot move it', () => {
  const deadlines = deadlinesFrom({ idleMs: 30 * MINUTE, absoluteMs: 10 * MINUTE }, 0)
  expect(phaseAt(deadlines, 9 * MINUTE)).toEqual({ name: 'warning', reason: 'session_limit', leftMs: MINUTE })
  expect(phaseAt(deadlines, 10 * MINUTE)).toEqual({ name: 'ended', reason: 'session_limit' })
})

it('shows the countdown as a clock and says it in words, never 0:00 while time is left', () => {
  expect(clockText(2 * MINUTE)).toBe('2:00')
  expect(clockText(65_000)).toBe('1:05')
  expect(clockText(400)).toBe('0:01')
  expect(clockText(0)).toBe('0:00')
  expect(spokenTime(2 * MINUTE)).toBe('2 minutes')
  expect(spokenTime(61_000)).toBe('1 minute 1 second')
  expect(spokenTime(59_500)).toBe('1 minute')
  expect(spokenTime(45_000)).toBe('45 seconds')
})
