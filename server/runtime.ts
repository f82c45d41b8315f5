import { countAdmins, createAdmin } from '#app/features/auth/auth.server.ts'
import { nextScheduledPublish } from '#app/features/blog/blog.server.ts'
import { seedContent } from '#app/features/blog/seed.server.ts'
import { createS3Storage } from '#app/features/objects/s3.server.ts'
import { createLocalStorage, type ObjectStorage } from '#app/features/objects/storage.server.ts'
import { createPdfService } from '#app/features/pdf/pdf.server.ts'
import { scaledLimits } from '#app/features/security/rate-limit.server.ts'
import { createEmailWorker } from '#app/features/email/email-service.server.ts'
import { signingKey } from '#app/lib/app-state.server.ts'
import { connectDatabase, runMigrations } from '#app/lib/db.server.ts'
import { startEmbeddedPostgres, type EmbeddedPostgres } from '#app/lib/embedded-postgres.server.ts'
import type { Env } from '#app/lib/env.server.ts'
import { createLogger, type Logger } from '#app/lib/logger.server.ts'
import { resourceTitles } from '#content/resources.ts'
import type { Services } from './context.ts'
import { PageCache } from './page-cache.ts'

export interface Runtime {
  services: Services
  /** closes the pool, then stops the embedded PostgreSQL if we started one */
  close(): Promise<void>
}

/** Wires the real dependencies once: database (embedded unless DATABASE_URL), migrations, seed, first admin. */
export async function startRuntime(env: Env, logger: Logger = createLogger(env.LOG_LEVEL)): Promise<Runtime> {
  let embedded: EmbeddedPostgres | undefined
  let url = env.DATABASE_URL
  if (!url) {
    embedded = await startEmbeddedPostgres(env.dataDir, logger)
    url = embedded.url
  }
  const database = connectDatabase(url, logger)
  try {
    await runMigrations(database, logger)
    if (env.SEED_CONTENT) {
      const { seedPosts } = await import('#content/blog/index.ts')
      const seeded = await seedContent(database.db, seedPosts)
      if (seeded) logger.info({ posts: seeded }, 'seeded sample blog posts')
    }
    await ensureAdmin(env, database.db, logger)
    const storage = await createStorage(env, database.db)
    const secret = env.SECRET_KEY ?? (await signingKey(database.db))
    const outbox = createEmailWorker(env, database.db, logger)
    outbox.start()
    const pdf = createPdfService({ siteUrl: env.SITE_URL, storage })
    const services: Services = {
      env,
      database,
      db: database.db,
      logger,
      storage,
      pdf,
      limits: scaledLimits(env.RATE_LIMIT_SCALE),
      outbox,
      secret,
      resourceTitles,
      pageCache: new PageCache({ nextPublishAt: () => nextScheduledPublish(database.db) }),
    }
    return {
      services,
      async close() {
        await outbox.stop()
        await database.close().catch(() => undefined)
        await embedded?.stop()
      },
    }
  } catch (error) {
    await database.close().catch(() => undefined)
    await embedded?.stop()
    throw error
  }
}

async function ensureAdmin(env: Env, db: Services['db'], logger: Logger) {
  if ((await countAdmins(db)) > 0) return
  if (env.ADMIN_USERNAME && env.ADMIN_PASSWORD) {
    if (env.ADMIN_PASSWORD.length < 12)
      logger.warn('ADMIN_PASSWORD is shorter than 12 characters; choose a longer passphrase')
    await createAdmin(db, {
      username: env.ADMIN_USERNAME,
      password: env.ADMIN_PASSWORD,
      email: env.ADMIN_EMAIL ?? `${env.ADMIN_USERNAME}@admin.invalid`,
    })
    logger.info({ username: env.ADMIN_USERNAME }, 'created the first admin from ADMIN_USERNAME / ADMIN_PASSWORD')
    return
  }
  logger.warn('No admin account exists yet. Create one with: npm run admin -- create')
}

/** S3-compatible storage when S3_BUCKET is set, else local disk under DATA_DIR. */
export async function createStorage(env: Env, db: Services['db']): Promise<ObjectStorage> {
  if (env.S3_BUCKET) {
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
  return createLocalStorage(env.dataDir, env.SECRET_KEY ?? (await signingKey(db)))
}
