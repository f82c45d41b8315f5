import { randomUUID } from 'node:crypto'
import { MAX_UPLOAD_BYTES, sniffImageType } from './image-type.ts'
import { VARIANT, variantType } from './variants.ts'
import {
  asImage,
  checkImage,
  OBJECT_ID,
  OBJECT_NAME,
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

const RAW = 'objects/private-uploads/'
/** The only place images are served from. */
const CLEAN = 'objects/uploads/'
const rawKey = (id: string) => `${RAW}${id}`
const key = (name: string) => `${CLEAN}${name}`

/**
 * Nothing a presigned PUT wrote is trusted until finalize() re-encodes it into a key no presigned
 * URL names, so reusing the upload URL changes nothing served or backed up (decisions 4 and 15).
 */
export async function createS3Storage(config: S3Config): Promise<ObjectStorage> {
  // Loaded here, not at start-up: the SDK costs ~18 MB an instance on local disk never needs (decision 23).
  const {
    DeleteObjectCommand,
    GetObjectCommand,
    HeadBucketCommand,
    HeadObjectCommand,
    paginateListObjectsV2,
    PutObjectCommand,
    S3Client,
  } = await import('@aws-sdk/client-s3')
  const { getSignedUrl } = await import('@aws-sdk/s3-request-presigner')
  const client = new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    // The SDK would sign an empty body's checksum, which the browser's upload cannot match.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  })

  const head = (objectKey: string) =>
    client.send(new HeadObjectCommand({ Bucket: config.bucket, Key: objectKey })).catch(() => null)
  const remove = (objectKey: string) =>
    client.send(new DeleteObjectCommand({ Bucket: config.bucket, Key: objectKey })).catch(() => undefined)

  async function listUnder(prefix: string) {
    const objects: { key: string; modified: number | undefined }[] = []
    for await (const page of paginateListObjectsV2({ client }, { Bucket: config.bucket, Prefix: prefix }))
      for (const object of page.Contents ?? [])
        if (object.Key) objects.push({ key: object.Key, modified: object.LastModified?.getTime() })
    return objects
  }

  /** `clean`: re-encoded here (finalize, or a restore of what was), so served. */
  const putObject = (objectKey: string, body: Buffer, type: string, clean: boolean) =>
    client.send(
      new PutObjectCommand({
        Bucket: config.bucket,
        Key: objectKey,
        Body: body,
        ContentType: type,
        ...(clean ? { Metadata: { clean: '1' } } : {}),
      }),
    )

  async function getBytes(objectKey: string): Promise<Buffer | null> {
    try {
      const res = await client.send(new GetObjectCommand({ Bucket: config.bucket, Key: objectKey }))
      return Buffer.from(await res.Body!.transformToByteArray())
    } catch {
      return null
    }
  }

  /** A raw upload is never served, whatever its bytes. */
  async function read(id: string): Promise<StoredImage | null> {
    if (!OBJECT_ID.test(id)) return null
    const meta = await head(key(id))
    if (meta?.Metadata?.clean !== '1' || (meta.ContentLength ?? 0) > MAX_UPLOAD_BYTES) return null
    return asImage(await getBytes(key(id)))
  }

  const presign = (objectKey: string, seconds: number) =>
    getSignedUrl(client, new PutObjectCommand({ Bucket: config.bucket, Key: objectKey }), { expiresIn: seconds })
  // As the SDK presigns it (path or virtual-host style).
  const probe = await presign(rawKey('probe'), 60)

  return {
    kind: 's3',
    uploadOrigin: new URL(probe).origin,
    async createUploadUrl() {
      const id = randomUUID()
      return { uploadURL: await presign(rawKey(id), UPLOAD_URL_TTL_MS / 1000), objectId: id }
    },
    authorizeUpload() {
      throw new UploadError('not_found', 'NOT_LOCAL', 'Not found')
    },
    async acceptUpload() {
      throw new UploadError('not_found', 'NOT_LOCAL', 'Not found')
    },
    async finalize(id) {
      if (!OBJECT_ID.test(id)) return null
      // The clean copy stands, whatever was PUT to the upload key since.
      if (await head(key(id))) return read(id)
      const meta = await head(rawKey(id))
      if (!meta) return null
      // Presigned PUTs cannot bound the size.
      if ((meta.ContentLength ?? 0) > MAX_UPLOAD_BYTES) {
        await remove(rawKey(id))
        return null
      }
      const bytes = await getBytes(rawKey(id))
      if (!bytes) return null
      try {
        const image = await checkImage(bytes)
        await putObject(key(id), image.bytes, image.type, true)
        await remove(rawKey(id))
        return image
      } catch (error) {
        if (!(error instanceof UploadError)) throw error
        await remove(rawKey(id))
        return null
      }
    },
    read,
    async readVariant(id, name) {
      if (!OBJECT_ID.test(id) || !VARIANT.test(name)) return null
      return getBytes(`${key(id)}.${name}`)
    },
    async saveVariant(id, name, bytes) {
      if (!OBJECT_ID.test(id) || !VARIANT.test(name)) return
      await putObject(`${key(id)}.${name}`, bytes, variantType(name), false)
    },
    // Only what finalize() or a restore wrote: an upload never finalised is never backed up.
    async list() {
      const objects = await listUnder(CLEAN)
      return objects
        .map((o) => o.key.slice(CLEAN.length))
        .filter((name) => OBJECT_NAME.test(name))
        .sort()
    },
    async get(name) {
      return OBJECT_NAME.test(name) ? getBytes(key(name)) : null
    },
    async probe() {
      try {
        await client.send(new HeadBucketCommand({ Bucket: config.bucket }))
      } catch (error) {
        const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode
        if (status === 404) throw new Error(`bucket "${config.bucket}" does not exist`)
        if (status === 403) throw new Error(`access to bucket "${config.bucket}" denied: check the credentials`)
        throw new Error(`S3 did not answer: ${(error as Error).message || (error as Error).name}`)
      }
    },
    async pruneAbandonedUploads(olderThanMs, now = Date.now()) {
      const abandoned = (await listUnder(RAW)).filter((o) => now - (o.modified ?? now) >= olderThanMs).map((o) => o.key)
      // Earlier versions' images moved out at start-up, before any job: what is left came from a browser.
      for (const objectKey of abandoned) await remove(objectKey)
      return abandoned.length
    },
    async moveLegacyObjects() {
      const legacy = (await listUnder(RAW)).map((o) => o.key.slice(RAW.length)).filter((name) => OBJECT_NAME.test(name))
      let moved = 0
      for (const name of legacy) {
        // Variants are made again on first request.
        if (name.length > 36) {
          await remove(rawKey(name))
          continue
        }
        const meta = await head(rawKey(name))
        if (meta?.Metadata?.clean !== '1') continue
        const image = asImage(await getBytes(rawKey(name)))
        if (!image) continue
        if (!(await head(key(name)))) await putObject(key(name), image.bytes, image.type, true)
        await remove(rawKey(name))
        moved += 1
      }
      return moved
    },
    async put(name, bytes) {
      if (!OBJECT_NAME.test(name)) throw new Error(`Not an object name: ${name}`)
      const variant = name.slice(37)
      // Restored originals were re-encoded when they first arrived.
      const type = variant ? variantType(variant) : (sniffImageType(bytes) ?? 'application/octet-stream')
      await putObject(key(name), bytes, type, !variant)
    },
  }
}
