import type { Limit } from '#app/lib/rate-limit.server.ts'

/**
 * What this instance spends on password hashing (decision 14): a token bucket for unknown browsers,
 * in memory so a refusal costs no database round trip, and hashing slots where known browsers and
 * signed-in admins get `reserved` more and go first, so a flood of strangers cannot make the owner wait.
 */
export interface PasswordBudget {
  /** one password check from an unknown browser, or how long until the bucket has one again */
  take(): { allowed: true } | { allowed: false; retryAfterSeconds: number }
  /** a function that gives the hashing slot back, or null when the line is full (then do not hash) */
  enter(priority: boolean): Promise<(() => void) | null>
  /** hashes running now, and the most at once since start (tests and metrics) */
  readonly active: number
  readonly peak: number
}

export function createPasswordBudget({
  rate,
  slots = 2,
  reserved = 2,
  line = 8,
  now = () => performance.now(),
}: {
  /** `max` checks at once, refilled over `windowSeconds` */
  rate: Limit
  slots?: number
  reserved?: number
  line?: number
  /** milliseconds; a clock that steps back refills nothing */
  now?: () => number
}): PasswordBudget {
  const refillPerMs = rate.max / (rate.windowSeconds * 1000)
  let tokens = rate.max
  let filledAt = now()

  let active = 0
  let peak = 0
  const waiting: { priority: boolean; start: () => void }[] = []
  const capacity = (priority: boolean) => (priority ? slots + reserved : slots)

  function slot(): () => void {
    active += 1
    peak = Math.max(peak, active)
    let held = true
    return () => {
      if (!held) return
      held = false
      active -= 1
      // The first waiter that fits: known browsers first, then strangers in arrival order.
      const known = waiting.findIndex((w) => w.priority)
      const index =
        known !== -1 && active < capacity(true) ? known : waiting.findIndex((w) => active < capacity(w.priority))
      if (index !== -1) waiting.splice(index, 1)[0]!.start()
    }
  }

  return {
    get active() {
      return active
    },
    get peak() {
      return peak
    },
    take() {
      const t = now()
      tokens = Math.min(rate.max, tokens + Math.max(0, t - filledAt) * refillPerMs)
      filledAt = t
      if (tokens >= 1) {
        tokens -= 1
        return { allowed: true }
      }
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((1 - tokens) / refillPerMs / 1000)) }
    },
    enter(priority) {
      const ahead = waiting.some((w) => w.priority || !priority)
      if (active < capacity(priority) && !ahead) return Promise.resolve(slot())
      if (!priority && waiting.filter((w) => !w.priority).length >= line) return Promise.resolve(null)
      return new Promise((resolve) => waiting.push({ priority, start: () => resolve(slot()) }))
    },
  }
}
