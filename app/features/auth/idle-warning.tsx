import { useEffect, useState } from 'react'
import { useLocation, useSearchParams } from 'react-router'
import { useLogout } from '#app/components/layout/admin-header.tsx'
import { apiRequest } from '#app/lib/api-client.ts'
import { isUnauthorized } from '#app/lib/query-client.ts'
import {
  ANNOUNCE_AT_MS,
  clockText,
  phaseAt,
  spokenTime,
  type SessionEndsIn,
  type SessionPhase,
} from './session-clock.ts'
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from './lifetimes.ts'
import { isSignOutNotice, SIGN_IN_PARAM, type SignOutNotice } from './sign-in-refusals.ts'
import { IdleDialog } from './idle-dialog.tsx'
import { useSessionDeadlines } from './use-session-clock.ts'

const IDLE_MINUTES = SESSION_IDLE_MS / 60_000
const LIMIT_HOURS = SESSION_ABSOLUTE_MS / 3_600_000
const endedBecause: Record<SignOutNotice, string> = {
  idle: `Your session ended after ${IDLE_MINUTES} minutes without activity.`,
  session_limit: `Your sign-in reached its ${LIMIT_HOURS}-hour limit.`,
}

export const extendSession = () => apiRequest('POST', '/api/auth/session/extend')

/** WCAG 2.2.1 (decision 36). The end is a page load, so an editor's beforeunload question comes first. */
export function IdleWarning({ session }: { session?: SessionEndsIn }) {
  const deadlines = useSessionDeadlines(session)
  const [now, setNow] = useState<number | null>(null)
  const [ended, setEnded] = useState<SignOutNotice | null>(null)
  /** the 12-hour end cannot be moved: once read, its warning stays closed */
  const [limitSeen, setLimitSeen] = useState<number | null>(null)
  const [closedAfterEnd, setClosedAfterEnd] = useState(false)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const { pathname } = useLocation()
  const logout = useLogout()
  const [params, setParams] = useSearchParams()

  // Signed in again: the notice of the ended session belongs to the sign-in screen, not the address.
  const staleNotice = isSignOutNotice(params.get(SIGN_IN_PARAM))
  useEffect(() => {
    if (!staleNotice) return
    setParams(
      (current) => {
        const next = new URLSearchParams(current)
        next.delete(SIGN_IN_PARAM)
        return next
      },
      { replace: true, preventScrollReset: true },
    )
  }, [staleNotice, setParams])

  useEffect(() => {
    if (!deadlines) return
    const tick = () => {
      const at = Date.now()
      setNow(at)
      const next = phaseAt(deadlines, at)
      if (next.name === 'ended') setEnded((current) => current ?? next.reason)
    }
    tick()
    // Timers in a background tab or a sleeping laptop run late: each tick reads the clock again.
    const timer = setInterval(tick, 1000)
    document.addEventListener('visibilitychange', tick)
    return () => {
      clearInterval(timer)
      document.removeEventListener('visibilitychange', tick)
    }
  }, [deadlines])

  const phase: SessionPhase | null = ended
    ? { name: 'ended', reason: ended }
    : deadlines && now !== null
      ? phaseAt(deadlines, now)
      : null

  useEffect(() => {
    if (!ended) return
    let left = false
    void (async () => {
      // The server ends an idle session by itself; this makes it so for a clock that ran ahead.
      await apiRequest('POST', '/api/auth/logout').catch(() => undefined)
      if (!left) window.location.assign(`${pathname}?${SIGN_IN_PARAM}=${ended}`)
    })()
    return () => {
      left = true
    }
  }, [ended, pathname])

  async function staySignedIn() {
    if (busy) return
    setBusy(true)
    setError(null)
    try {
      await extendSession()
    } catch (failure) {
      if (isUnauthorized(failure)) setEnded('idle')
      else setError((failure as Error).message)
    } finally {
      setBusy(false)
    }
  }

  if (!phase || phase.name === 'active') return null
  if (phase.name === 'ended') {
    if (closedAfterEnd) return null
    return (
      <IdleDialog
        variant="ended"
        title="You have been signed out"
        description={`${endedBecause[phase.reason]} Copy anything you have not saved before you sign in again.`}
        onEscape={() => setClosedAfterEnd(true)}
        primary={{
          label: 'Sign in again',
          onClick: () => window.location.assign(`${pathname}?${SIGN_IN_PARAM}=${phase.reason}`),
        }}
        secondary={{ label: 'Close', onClick: () => setClosedAfterEnd(true) }}
      />
    )
  }
  const warning = {
    timeLeft: { seen: clockText(phase.leftMs), spoken: spokenTime(phase.leftMs) },
    announcement: phase.leftMs <= ANNOUNCE_AT_MS ? 'Less than a minute left before you are signed out.' : '',
    secondary: { label: 'Sign out', onClick: () => void logout() },
  }
  if (phase.reason === 'session_limit') {
    if (limitSeen === deadlines?.absolute) return null
    const close = () => setLimitSeen(deadlines?.absolute ?? null)
    return (
      <IdleDialog
        variant="session_limit"
        title="Your sign-in is about to end"
        description={`For your security, a sign-in lasts at most ${LIMIT_HOURS} hours. Save your work now, then sign in again.`}
        {...warning}
        onEscape={close}
        primary={{ label: 'Continue working', onClick: close }}
      />
    )
  }
  return (
    <IdleDialog
      variant="idle"
      title="Your session is about to end"
      description={`For your security, you will be signed out after ${IDLE_MINUTES} minutes without activity. Anything you have not saved will be lost.`}
      {...warning}
      error={error}
      onEscape={() => void staySignedIn()}
      primary={{ label: busy ? 'Staying signed in...' : 'Stay signed in', onClick: () => void staySignedIn(), busy }}
    />
  )
}
