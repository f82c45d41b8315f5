import { useEffect, useSyncExternalStore } from 'react'
import { onApiAnswer } from '#app/lib/api-client.ts'
import {
  deadlinesFrom,
  laterOf,
  parseEndsIn,
  SESSION_HEADER,
  type Deadlines,
  type SessionEndsIn,
} from './session-clock.ts'

/**
 * The session's ends as the server last told any tab of this browser (decision 36): API answers, the
 * page's loader, and the other tabs over a BroadcastChannel. Typing in a page does not move them.
 */
let deadlines: Deadlines | null = null
const subscribers = new Set<() => void>()
let channel: BroadcastChannel | null = null
let stopListening: (() => void) | null = null
const CHANNEL = 'admin-session-ends'

function adopt(next: Deadlines, tellOtherTabs: boolean) {
  const merged = laterOf(deadlines, next)
  if (deadlines && merged.idle === deadlines.idle && merged.absolute === deadlines.absolute) return
  deadlines = merged
  if (tellOtherTabs) channel?.postMessage(merged)
  for (const notify of subscribers) notify()
}

export function reportSessionEndsIn(endsIn: SessionEndsIn, now = Date.now()) {
  adopt(deadlinesFrom(endsIn, now), true)
}

const isDeadlines = (value: unknown): value is Deadlines =>
  typeof value === 'object' &&
  value !== null &&
  Number.isFinite((value as Deadlines).idle) &&
  Number.isFinite((value as Deadlines).absolute)

function subscribe(notify: () => void) {
  subscribers.add(notify)
  if (subscribers.size === 1) {
    stopListening = onApiAnswer((response) => {
      const endsIn = parseEndsIn(response.headers.get(SESSION_HEADER))
      if (endsIn) reportSessionEndsIn(endsIn)
    })
    if (typeof BroadcastChannel !== 'undefined') {
      channel = new BroadcastChannel(CHANNEL)
      channel.onmessage = (event: MessageEvent<unknown>) => {
        if (isDeadlines(event.data)) adopt(event.data, false)
      }
    }
  }
  return () => {
    subscribers.delete(notify)
    if (subscribers.size) return
    stopListening?.()
    stopListening = null
    channel?.close()
    channel = null
    // Signed out: the next sign-in is another session, with ends of its own.
    deadlines = null
  }
}

export function useSessionDeadlines(fromLoader: SessionEndsIn | undefined): Deadlines | null {
  const current = useSyncExternalStore(
    subscribe,
    () => deadlines,
    () => null,
  )
  const idleMs = fromLoader?.idleMs
  const absoluteMs = fromLoader?.absoluteMs
  useEffect(() => {
    if (idleMs !== undefined && absoluteMs !== undefined) reportSessionEndsIn({ idleMs, absoluteMs })
  }, [idleMs, absoluteMs])
  return current
}
