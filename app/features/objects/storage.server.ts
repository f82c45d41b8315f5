import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import { MAX_UPLOAD_BYTES, sniffImageType } from './image-type.ts'
import { reencodeImage } from './reencode.server.ts'
import { VARIANT } from './variants.ts'

import { DomainError, type DomainErrorCode } from '#app/lib/errors.ts'
/**
 * Spec §7's signed-URL flow on local disk (HMAC-signed, 15 minutes, single use) or S3 (presigned,
 * checked when attached to a post). Either way served from /objects/uploads/{id} (decision 4).
 */
export const UPLOAD_URL_TTL_MS = 15 * 60 * 1000
export const OBJECT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/
/** `{id}` or `{id}.w640.avif` */
export const OBJECT_NAME =
  /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}(\.w(640|1280)\.(avif|webp))?$/

export class UploadError extends DomainError {
  constructor(code: DomainErrorCode, reason: string, message: string) {
    super(code, message, { reason })
  }
}

/** Served only as what its bytes say it is. */
export function asImage(bytes: Buffer | null) {
  const type = bytes && sniffImageType(bytes)
  return bytes && type ? { bytes, type } : null
}
export type StoredImage = NonNullable<ReturnType<typeof asImage>>

export interface ObjectStorage {
  readonly kind: 'local' | 's3'
  /** S3's: the CSP must allow it */
  readonly uploadOrigin: string | null
  createUploadUrl(origin: string, now?: number): Promise<{ uploadURL: string; objectId: string }>
  /** Local only: before any of the body is read. */
  authorizeUpload(id: string, query: { expires?: unknown; signature?: unknown }, now?: number): void
  acceptUpload(
    id: string,
    query: { expires?: unknown; signature?: unknown },
    bytes: Buffer,
    now?: number,
  ): Promise<string>
  /** Re-encodes what arrived straight from the browser (S3); null when unusable. */
  finalize(id: string): Promise<StoredImage | null>
  read(id: string): Promise<StoredImage | null>
  readVariant(id: string, name: string): Promise<Buffer | null>
  saveVariant(id: string, name: string, bytes: Buffer): Promise<void>
  list(): Promise<string[]>
  get(name: string): Promise<Buffer | null>
  /** Restores: bytes that were checked when they first arrived. */
  put(name: string, bytes: Buffer): Promise<void>
  probe(): Promise<void>
  /** S3, once after upgrading: images finalised earlier move to where only finalised images live. */
  moveLegacyObjects?(): Promise<number>
  /** S3: an abandoned upload is an unchecked file kept for nothing; the local store never has one. */
  pruneAbandonedUploads?(olderThanMs: number, now?: number): Promise<number>
}

export async function checkImage(bytes: Buffer): Promise<StoredImage> {
  if (bytes.length === 0) throw new UploadError('invalid', 'EMPTY', 'The uploaded file is empty.')
  if (bytes.length > MAX_UPLOAD_BYTES)
    throw new UploadError('too_large', 'TOO_LARGE', 'Images must be 5 MB or smaller.')
  const type = sniffImageType(bytes)
  if (!type)
    throw new UploadError('unsupported_media', 'NOT_AN_IMAGE', 'Only JPEG, PNG, WebP and GIF images can be uploaded.')
  const clean = await reencodeImage(bytes, type)
  if (!clean)
    throw new UploadError(
      'unsupported_media',
      'UNREADABLE',
      'The image could not be read. Please export it again and retry.',
    )
  return { bytes: clean, type }
}

export function createLocalStorage({
  dataDir,
  uploadKey,
}: {
  dataDir: string
  uploadKey: Buffer | null
}): ObjectStorage {
  const dir = path.join(dataDir, 'uploads')
  const sign = (id: string, expires: number) => {
    if (!uploadKey) throw new Error('this storage was opened without a key to sign upload URLs')
    return createHmac('sha256', uploadKey).update(`upload:${id}:${expires}`).digest('base64url')
  }

  /** lstat: a symlink planted in the folder is never followed. */
  async function readFile(name: string): Promise<Buffer | null> {
    try {
      const stat = await fs.lstat(path.join(dir, name))
      return stat.isFile() ? await fs.readFile(path.join(dir, name)) : null
    } catch {
      return null
    }
  }

  const read = async (id: string) => asImage(OBJECT_ID.test(id) ? await readFile(id) : null)

  return {
    kind: 'local',
    uploadOrigin: null,
    async createUploadUrl(origin, now = Date.now()) {
      const id = randomUUID()
      const expires = now + UPLOAD_URL_TTL_MS
      const url = new URL(`/objects/private-uploads/${id}`, origin)
      url.searchParams.set('expires', String(expires))
      url.searchParams.set('signature', sign(id, expires))
      return { uploadURL: url.toString(), objectId: id }
    },

    authorizeUpload(id, query, now = Date.now()) {
      const expires = Number(query.expires)
      const signature = typeof query.signature === 'string' ? Buffer.from(query.signature) : Buffer.alloc(0)
      const expected = Buffer.from(OBJECT_ID.test(id) && Number.isFinite(expires) ? sign(id, expires) : '')
      // An id not ours signs nothing, so it never matches.
      if (expected.length === 0 || signature.length !== expected.length || !timingSafeEqual(signature, expected)) {
        throw new UploadError('forbidden', 'BAD_SIGNATURE', 'This upload link is not valid.')
      }
      if (expires < now)
        throw new UploadError('forbidden', 'EXPIRED', 'This upload link has expired. Please try the upload again.')
    },

    async acceptUpload(id, query, bytes, now = Date.now()) {
      this.authorizeUpload(id, query, now)
      const image = await checkImage(bytes)
      await fs.mkdir(dir, { recursive: true })
      try {
        await fs.writeFile(path.join(dir, id), image.bytes, { flag: 'wx', mode: 0o644 })
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'EEXIST') {
          throw new UploadError('conflict', 'USED', 'This upload link has already been used.')
        }
        throw error
      }
      return `/objects/uploads/${id}`
    },

    finalize: read,
    read,
    async readVariant(id, name) {
      return OBJECT_ID.test(id) && VARIANT.test(name) ? readFile(`${id}.${name}`) : null
    },
    async saveVariant(id, name, bytes) {
      if (!OBJECT_ID.test(id) || !VARIANT.test(name)) return
      await writeAtomically(`${id}.${name}`, bytes)
    },
    async list() {
      const names = await fs.readdir(dir).catch(() => [] as string[])
      return names.filter((name) => OBJECT_NAME.test(name)).sort()
    },
    async get(name) {
      return OBJECT_NAME.test(name) ? readFile(name) : null
    },
    async put(name, bytes) {
      if (!OBJECT_NAME.test(name)) throw new Error(`Not an object name: ${name}`)
      await fs.mkdir(dir, { recursive: true })
      await writeAtomically(name, bytes)
    },
    async probe() {
      await fs.mkdir(dir, { recursive: true })
      const file = path.join(dir, `.probe-${process.pid}`)
      await fs.writeFile(file, 'probe')
      await fs.rm(file)
    },
  }

  /** Two writers of one object never leave a half-written file. */
  async function writeAtomically(name: string, bytes: Buffer) {
    const temp = path.join(dir, `.${name}.${process.pid}.${Date.now()}`)
    await fs.writeFile(temp, bytes, { mode: 0o644 })
    await fs.rename(temp, path.join(dir, name))
  }
}
