import { randomUUID } from 'node:crypto'
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3'
import { getSignedUrl } from '@aws-sdk/s3-request-presigner'
import { MAX_UPLOAD_BYTES, sniffImageType } from './image-type.ts'
import { VARIANT, variantType } from './variants.ts'
import {
  checkImage,
  OBJECT_ID,
  UPLOAD_URL_TTL_MS,
  UploadError,
  type ObjectStorage,
  type StoredImage,
} from './storage.server.ts'

export interface S3Config {
  endpoint?: string
  region: string
  bucket: string
  accessKeyId: string
  secretAccessKey: string
  forcePathStyle: boolean
}

/** Objects live under this prefix, so the spec's private-uploads → /objects/uploads rewrite applies. */
const key = (id: string) => `objects/private-uploads/${id}`

export function createS3Storage(config: S3Config): ObjectStorage {
  const client = new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    // No empty-body checksum in presigned PUT URLs (STACK.md).
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  })

  async function getBytes(id: string): Promise<Buffer | null> {
    try {
      const head = await client.send(new HeadObjectCommand({ Bucket: config.bucket, Key: key(id) }))
      if ((head.ContentLength ?? 0) > MAX_UPLOAD_BYTES) return null
      const res = await client.send(new GetObjectCommand({ Bucket: config.bucket, Key: key(id) }))
      return Buffer.from(await res.Body!.transformToByteArray())
    } catch {
      return null
    }
  }

  async function read(id: string): Promise<StoredImage | null> {
    if (!OBJECT_ID.test(id)) return null
    const bytes = await getBytes(id)
    const type = bytes ? sniffImageType(bytes) : null
    return bytes && type ? { bytes, type } : null
  }

  return {
    kind: 's3',
    async createUploadUrl() {
      const id = randomUUID()
      const uploadURL = await getSignedUrl(client, new PutObjectCommand({ Bucket: config.bucket, Key: key(id) }), {
        expiresIn: UPLOAD_URL_TTL_MS / 1000,
      })
      return { uploadURL, objectId: id }
    },
    async acceptUpload() {
      throw new UploadError(404, 'NOT_LOCAL', 'Not found')
    },
    async finalize(id) {
      if (!OBJECT_ID.test(id)) return null
      const head = await client.send(new HeadObjectCommand({ Bucket: config.bucket, Key: key(id) })).catch(() => null)
      if (!head) return null
      if (head.Metadata?.clean === '1') return read(id)
      const bytes = await getBytes(id)
      if (!bytes) return null
      try {
        const image = await checkImage(bytes)
        await client.send(
          new PutObjectCommand({
            Bucket: config.bucket,
            Key: key(id),
            Body: image.bytes,
            ContentType: image.type,
            Metadata: { clean: '1' },
          }),
        )
        return image
      } catch (error) {
        if (!(error instanceof UploadError)) throw error
        // Not an image (or too large): it never stays in the bucket.
        await client.send(new DeleteObjectCommand({ Bucket: config.bucket, Key: key(id) })).catch(() => undefined)
        return null
      }
    },
    read,
    async readVariant(id, name) {
      if (!OBJECT_ID.test(id) || !VARIANT.test(name)) return null
      try {
        const res = await client.send(new GetObjectCommand({ Bucket: config.bucket, Key: `${key(id)}.${name}` }))
        return Buffer.from(await res.Body!.transformToByteArray())
      } catch {
        return null
      }
    },
    async saveVariant(id, name, bytes) {
      if (!OBJECT_ID.test(id) || !VARIANT.test(name)) return
      await client.send(
        new PutObjectCommand({
          Bucket: config.bucket,
          Key: `${key(id)}.${name}`,
          Body: bytes,
          ContentType: variantType(name),
        }),
      )
    },
  }
}
