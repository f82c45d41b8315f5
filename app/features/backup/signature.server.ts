import { createHmac, timingSafeEqual } from 'node:crypto'
import { keysFor, type KeyRing } from '#app/lib/keys.server.ts'
import { z } from '#app/lib/zod.ts'
import { BackupError } from './backup-error.ts'
import { declaredVersion, readJson } from './manifest.server.ts'

/** HMAC-SHA256 of the manifest's bytes, under a key never in the archive, vouches for all of it (decision 15). */
export const MAC_ENTRY = 'manifest.hmac'

const macEntrySchema = z.object({
  algorithm: z.literal('HMAC-SHA256'),
  key: z.string().max(64),
  source: z.string().max(20).optional(),
  mac: z.string().regex(/^[0-9a-f]{64}$/),
})

const macOf = (key: Buffer, manifest: Buffer) => createHmac('sha256', key).update(manifest).digest('hex')
/** Says which key was used; it proves nothing. */
const keyId = (key: Buffer) => createHmac('sha256', key).update('backup key id').digest('hex').slice(0, 16)

export function signManifest(manifest: Buffer, keys: KeyRing): Buffer {
  const key = keys.current.backupMac
  return Buffer.from(
    JSON.stringify({ algorithm: 'HMAC-SHA256', key: keyId(key), source: keys.source, mac: macOf(key, manifest) }),
  )
}

/** Never under a key an archive could carry; the refusal says what to do. */
export function verifyManifest(manifest: Buffer, macEntry: Buffer | null, keys: KeyRing | null): void {
  if (!macEntry)
    throw new BackupError(
      declaredVersion(manifest) === 1
        ? 'This archive is not signed: it was made by an earlier version of the site, before backups were authenticated. ' +
            'Restore it with that version, then take a new backup.'
        : 'This archive is not signed (no manifest.hmac after the manifest): it was not made by this site, or it was altered.',
    )
  if (!keys)
    throw new BackupError(
      'This archive cannot be checked: SECRET_KEY is not set and this database holds no key. ' +
        'Set SECRET_KEY to the key of the site that made the archive and run the restore again.',
    )
  const parsed = macEntrySchema.safeParse(readJson(macEntry))
  if (!parsed.success) throw new BackupError("The archive's manifest.hmac is malformed: it was altered or damaged.")
  const candidates = keysFor(keys, 'backupMac')
  const given = Buffer.from(parsed.data.mac, 'hex')
  if (candidates.some((key) => timingSafeEqual(Buffer.from(macOf(key, manifest), 'hex'), given))) return
  // Not authenticated: they only choose which explanation to give.
  if (!candidates.some((key) => keyId(key) === parsed.data.key))
    throw new BackupError(
      "This archive was authenticated with a different key than this site's. Set SECRET_KEY to the key of the " +
        'site that made it (during a rotation, SECRET_KEY_PREVIOUS to the old one) and run the restore again.' +
        (parsed.data.source === 'database'
          ? ' That site had no SECRET_KEY: its key stayed in its own database, so the archive restores only there.'
          : ''),
    )
  throw new BackupError("The archive's manifest does not match its authentication code: it was altered or damaged.")
}
