import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import { MAX_UPLOAD_BYTES, sniffImageType, type ImageType } from './image-type.ts'

/**
 * Hero-image storage on local disk under DATA_DIR/uploads. Upload URLs are signed by the server
 * (HMAC-SHA256 over id and expiry), expire after 15 minutes and work once (the file is created
 * with O_EXCL). See docs/decisions/0004-upload-urls.md.
 */
export const UPLOAD_URL_TTL_MS = 15 * 60 * 1000
const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

export class UploadError extends Error {
  readonly status: number
  readonly code: string
  constructor(status: number, code: string, message: string) {
    super(message)
    this.status = status
    this.code = code
  }
}

export interface LocalStorage {
  createUploadUrl(origin: string, now?: number): { uploadURL: string; objectId: string }
  /** Verifies the signature and stores the bytes; returns the public path. */
  acceptUpload(
    id: string,
    query: { expires?: unknown; signature?: unknown },
    bytes: Buffer,
    now?: number,
  ): Promise<string>
  read(id: string): Promise<{ bytes: Buffer; type: ImageType } | null>
}

export function createLocalStorage(dataDir: string, secret: string): LocalStorage {
  const dir = path.join(dataDir, 'uploads')
  const sign = (id: string, expires: number) =>
    createHmac('sha256', secret).update(`upload:${id}:${expires}`).digest('base64url')

  return {
    createUploadUrl(origin, now = Date.now()) {
      const id = randomUUID()
      const expires = now + UPLOAD_URL_TTL_MS
      const url = new URL(`/objects/private-uploads/${id}`, origin)
      url.searchParams.set('expires', String(expires))
      url.searchParams.set('signature', sign(id, expires))
      return { uploadURL: url.toString(), objectId: id }
    },

    async acceptUpload(id, query, bytes, now = Date.now()) {
      const expires = Number(query.expires)
      const signature = typeof query.signature === 'string' ? Buffer.from(query.signature) : Buffer.alloc(0)
      const expected = Buffer.from(ID.test(id) && Number.isFinite(expires) ? sign(id, expires) : '')
      if (
        !ID.test(id) ||
        expected.length === 0 ||
        signature.length !== expected.length ||
        !timingSafeEqual(signature, expected)
      ) {
        throw new UploadError(403, 'BAD_SIGNATURE', 'This upload link is not valid.')
      }
      if (expires < now)
        throw new UploadError(403, 'EXPIRED', 'This upload link has expired. Please try the upload again.')
      if (bytes.length === 0) throw new UploadError(400, 'EMPTY', 'The uploaded file is empty.')
      if (bytes.length > MAX_UPLOAD_BYTES) throw new UploadError(413, 'TOO_LARGE', 'Images must be 5 MB or smaller.')
      if (!sniffImageType(bytes)) {
        throw new UploadError(415, 'NOT_AN_IMAGE', 'Only JPEG, PNG, WebP and GIF images can be uploaded.')
      }
      await fs.mkdir(dir, { recursive: true })
      try {
        await fs.writeFile(path.join(dir, id), bytes, { flag: 'wx', mode: 0o644 })
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'EEXIST') {
          throw new UploadError(409, 'USED', 'This upload link has already been used.')
        }
        throw error
      }
      return `/objects/uploads/${id}`
    },

    async read(id) {
      if (!ID.test(id)) return null
      const file = path.join(dir, id)
      try {
        const stat = await fs.lstat(file)
        if (!stat.isFile()) return null
        const bytes = await fs.readFile(file)
        const type = sniffImageType(bytes)
        return type ? { bytes, type } : null
      } catch {
        return null
      }
    },
  }
}
