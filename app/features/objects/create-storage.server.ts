import type { Env } from '#app/lib/env.server.ts'
import { createS3Storage } from './s3.server.ts'
import { createLocalStorage, type ObjectStorage } from './storage.server.ts'

/**
 * S3-compatible storage when S3_BUCKET is set, else local disk under DATA_DIR. `uploadKey` signs
 * local upload URLs (the upload-urls key); tools that never issue one (backup, restore) pass null.
 */
export function createStorage(env: Env, uploadKey: Buffer | null): Promise<ObjectStorage> | ObjectStorage {
  if (!env.S3_BUCKET) return createLocalStorage(env.dataDir, uploadKey)
  if (!env.S3_ACCESS_KEY_ID || !env.S3_SECRET_ACCESS_KEY)
    throw new Error('S3_BUCKET needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY')
  return createS3Storage({
    bucket: env.S3_BUCKET,
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
  })
}
