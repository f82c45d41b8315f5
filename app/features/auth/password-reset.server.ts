import { randomUUID } from 'node:crypto'
import type { Db } from '#app/lib/db.server.ts'
import { DomainError } from '#app/lib/errors.ts'
import type { KeyRing } from '#app/lib/keys.server.ts'
import { linkToken, linkTokenHash } from '#app/lib/link-tokens.server.ts'
import type { Logger } from '#app/lib/logger.server.ts'
import { hit, type Limits } from '#app/lib/rate-limit.server.ts'
import type { SendAlert, SendResetLink } from '#app/features/email/account-alerts.ts'
import { isDeliverableEmail } from './auth.schema.ts'
import { findAdmin, resetLinkUser, resetWithLink, storeResetLink } from './auth.server.ts'
import { accountAlert } from './auth-service.server.ts'
import { passwordProblemReason, passwordProblems } from './password-policy.server.ts'
import { RESET_TOKEN, resetMessages } from './password-reset-form.ts'
import type { SessionOrigin, SessionUser } from './sessions.server.ts'

/** ASVS 5.0 V6.4.1 asks for a short-lived secret. */
export const RESET_LINK_MS = 30 * 60 * 1000
/** What the email-links key signs a reset's id under, so no other kind of link opens it. */
const PURPOSE = 'password-reset'

export type PasswordResetService = ReturnType<typeof createPasswordReset>

/**
 * "Forgot your password?" (decision 60). The work that differs by account starts after the answer,
 * so its time does not tell whether the account exists; the reset signs nobody in.
 */
export function createPasswordReset({
  db,
  limits,
  keys,
  issuer,
  sendAlert,
  sendResetLink,
  logger,
  clock = () => new Date(),
}: {
  db: Db
  limits: Pick<Limits, 'passwordResetPerClient' | 'passwordResetPerAccount'>
  keys: KeyRing
  /** the site's name, which no admin password may contain */
  issuer: string
  sendAlert: SendAlert
  sendResetLink: SendResetLink
  logger: Logger
  clock?: () => Date
}) {
  const alert = accountAlert(sendAlert, clock)
  const afterAnswers = new Set<Promise<void>>()
  function afterAnswer(work: () => Promise<void>) {
    const done: Promise<void> = new Promise<void>((start) => setImmediate(start))
      .then(work)
      .catch((error: unknown) => logger.error({ err: error }, 'password reset: work after the answer failed'))
      .finally(() => afterAnswers.delete(done))
    afterAnswers.add(done)
  }

  async function emailLink(who: string): Promise<void> {
    const user = await findAdmin(db, who)
    // The log says what happened, never the name typed (people type passwords into name boxes).
    if (!user || !isDeliverableEmail(user.email)) {
      logger.info({ event: 'password_reset_link', outcome: user ? 'no_address' : 'no_account' }, 'no reset link sent')
      return
    }
    const verdict = await hit(db, `reset:account:${user.id}`, limits.passwordResetPerAccount, clock())
    if (!verdict.allowed) {
      logger.info({ event: 'password_reset_link', username: user.username, outcome: 'too_many' }, 'no reset link sent')
      return
    }
    const id = randomUUID()
    const tokenHash = linkTokenHash(linkToken(keys.current.emailLinks, PURPOSE, id))
    const createdAt = clock()
    const expiresAt = new Date(createdAt.getTime() + RESET_LINK_MS)
    await storeResetLink(db, { id: tokenHash, userId: user.id, createdAt, expiresAt })
    await sendResetLink(`password-reset-link:${id}`, {
      kind: 'password-reset-link',
      to: user.email,
      username: user.username,
      id,
      tokenHash,
      expiresAt: expiresAt.toISOString(),
    })
    logger.info({ event: 'password_reset_link', username: user.username, outcome: 'sent' }, 'reset link queued')
  }

  const linkGone = () =>
    new DomainError('not_found', 'This link has expired or was already used.', { reason: 'link_gone' })

  return {
    /** Throws only for the client's own limit, which says nothing about the account. */
    async request({ who, address }: { who: string; address: string }): Promise<void> {
      const verdict = await hit(db, `reset:client:${address}`, limits.passwordResetPerClient, clock())
      if (!verdict.allowed) {
        throw new DomainError('too_many', resetMessages.too_many, {
          retryAfterSeconds: verdict.retryAfterSeconds,
          reason: 'too_many',
        })
      }
      afterAnswer(() => emailLink(who))
    },

    async linkUser(token: string): Promise<Pick<SessionUser, 'username'> | null> {
      if (!RESET_TOKEN.test(token)) return null
      const user = await resetLinkUser(db, linkTokenHash(token), clock())
      return user ? { username: user.username } : null
    },

    /** A password the policy refuses leaves the link good; a used, expired or unknown link is 404. */
    async complete(
      { token, password, confirmPassword }: { token: string; password: string; confirmPassword: string },
      origin: SessionOrigin,
    ): Promise<{ username: string; ended: number }> {
      if (!RESET_TOKEN.test(token)) throw linkGone()
      const hash = linkTokenHash(token)
      const owner = await resetLinkUser(db, hash, clock())
      if (!owner) throw linkGone()
      const reason =
        password !== confirmPassword
          ? 'mismatch'
          : passwordProblemReason(password, { username: owner.username, siteName: issuer })
      if (reason) {
        const message = reason === 'mismatch' ? resetMessages.mismatch : passwordProblems[reason]
        throw new DomainError('invalid', message, {
          field: reason === 'mismatch' ? 'confirmPassword' : 'password',
          reason,
        })
      }
      const done = await resetWithLink(db, hash, password, clock())
      if (!done) throw linkGone()
      const { user, ended } = done
      if (isDeliverableEmail(user.email)) await alert(user, origin, { kind: 'password-reset', ended })
      return { username: user.username, ended }
    },

    /** Resolves once the work begun after earlier answers is done (shutdown, tests). */
    settled: () => Promise.allSettled([...afterAnswers]).then(() => undefined),
  }
}
