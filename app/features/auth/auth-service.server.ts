import type { Db } from '#app/lib/db.server.ts'
import type { KeyRing } from '#app/lib/keys.server.ts'
import { DomainError } from '#app/lib/errors.ts'
import { attempt, currentCount, hit, release, type Limits } from '#app/lib/rate-limit.server.ts'
import {
  listSessions,
  login,
  openSession,
  pendingSessionUser,
  revokeAllSessions,
  revokeSession,
  type SessionOrigin,
  type SessionUser,
} from './auth.server.ts'
import { completeSignIn, createTwoFactor } from './two-factor.server.ts'

export interface SignInResult {
  token: string
  user: SessionUser
  /** the token opens a pending session: POST /api/auth/2fa/verify comes next */
  twoFactorRequired: boolean
}

/** The longest pause a username's failures can add to a sign-in (soft slowdown, never a lockout). */
export const MAX_SLOWDOWN_MS = 2_000

type AuthLimits = Pick<Limits, 'loginPerPair' | 'loginPerAddress' | 'loginPerUsername' | 'secondFactor'>

export type AuthService = ReturnType<typeof createAuthService>

/**
 * Signing in, with brute-force limits (issue 13, ASVS 2.2.1):
 * - every attempt is counted before the password is checked, atomically, so parallel guesses
 *   cannot all be verified before the first failure lands;
 * - a (username, address) pair is locked out after a few attempts, growing; an address is locked
 *   after more, whatever the usernames;
 * - a username alone only slows down, so a stranger guessing from elsewhere cannot keep the real
 *   admin out;
 * - with two-factor sign-in on, the password opens a pending session that only the second step
 *   (a TOTP or recovery code, limited per admin) turns into a real one, under a new token.
 * `address` is the client key (an IPv4 address or an IPv6 /64).
 */
export function createAuthService({
  db,
  limits,
  keys,
  issuer,
  clock = () => new Date(),
  sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
}: {
  db: Db
  limits: AuthLimits
  /** the site's keys: TOTP encryption, recovery-code hashes (app/lib/keys.server.ts) */
  keys: KeyRing
  /** the name authenticator apps show */
  issuer: string
  clock?: () => Date
  sleep?: (ms: number) => Promise<void>
}) {
  const twoFactor = createTwoFactor({ db, keys, issuer, clock })
  const tooMany = (retryAfterSeconds: number) =>
    new DomainError('too_many', 'Too many failed sign-in attempts. Please wait and try again.', { retryAfterSeconds })

  return {
    twoFactor,

    async signIn({
      username,
      password,
      address,
      userAgent,
    }: { username: string; password: string } & Required<Pick<SessionOrigin, 'address'>> &
      SessionOrigin): Promise<SignInResult> {
      const name = username.toLowerCase()
      const pairKey = `login:pair:${name}:${address}`
      const addressKey = `login:ip:${address}`
      const userKey = `login:user:${name}`
      for (const [key, limit] of [
        [addressKey, limits.loginPerAddress],
        [pairKey, limits.loginPerPair],
      ] as const) {
        const verdict = await attempt(db, key, limit)
        if (!verdict.allowed) throw tooMany(verdict.retryAfterSeconds)
      }
      const failures = await currentCount(db, userKey, limits.loginPerUsername)
      const over = failures - limits.loginPerUsername.max
      if (over >= 0) await sleep(Math.min(MAX_SLOWDOWN_MS, 250 * 2 ** over))

      const result = await login(db, username, password, { address, userAgent })
      if (!result.ok) {
        await hit(db, userKey, limits.loginPerUsername)
        throw new DomainError('unauthorized', 'Invalid username or password')
      }
      await Promise.all([release(db, pairKey), release(db, addressKey)])
      return { token: result.token, user: result.user, twoFactorRequired: result.twoFactorRequired }
    },

    /** The second step: a code for the admin of a pending session; a new, full session on success. */
    async secondStep({
      pendingToken,
      code,
      recoveryCode,
      address,
      userAgent,
    }: { pendingToken: string; code?: string; recoveryCode?: string } & SessionOrigin): Promise<SignInResult> {
      const user = await pendingSessionUser(db, pendingToken)
      if (!user) throw new DomainError('unauthorized', 'Your sign-in has expired. Please enter your password again.')
      const key = `2fa:user:${user.id}`
      const verdict = await attempt(db, key, limits.secondFactor)
      if (!verdict.allowed) throw tooMany(verdict.retryAfterSeconds)
      if (!(await twoFactor.verify(user.id, { code, recoveryCode }))) {
        throw new DomainError(
          'unauthorized',
          recoveryCode
            ? 'That recovery code is not valid or was already used.'
            : 'That code is not valid. Check the time on your phone and try the newest code.',
        )
      }
      await completeSignIn(db, pendingToken)
      await release(db, key)
      const { token } = await openSession(db, user.id, { address, userAgent }, { pending: false })
      return { token, user, twoFactorRequired: false }
    },

    sessions: {
      list: (userId: number, currentToken: string | undefined) => listSessions(db, userId, currentToken),
      revoke: (userId: number, handle: string) => revokeSession(db, userId, handle),
      revokeAll: (userId: number) => revokeAllSessions(db, userId),
    },
  }
}
