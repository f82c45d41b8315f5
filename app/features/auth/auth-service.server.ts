import { signInRefusals } from './sign-in-refusals.ts'
import { randomUUID } from 'node:crypto'
import type { Db } from '#app/lib/db.server.ts'
import type { KeyRing } from '#app/lib/keys.server.ts'
import { DomainError } from '#app/lib/errors.ts'
import { attempt, currentCount, hit, release, type Limits } from '#app/lib/rate-limit.server.ts'
import type { AccountEvent, SendAlert } from '#app/features/email/account-alerts.ts'
import { isDeliverableEmail, type ChangeEmailInput, type ChangePasswordInput } from './auth.schema.ts'
import { changePassword, checkPassword, passwordMatches, setEmail } from './auth.server.ts'
import {
  authenticate,
  endPendingSessions,
  endSessions,
  listSessions,
  logout,
  openSession,
  pendingSessionUser,
  revokeAllSessions,
  touchSession,
  revokeSession,
  type SessionOrigin,
  type SessionUser,
} from './sessions.server.ts'
import { issueDeviceCookie, readDeviceCookie } from './device-cookie.server.ts'
import { describeDevice } from './device.ts'
import { createPasswordBudget, type PasswordBudget } from './password-budget.server.ts'
import { passwordProblem } from './password-policy.server.ts'
import { completeSignIn, createTwoFactor, MAX_CONSECUTIVE_FAILURES } from './two-factor.server.ts'

/** The longest pause a username's failures can add to a sign-in (soft slowdown, never a lockout). */
export const MAX_SLOWDOWN_MS = 2_000

type AuthLimits = Pick<
  Limits,
  'loginPerPair' | 'loginPerAddress' | 'loginPerUsername' | 'secondFactor' | 'passwordChecks' | 'loginPerDevice'
>

export type AuthService = ReturnType<typeof createAuthService>

/** Emails an admin about their account, saying when and from where. */
export const accountAlert =
  (sendAlert: SendAlert, clock: () => Date) => (user: SessionUser, origin: SessionOrigin, event: AccountEvent) =>
    sendAlert(`${event.kind}:${user.id}:${randomUUID()}`, {
      ...event,
      to: user.email,
      username: user.username,
      at: clock().toISOString(),
      address: origin.address ?? null,
      device: describeDevice(origin.userAgent ?? null),
    })

/**
 * Signing in under brute-force limits (ASVS 2.2.1; decision 14 says which and why): each attempt is
 * counted before the password is checked; a username alone only slows down, never locks out.
 * `address` is the client key (an IPv4 address or an IPv6 /64).
 */
export function createAuthService({
  db,
  limits,
  keys,
  issuer,
  sendAlert,
  budget: givenBudget,
  clock = () => new Date(),
  sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
}: {
  db: Db
  limits: AuthLimits
  keys: KeyRing
  /** the site's name (SITE_BUSINESS_NAME): what authenticator apps show, and no admin password may contain */
  issuer: string
  sendAlert: SendAlert
  budget?: PasswordBudget
  clock?: () => Date
  sleep?: (ms: number) => Promise<void>
}) {
  // The budget refills on the services' clock, which tests move instead of waiting.
  const budget = givenBudget ?? createPasswordBudget({ rate: limits.passwordChecks, now: () => clock().getTime() })
  const twoFactor = createTwoFactor({ db, keys, issuer, clock })
  // Signed with the current key only: after a key rotation a browser is unknown until it signs in.
  const deviceKey = keys.current.deviceCookies
  const tooMany = (retryAfterSeconds: number) =>
    new DomainError('too_many', signInRefusals.too_many_attempts, { retryAfterSeconds, reason: 'too_many_attempts' })
  const busy = (retryAfterSeconds: number) =>
    new DomainError('too_many', signInRefusals.busy, { retryAfterSeconds, reason: 'busy' })

  /** Runs a password check in one of this instance's hashing slots; 429 when none is free soon. */
  async function hashing<T>(priority: boolean, check: () => Promise<T>): Promise<T> {
    const leave = await budget.enter(priority)
    if (!leave) throw busy(1)
    try {
      return await check()
    } finally {
      leave()
    }
  }

  const alert = accountAlert(sendAlert, clock)

  /** Counted per admin before the check, hashed in a priority slot; a wrong one is a form's mistake. */
  async function reconfirmPassword(user: SessionUser, password: string, field: string): Promise<void> {
    const key = `login:reconfirm:${user.id}`
    const verdict = await attempt(db, key, limits.loginPerPair)
    if (!verdict.allowed) throw tooMany(verdict.retryAfterSeconds)
    if (!(await hashing(true, () => passwordMatches(db, user.id, password)))) {
      throw new DomainError('invalid', 'That password is not correct.', { field })
    }
    await release(db, key)
  }

  /** Within the per-admin window and the ten-in-a-row limit (decision 14). */
  async function secondFactor(
    user: SessionUser,
    input: { code?: string; recoveryCode?: string },
    origin: SessionOrigin,
  ): Promise<void> {
    const key = `2fa:user:${user.id}`
    const verdict = await attempt(db, key, limits.secondFactor)
    if (!verdict.allowed) throw tooMany(verdict.retryAfterSeconds)
    const result = await twoFactor.check(user.id, input)
    if (result.ok) {
      await release(db, key)
      return
    }
    const justLocked = result.checked && result.failures === MAX_CONSECUTIVE_FAILURES
    if (justLocked) {
      // Whoever has the password is guessing codes: end the half-finished sign-ins, tell the admin.
      await endPendingSessions(db, user.id)
      await alert(user, origin, { kind: 'second-factor-locked' })
    }
    if (justLocked || (!result.checked && input.code)) {
      throw new DomainError('too_many', signInRefusals.codes_locked, {
        retryAfterSeconds: 3600,
        reason: 'codes_locked',
      })
    }
    const reason = input.recoveryCode ? 'wrong_recovery_code' : 'wrong_code'
    throw new DomainError('unauthorized', signInRefusals[reason], { reason })
  }

  return {
    twoFactor,
    authenticate: (token: string) => authenticate(db, token),
    logout: (token: string) => logout(db, token),
    passwordBudget: budget as Readonly<PasswordBudget>,

    async signIn({
      username,
      password,
      address,
      userAgent,
      deviceCookie,
    }: { username: string; password: string; deviceCookie?: string } & Required<Pick<SessionOrigin, 'address'>> &
      SessionOrigin) {
      const name = username.toLowerCase()
      const device = readDeviceCookie(deviceKey, deviceCookie)
      const known = device?.username === name ? device : null
      const userKey = `login:user:${name}`
      if (!known) {
        // First and free: a flood is refused here without touching the database.
        const allowance = budget.take()
        if (!allowance.allowed) throw busy(allowance.retryAfterSeconds)
      }
      const counted: [string, Limits[keyof Limits]][] = known
        ? [[`login:device:${known.nonce}`, limits.loginPerDevice]]
        : [
            [`login:ip:${address}`, limits.loginPerAddress],
            [`login:pair:${name}:${address}`, limits.loginPerPair],
          ]
      for (const [key, limit] of counted) {
        const verdict = await attempt(db, key, limit)
        if (!verdict.allowed) throw tooMany(verdict.retryAfterSeconds)
      }
      if (!known) {
        const failures = await currentCount(db, userKey, limits.loginPerUsername)
        const over = failures - limits.loginPerUsername.max
        if (over >= 0) await sleep(Math.min(MAX_SLOWDOWN_MS, 250 * 2 ** over))
      }

      const match = await hashing(known !== null, () => checkPassword(db, username, password))
      if (!match || !('user' in match)) {
        await hit(db, userKey, limits.loginPerUsername)
        // The reason is for the log: the message must not tell a guesser which usernames exist.
        throw new DomainError('unauthorized', signInRefusals.wrong_password, {
          reason: match?.unknownAccount ? 'unknown_account' : 'wrong_password',
        })
      }
      await Promise.all(counted.map(([key]) => release(db, key)))
      const origin = { address, userAgent }
      if (!known) {
        await alert(match.user, origin, { kind: 'sign-in-alert', twoFactorRequired: match.twoFactorRequired })
      }
      // A pending session is good only for POST /api/auth/2fa/verify.
      const { token } = await openSession(db, match.user.id, origin, { pending: match.twoFactorRequired })
      return {
        token,
        user: match.user,
        twoFactorRequired: match.twoFactorRequired,
        deviceCookie: match.twoFactorRequired ? undefined : issueDeviceCookie(deviceKey, match.user.username),
      }
    },

    async secondStep({
      pendingToken,
      code,
      recoveryCode,
      address,
      userAgent,
    }: { pendingToken: string; code?: string; recoveryCode?: string } & SessionOrigin) {
      const user = await pendingSessionUser(db, pendingToken)
      if (!user) throw new DomainError('unauthorized', signInRefusals.expired, { reason: 'expired' })
      await secondFactor(user, { code, recoveryCode }, { address, userAgent })
      await completeSignIn(db, pendingToken)
      const { token } = await openSession(db, user.id, { address, userAgent }, { pending: false })
      return { token, user, twoFactorRequired: false, deviceCookie: issueDeviceCookie(deviceKey, user.username) }
    },

    /** Before two-factor sign-in changes: the password again, and a current code when it is on (decision 14). */
    async confirmIdentity(
      user: SessionUser,
      input: { password: string; code?: string; recoveryCode?: string },
      origin: SessionOrigin,
    ): Promise<void> {
      await reconfirmPassword(user, input.password, 'password')
      if (!(await twoFactor.status(user.id)).enabled) return
      const field = input.recoveryCode ? 'recoveryCode' : 'currentCode'
      if (!input.code && !input.recoveryCode) {
        throw new DomainError('invalid', 'Enter the 6-digit code from your authenticator app', { field })
      }
      try {
        await secondFactor(user, { code: input.code, recoveryCode: input.recoveryCode }, origin)
      } catch (error) {
        // A wrong code here is a mistake in a form, not an ended session: 400 next to the field.
        if (error instanceof DomainError && error.code === 'unauthorized') {
          throw new DomainError('invalid', error.message, { field })
        }
        throw error
      }
    },

    /** ASVS 5.0 V6.2.2, V6.2.3: every other session ends and the admin is emailed. */
    async changePassword(
      user: SessionUser,
      { currentPassword, newPassword }: ChangePasswordInput,
      origin: SessionOrigin,
      currentToken: string,
    ): Promise<{ ended: number }> {
      const problem = passwordProblem(newPassword, { username: user.username, siteName: issuer })
      if (problem) throw new DomainError('invalid', problem, { field: 'newPassword' })
      await reconfirmPassword(user, currentPassword, 'currentPassword')
      const ended = await hashing(true, () => changePassword(db, user.id, newPassword, currentToken))
      await alert(user, origin, { kind: 'password-changed', ended })
      return { ended }
    },

    /** The current password first; the old address is told, when it receives mail. */
    async changeEmail(
      user: SessionUser,
      { email, currentPassword }: ChangeEmailInput,
      origin: SessionOrigin,
    ): Promise<{ email: string }> {
      await reconfirmPassword(user, currentPassword, 'currentPassword')
      const next = email.toLowerCase()
      if (next === user.email) return { email: next }
      await setEmail(db, user.id, next)
      if (isDeliverableEmail(user.email)) {
        await alert(user, origin, { kind: 'email-changed', newEmail: next })
      }
      return { email: next }
    },

    async twoFactorChanged(user: SessionUser, change: 'on' | 'moved' | 'off', origin: SessionOrigin): Promise<void> {
      await alert(user, origin, { kind: 'two-factor-changed', change })
    },

    sessions: {
      list: (userId: number, currentToken: string | undefined) => listSessions(db, userId, currentToken),
      async others(userId: number, currentToken: string | undefined): Promise<number> {
        return (await listSessions(db, userId, currentToken)).filter((session) => !session.current).length
      },
      revoke: (userId: number, handle: string) => revokeSession(db, userId, handle),
      /** "Stay signed in": the idle clock starts again (decision 36); null when the session has ended */
      extend: (token: string) => touchSession(db, token),
      revokeAll: (userId: number) => revokeAllSessions(db, userId),
      revokeOthers: (userId: number, currentToken: string) => endSessions(db, userId, currentToken),
    },
  }
}
