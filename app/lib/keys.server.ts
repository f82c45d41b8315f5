import { hkdfSync, randomBytes } from 'node:crypto'
import { count, eq, inArray, like } from 'drizzle-orm'
import { adminUsers, appState } from '#db/schema/index.ts'
import { getOrCreate } from './app-state.server.ts'
import type { Db } from './db.server.ts'

/** One root secret, one HKDF key per purpose: a leak from one use says nothing of others (decision 15). */
export const KEY_PURPOSES = {
  totpEncryption: 'totp-encryption',
  recoveryCodes: 'recovery-codes',
  emailLinks: 'email-links',
  uploadUrls: 'upload-urls',
  backupMac: 'backup-mac',
  deviceCookies: 'device-cookies',
  proofOfWork: 'proof-of-work-challenges',
  webhookSecrets: 'webhook-secrets',
} as const

export type KeyPurpose = keyof typeof KEY_PURPOSES

export type SiteKeys = Record<KeyPurpose, Buffer>

const SALT = 'k12-site'

/** The name predates other purposes. */
export const STORED_KEY = 'upload_signing_key'
export const SECRET_KEY_SINCE = 'secret_key_since'
/** Then `retireStoredRoot` deletes it unless a TOTP secret still needs it (docs/security.md). */
export const STORED_ROOT_GRACE_DAYS = 90

export function deriveKeys(root: string): SiteKeys {
  const entries = Object.entries(KEY_PURPOSES).map(([purpose, info]) => [
    purpose,
    Buffer.from(hkdfSync('sha256', root, SALT, info, 32)),
  ])
  return Object.fromEntries(entries) as SiteKeys
}

/** `legacy` reads data made before per-purpose keys, when the root itself keyed everything. */
export interface KeyRing {
  current: SiteKeys
  source: 'SECRET_KEY' | 'database'
  /** never from a stored key */
  previous: SiteKeys[]
  /** Only for reading old data; never for anything forgeable into access (backups, device cookies, upload URLs). */
  legacy: string[]
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

export function keysFor(ring: KeyRing, purpose: KeyPurpose): Buffer[] {
  return [ring.current[purpose], ...ring.previous.map((keys) => keys[purpose])]
}

async function storedRootKey(db: Db): Promise<string | null> {
  const [row] = await db.select({ value: appState.value }).from(appState).where(eq(appState.key, STORED_KEY))
  return row?.value ?? null
}

export async function loadKeyRing(
  env: { SECRET_KEY?: string; SECRET_KEY_PREVIOUS?: string },
  db: Db,
  { create = true }: { create?: boolean } = {},
): Promise<KeyRing | null> {
  const previous = env.SECRET_KEY_PREVIOUS ? [env.SECRET_KEY_PREVIOUS] : []
  if (env.SECRET_KEY) {
    // Never for checking backups: older archives hold it.
    const stored = await storedRootKey(db).catch(() => null)
    if (stored && create) await getOrCreate(db, SECRET_KEY_SINCE, () => new Date().toISOString())
    return keyRing(env.SECRET_KEY, { source: 'SECRET_KEY', previous, stored })
  }
  const stored = create ? await getOrCreate(db, STORED_KEY, randomRoot) : await storedRootKey(db).catch(() => null)
  return stored ? keyRing(stored, { source: 'database', previous }) : null
}

const randomRoot = () => randomBytes(32).toString('base64url')

/** Recovery codes hashed with it stop working; the authenticator and `admin -- reset-2fa` remain. */
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
