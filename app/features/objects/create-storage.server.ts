import type { Env } from '#app/lib/env.server.ts'
import { createS3Storage } from './s3.server.ts'
import { createLocalStorage, type ObjectStorage } from './storage.server.ts'
import { makeVariant } from './variants.server.ts'

export interface ServedStorage extends ObjectStorage {
  /** Made from the original on first request and stored; null when there is no such image. */
  variant(id: string, name: string): Promise<Buffer | null>
}

function withVariants(storage: ObjectStorage): ServedStorage {
  return Object.assign(storage, {
    async variant(id: string, name: string) {
      const stored = await storage.readVariant(id, name)
      if (stored) return stored
      const original = await storage.read(id)
      if (!original) return null
      const bytes = await makeVariant(original.bytes, name)
      await storage.saveVariant(id, name, bytes)
      return bytes
    },
  })
}

/** `uploadKey`: null for tools that never issue an upload URL (backup, restore). */
export async function createStorage({
  env,
  uploadKey,
}: {
  env: Env
  uploadKey: Buffer | null
}): Promise<ServedStorage> {
  if (!env.S3_BUCKET) return withVariants(createLocalStorage({ dataDir: env.dataDir, uploadKey }))
  if (!env.S3_ACCESS_KEY_ID || !env.S3_SECRET_ACCESS_KEY)
    throw new Error('S3_BUCKET needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY')
  return withVariants(
    await createS3Storage({
      bucket: env.S3_BUCKET,
      region: env.S3_REGION,
      endpoint: env.S3_ENDPOINT,
      accessKeyId: env.S3_ACCESS_KEY_ID,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY,
      forcePathStyle: env.S3_FORCE_PATH_STYLE,
    }),
  )
}
