import { SESSION_IDLE_MS } from './lifetimes.ts'
import type { SignOutNotice } from './sign-in-refusals.ts'

/**
 * When the admin's session ends, and the warning before it (WCAG 2.2.1; decision 36). The server
 * sends time left rather than a date, so the browser's clock need not agree with the server's.
 */

export interface SessionEnds {
  idle: Date
  absolute: Date
}

export interface SessionEndsIn {
  idleMs: number
  absoluteMs: number
}

/** On every answer to a signed-in API request. */
export const SESSION_HEADER = 'X-Session-Ends-In'

export const sessionEnds = (lastSeenAt: Date, expiresAt: Date): SessionEnds => ({
  idle: new Date(lastSeenAt.getTime() + SESSION_IDLE_MS),
  absolute: expiresAt,
})

export const endsIn = (ends: SessionEnds, now: Date): SessionEndsIn => ({
  idleMs: Math.max(0, ends.idle.getTime() - now.getTime()),
  absoluteMs: Math.max(0, ends.absolute.getTime() - now.getTime()),
})

export const formatEndsIn = ({ idleMs, absoluteMs }: SessionEndsIn) =>
  `idle=${Math.floor(idleMs)}, absolute=${Math.floor(absoluteMs)}`

export function parseEndsIn(value: string | null | undefined): SessionEndsIn | null {
  const match = /^idle=(\d{1,12}), absolute=(\d{1,12})$/.exec(value?.trim() ?? '')
  return match ? { idleMs: Number(match[1]), absoluteMs: Number(match[2]) } : null
}

/** On this browser's clock (milliseconds since the epoch). */
export interface Deadlines {
  idle: number
  absolute: number
}

export const deadlinesFrom = ({ idleMs, absoluteMs }: SessionEndsIn, now: number): Deadlines => ({
  idle: now + idleMs,
  absolute: now + absoluteMs,
})

/** A session's ends only move later, so of two answers (two tabs, or one overtaken) the later is true. */
export const laterOf = (a: Deadlines | null, b: Deadlines): Deadlines =>
  a ? { idle: Math.max(a.idle, b.idle), absolute: Math.max(a.absolute, b.absolute) } : b

export const WARN_BEFORE_MS = 2 * 60 * 1000
/** The time left at which a screen reader hears it once more, after the warning's own announcement. */
export const ANNOUNCE_AT_MS = 60 * 1000

export type SessionPhase =
  | { name: 'active'; warnAt: number }
  /** `reason` says which end comes first: only the idle one can be moved */
  | { name: 'warning'; reason: SignOutNotice; leftMs: number }
  | { name: 'ended'; reason: SignOutNotice }

export function phaseAt(deadlines: Deadlines, now: number): SessionPhase {
  const reason: SignOutNotice = deadlines.absolute <= deadlines.idle ? 'session_limit' : 'idle'
  const end = Math.min(deadlines.idle, deadlines.absolute)
  if (now >= end) return { name: 'ended', reason }
  if (now >= end - WARN_BEFORE_MS) return { name: 'warning', reason, leftMs: end - now }
  return { name: 'active', warnAt: end - WARN_BEFORE_MS }
}

/** Whole seconds left, rounded up: the countdown never shows 0:00 while time remains. */
const secondsLeft = (ms: number) => Math.max(0, Math.ceil(ms / 1000))

/** "1:05", the countdown as it is seen. */
export function clockText(ms: number): string {
  const seconds = secondsLeft(ms)
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`
}

/** "1 minute 5 seconds", the countdown as a screen reader says it. */
export function spokenTime(ms: number): string {
  const seconds = secondsLeft(ms)
  const minutes = Math.floor(seconds / 60)
  const rest = seconds % 60
  const unit = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`
  if (!minutes) return unit(rest, 'second')
  return rest ? `${unit(minutes, 'minute')} ${unit(rest, 'second')}` : unit(minutes, 'minute')
}
