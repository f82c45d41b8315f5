import type { Db } from '#app/lib/db.server.ts'
import { DomainError } from '#app/lib/errors.ts'
import { attempt, currentCount, hit, release, type Limits } from '#app/lib/rate-limit.server.ts'
import { login, type SessionUser } from './auth.server.ts'

export interface SignInResult {
  token: string
  user: SessionUser
}

export type SignIn = (input: { username: string; password: string; address: string }) => Promise<SignInResult>

/** The longest pause a username's failures can add to a sign-in (soft slowdown, never a lockout). */
export const MAX_SLOWDOWN_MS = 2_000

/**
 * Password sign-in with brute-force limits (issue 13, ASVS 2.2.1):
 * - every attempt is counted before the password is checked, atomically, so parallel guesses
 *   cannot all be verified before the first failure lands;
 * - a (username, address) pair is locked out after a few attempts, growing; an address is locked
 *   after more, whatever the usernames;
 * - a username alone only slows down, so a stranger guessing from elsewhere cannot keep the real
 *   admin out.
 * `address` is the client key (an IPv4 address or an IPv6 /64).
 */
export function createSignIn({
  db,
  limits,
  sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
}: {
  db: Db
  limits: Pick<Limits, 'loginPerPair' | 'loginPerAddress' | 'loginPerUsername'>
  sleep?: (ms: number) => Promise<void>
}): SignIn {
  return async ({ username, password, address }) => {
    const name = username.toLowerCase()
    const pairKey = `login:pair:${name}:${address}`
    const addressKey = `login:ip:${address}`
    const userKey = `login:user:${name}`
    for (const [key, limit] of [
      [addressKey, limits.loginPerAddress],
      [pairKey, limits.loginPerPair],
    ] as const) {
      const verdict = await attempt(db, key, limit)
      if (!verdict.allowed) {
        throw new DomainError('too_many', 'Too many failed sign-in attempts. Please wait and try again.', {
          retryAfterSeconds: verdict.retryAfterSeconds,
        })
      }
    }
    const failures = await currentCount(db, userKey, limits.loginPerUsername)
    const over = failures - limits.loginPerUsername.max
    if (over >= 0) await sleep(Math.min(MAX_SLOWDOWN_MS, 250 * 2 ** over))

    const result = await login(db, username, password)
    if (!result.ok) {
      await hit(db, userKey, limits.loginPerUsername)
      throw new DomainError('unauthorized', 'Invalid username or password')
    }
    await Promise.all([release(db, pairKey), release(db, addressKey)])
    return { token: result.token, user: result.user }
  }
}
