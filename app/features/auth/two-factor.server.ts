import { createHmac, hkdfSync, randomBytes } from 'node:crypto'
import { and, count, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm'
import { Secret, TOTP } from 'otpauth'
import QRCode from 'qrcode'
import { adminUsers, recoveryCodes, sessions } from '#db/schema/index.ts'
import type { Db } from '#app/lib/db.server.ts'
import { keysFor, type KeyRing } from '#app/lib/keys.server.ts'
import { openWith, sealSecret } from '#app/lib/sealed-secret.server.ts'
import { hashToken } from './sessions.server.ts'

/**
 * Two-factor sign-in (ASVS 2.8 level 2; decisions 11, 14, 15): TOTP as every authenticator app expects
 * it (RFC 6238: SHA-1, 6 digits, 30 s), its secret sealed; ten recovery codes, stored as keyed hashes.
 * A code is accepted in the previous, current or next step, and never twice.
 */
const PERIOD_SECONDS = 30
const RECOVERY_CODES = 10
/** Then TOTP codes are refused unchecked until a recovery code (64 bits) resets it (decision 14). */
export const MAX_CONSECUTIVE_FAILURES = 10

/** `failures`: wrong ones in a row, this one included; `checked` is false when codes are locked. */
export type CodeCheck = { ok: true } | { ok: false; failures: number; checked: boolean }

export type TwoFactorStatus = Awaited<ReturnType<ReturnType<typeof createTwoFactor>['status']>>

export interface Enrolment {
  /** base32, for typing into the app by hand */
  secret: string
  uri: string
  /** the QR code of `uri` as a square of modules, "1" dark and "0" light, row by row */
  qr: { size: number; modules: string }
}

/** The one key of before per-purpose keys (decision 15): read-only, for secrets stored then. */
const legacyTotpKey = (root: string) => Buffer.from(hkdfSync('sha256', root, 'k12-site', 'totp-secret-v1', 32))

/** The plain secret, and whether it was stored under the current key. */
function decryptSecret(keys: KeyRing, stored: string): { secret: string; current: boolean } {
  const [version, iv, tag, body] = stored.split('.')
  if (!iv || !tag || !body || (version !== 'v1' && version !== 'v2')) throw new Error('unknown TOTP secret format')
  const candidates = version === 'v2' ? keysFor(keys, 'totpEncryption') : keys.legacy.map((root) => legacyTotpKey(root))
  for (const [i, key] of candidates.entries()) {
    const secret = openWith(key, iv, tag, body)
    if (secret !== null) return { secret, current: version === 'v2' && i === 0 }
  }
  throw new Error('the TOTP secret cannot be decrypted with SECRET_KEY (or SECRET_KEY_PREVIOUS)')
}

/** `label` and `issuer` name the account in an authenticator app; the codes depend on the secret alone. */
const totp = (secret: string, label = 'admin', issuer = '') =>
  new TOTP({ issuer, label, algorithm: 'SHA1', digits: 6, period: PERIOD_SECONDS, secret: Secret.fromBase32(secret) })

/** Tests only. */
export function currentCode(secret: string, now = Date.now()): string {
  return totp(secret).generate({ timestamp: now })
}

const normalise = (code: string) => code.replace(/[\s-]/g, '').toLowerCase()

const hashRecovery = (key: Buffer | string, code: string) =>
  createHmac('sha256', key).update(normalise(code)).digest('base64url')

/** Every hash an unused recovery code may be stored as: current key first, then older keys and the legacy roots. */
const recoveryHashes = (keys: KeyRing, code: string) => [
  ...keysFor(keys, 'recoveryCodes').map((key) => hashRecovery(key, code)),
  ...keys.legacy.map((root) => hashRecovery(root, code)),
]

export function createTwoFactor({
  db,
  keys,
  issuer,
  clock = () => new Date(),
}: {
  db: Db
  keys: KeyRing
  issuer: string
  clock?: () => Date
}) {
  async function userRow(userId: number) {
    const [row] = await db.select().from(adminUsers).where(eq(adminUsers.id, userId))
    return row ?? null
  }

  return {
    async status(userId: number) {
      const row = await userRow(userId)
      const [left] = await db
        .select({ n: count() })
        .from(recoveryCodes)
        .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)))
      return {
        enabled: Boolean(row?.totpEnabledAt),
        enabledAt: row?.totpEnabledAt ?? null,
        recoveryCodesLeft: left?.n ?? 0,
      }
    },

    /** Unused until `enable` sees a code from it; while on, it waits beside the current secret. */
    async startEnrolment(userId: number): Promise<Enrolment | null> {
      const row = await userRow(userId)
      if (!row) return null
      const secret = new Secret({ size: 20 }).base32
      const encrypted = sealSecret(keys.current.totpEncryption, secret)
      await db
        .update(adminUsers)
        .set(row.totpEnabledAt ? { totpPendingSecret: encrypted } : { totpSecret: encrypted, totpLastStep: null })
        .where(eq(adminUsers.id, userId))
      const uri = totp(secret, row.username, issuer).toString()
      const qr = QRCode.create(uri, { errorCorrectionLevel: 'M' }).modules
      return { secret, uri, qr: { size: qr.size, modules: Array.from(qr.data, (d) => (d ? '1' : '0')).join('') } }
    },

    /** On, or moved to the pending secret, with a code from it; ten new recovery codes. The caller checked the rest. */
    async enable(userId: number, code: string, now = clock().getTime()): Promise<string[] | null> {
      const row = await userRow(userId)
      if (!row) return null
      const replacing = row.totpEnabledAt !== null
      if (replacing) {
        // The current code was just accepted for this step, so the new one is checked on its own.
        const step = row.totpPendingSecret ? stepOf(decryptSecret(keys, row.totpPendingSecret).secret, code, now) : null
        if (step === null) return null
        await db
          .update(adminUsers)
          .set({ totpSecret: row.totpPendingSecret, totpPendingSecret: null, totpLastStep: step, totpFailures: 0 })
          .where(eq(adminUsers.id, userId))
      } else if (!row.totpSecret || !(await acceptCode(userId, row.totpSecret, code, now))) {
        return null
      }
      const codes = Array.from({ length: RECOVERY_CODES }, () =>
        randomBytes(8).toString('hex').match(/.{4}/g)!.join('-'),
      )
      await db.transaction(async (tx) => {
        if (!replacing)
          await tx
            .update(adminUsers)
            .set({ totpEnabledAt: new Date(now), totpFailures: 0 })
            .where(eq(adminUsers.id, userId))
        await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId))
        await tx
          .insert(recoveryCodes)
          .values(codes.map((c) => ({ userId, codeHash: hashRecovery(keys.current.recoveryCodes, c) })))
      })
      return codes
    },

    /** Counted before the code is checked, so parallel guesses cannot pass the limit. */
    async check(
      userId: number,
      input: { code?: string; recoveryCode?: string },
      now = clock().getTime(),
    ): Promise<CodeCheck> {
      const row = await userRow(userId)
      if (!row?.totpSecret || !row.totpEnabledAt) return { ok: false, failures: 0, checked: false }
      const counted = await db
        .update(adminUsers)
        .set({ totpFailures: sql`${adminUsers.totpFailures} + 1` })
        .where(
          input.code
            ? and(eq(adminUsers.id, userId), lt(adminUsers.totpFailures, MAX_CONSECUTIVE_FAILURES))
            : eq(adminUsers.id, userId),
        )
        .returning({ failures: adminUsers.totpFailures })
      if (counted.length === 0) return { ok: false, failures: MAX_CONSECUTIVE_FAILURES, checked: false }
      let ok = false
      if (input.code) ok = await acceptCode(userId, row.totpSecret, input.code, now)
      else if (input.recoveryCode) {
        const used = await db
          .update(recoveryCodes)
          .set({ usedAt: new Date(now) })
          .where(
            and(
              eq(recoveryCodes.userId, userId),
              inArray(recoveryCodes.codeHash, recoveryHashes(keys, input.recoveryCode)),
              isNull(recoveryCodes.usedAt),
            ),
          )
          .returning({ id: recoveryCodes.id })
        ok = used.length === 1
      }
      if (ok) {
        await db.update(adminUsers).set({ totpFailures: 0 }).where(eq(adminUsers.id, userId))
        return { ok: true }
      }
      return { ok: false, failures: counted[0]!.failures, checked: true }
    },

    /** The caller has checked the password and a current code. */
    async disable(userId: number): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.update(adminUsers).set(OFF).where(eq(adminUsers.id, userId))
        await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId))
      })
    },
  }

  /** The time step a code belongs to (previous, current or next), or null when it is not valid. */
  function stepOf(secret: string, code: string, now: number): number | null {
    const token = code.replace(/\s/g, '')
    if (!/^\d{6}$/.test(token)) return null
    const delta = totp(secret).validate({ token, timestamp: now, window: 1 })
    return delta === null ? null : Math.floor(now / 1000 / PERIOD_SECONDS) + delta
  }

  /** A valid code for a step later than the last one accepted; recorded atomically against replay. */
  async function acceptCode(userId: number, stored: string, code: string, now: number): Promise<boolean> {
    const { secret, current } = decryptSecret(keys, stored)
    const step = stepOf(secret, code, now)
    if (step === null) return false
    const updated = await db
      .update(adminUsers)
      // A secret stored under an older key moves to the current one at its first use.
      .set({
        totpLastStep: step,
        ...(current ? {} : { totpSecret: sealSecret(keys.current.totpEncryption, secret) }),
      })
      .where(and(eq(adminUsers.id, userId), or(isNull(adminUsers.totpLastStep), lt(adminUsers.totpLastStep, step))))
      .returning({ id: adminUsers.id })
    return updated.length === 1
  }
}

/** Every two-factor column as it is when the feature is off. */
const OFF = {
  totpSecret: null,
  totpEnabledAt: null,
  totpLastStep: null,
  totpPendingSecret: null,
  totpFailures: 0,
}

/** `npm run admin -- reset-2fa`: off, codes gone, every session ended. False for an unknown admin. */
export async function resetTwoFactor(db: Db, username: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(adminUsers)
      .set(OFF)
      .where(eq(adminUsers.username, username))
      .returning({ id: adminUsers.id })
    if (!row) return false
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, row.id))
    await tx.delete(sessions).where(eq(sessions.userId, row.id))
    return true
  })
}

/** Replaces a pending session by a full one (a new token: the pending one is never promoted). */
export async function completeSignIn(db: Db, pendingToken: string) {
  await db.delete(sessions).where(and(eq(sessions.id, hashToken(pendingToken)), sql`${sessions.mfaPending}`))
}
