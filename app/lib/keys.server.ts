import { hkdfSync, randomBytes } from 'node:crypto'
import { count, eq, inArray, like } from 'drizzle-orm'
import { adminUsers, appState } from '#db/schema/index.ts'
import { getOrCreate } from './app-state.server.ts'
import type { Db } from './db.server.ts'

/**
 * One root secret, one key per purpose (decision 15). The root is SECRET_KEY, or on a site without
 * it (the http://localhost default) a random key stored once in `app_state`, which no backup holds.
 * Each purpose gets its own key through HKDF-SHA256 with a distinct `info` label, so a key that
 * leaks from one use (a log, a browser) says nothing about the others.
 */
export const KEY_PURPOSES = {
  totpEncryption: 'totp-encryption',
  recoveryCodes: 'recovery-codes',
  emailLinks: 'email-links',
  uploadUrls: 'upload-urls',
  backupMac: 'backup-mac',
  deviceCookies: 'device-cookies',
  proofOfWork: 'proof-of-work-challenges',
} as const

export type KeyPurpose = keyof typeof KEY_PURPOSES

/** 32-byte keys, one per purpose. */
export type SiteKeys = Record<KeyPurpose, Buffer>

const SALT = 'k12-site'

/** The `app_state` row holding the root key of a site without SECRET_KEY (its name predates other purposes). */
export const STORED_KEY = 'upload_signing_key'
/** When this database first served with SECRET_KEY while it still held a stored root key. */
export const SECRET_KEY_SINCE = 'secret_key_since'
/**
 * How long a stored root outlives the move to SECRET_KEY, reading what it made: unsubscribe links
 * in old emails (every newsletter sent since carries a new one), TOTP secrets and recovery codes.
 * Then `retireStoredRoot` deletes it (docs/security.md), unless a TOTP secret still needs it.
 */
export const STORED_ROOT_GRACE_DAYS = 90

export function deriveKeys(root: string): SiteKeys {
  const entries = Object.entries(KEY_PURPOSES).map(([purpose, info]) => [
    purpose,
    Buffer.from(hkdfSync('sha256', root, SALT, info, 32)),
  ])
  return Object.fromEntries(entries) as SiteKeys
}

/**
 * The keys a site signs and encrypts with (`current`), and the older ones it still reads with.
 * Before per-purpose keys, the root itself signed and keyed everything: data made then (TOTP
 * secrets, recovery-code hashes, unsubscribe links already in mailboxes) is read with `legacy`.
 */
export interface KeyRing {
  current: SiteKeys
  /** where the root comes from: says how a backup can be restored (decision 15) */
  source: 'SECRET_KEY' | 'database'
  /** keys derived from SECRET_KEY_PREVIOUS during a rotation, else none (never from a stored key) */
  previous: SiteKeys[]
  /**
   * Roots used directly as the one key, before per-purpose keys: the current root, then
   * SECRET_KEY_PREVIOUS, then a key stored in the database before SECRET_KEY was set. Only for
   * reading data made then; never for anything an attacker could forge to gain access (backups,
   * device cookies, upload URLs).
   */
  legacy: string[]
  /** the root stored in the database before SECRET_KEY, while it is kept (one of `legacy`) */
  stored: string | null
}

export function keyRing(
  root: string,
  { source, previous = [], stored = null }: { source: KeyRing['source']; previous?: string[]; stored?: string | null },
): KeyRing {
  const older = previous.filter((p) => p !== root)
  return {
    current: deriveKeys(root),
    source,
    previous: older.map(deriveKeys),
    legacy: [...new Set([root, ...older, ...(stored ? [stored] : [])])],
    stored: stored && stored !== root ? stored : null,
  }
}

/** Every key of one purpose a value may have been made with: current first. */
export function keysFor(ring: KeyRing, purpose: KeyPurpose): Buffer[] {
  return [ring.current[purpose], ...ring.previous.map((keys) => keys[purpose])]
}

/** The root key a site without SECRET_KEY keeps in its database; null when it has none (yet). */
async function storedRootKey(db: Db): Promise<string | null> {
  const [row] = await db.select({ value: appState.value }).from(appState).where(eq(appState.key, STORED_KEY))
  return row?.value ?? null
}

/**
 * The site's keys: from SECRET_KEY when set (a key stored by an earlier run without it still
 * reads old data), else from the key stored in the database, created on first use.
 */
export async function loadKeyRing(
  env: { SECRET_KEY?: string; SECRET_KEY_PREVIOUS?: string },
  db: Db,
  { create = true }: { create?: boolean } = {},
): Promise<KeyRing | null> {
  const previous = env.SECRET_KEY_PREVIOUS ? [env.SECRET_KEY_PREVIOUS] : []
  if (env.SECRET_KEY) {
    // Kept for reading data from before SECRET_KEY was set, never for checking backups: older
    // archives hold it.
    const stored = await storedRootKey(db).catch(() => null)
    // The grace period of the stored root starts with the first run that no longer needs it.
    if (stored && create) await getOrCreate(db, SECRET_KEY_SINCE, () => new Date().toISOString())
    return keyRing(env.SECRET_KEY, { source: 'SECRET_KEY', previous, stored })
  }
  const stored = create ? await getOrCreate(db, STORED_KEY, randomRoot) : await storedRootKey(db).catch(() => null)
  return stored ? keyRing(stored, { source: 'database', previous }) : null
}

const randomRoot = () => randomBytes(32).toString('base64url')

/**
 * Deletes the root a site stored before SECRET_KEY once STORED_ROOT_GRACE_DAYS have passed since
 * SECRET_KEY took over and no TOTP secret is still encrypted in the form only it reads (`v1.`: a
 * sign-in moves a secret to its own key), and stops reading with it here. Any instance may delete
 * it; each one's hourly run then drops it from its own ring. Recovery codes hashed with it stop
 * working then (the authenticator and `npm run admin -- reset-2fa` remain).
 */
export async function retireStoredRoot(db: Db, ring: KeyRing, now = new Date()): Promise<'none' | 'kept' | 'retired'> {
  if (ring.source !== 'SECRET_KEY' || !ring.stored) return 'none'
  const [since] = await db.select({ value: appState.value }).from(appState).where(eq(appState.key, SECRET_KEY_SINCE))
  const sinceMs = since ? Date.parse(since.value) : now.getTime()
  const due = now.getTime() - sinceMs >= STORED_ROOT_GRACE_DAYS * 24 * 60 * 60 * 1000
  const [legacySecrets] = await db.select({ n: count() }).from(adminUsers).where(like(adminUsers.totpSecret, 'v1.%'))
  if (due && legacySecrets!.n === 0) {
    await db.delete(appState).where(inArray(appState.key, [STORED_KEY, SECRET_KEY_SINCE]))
  }
  if (await storedRootKey(db)) return 'kept'
  const stored = ring.stored
  ring.legacy = ring.legacy.filter((root) => root !== stored)
  ring.stored = null
  return 'retired'
}
