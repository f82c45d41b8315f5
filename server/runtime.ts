import { countAdmins, createAdmin } from '#app/features/auth/auth.server.ts'
import { passwordProblem } from '#app/features/auth/password-policy.server.ts'
import { addReviewsToSamplePosts, refreshSamplePosts, seedContent } from '#app/features/blog/seed.server.ts'
import { connectDatabase, runMigrations, type Db } from '#app/lib/db.server.ts'
import { startEmbeddedPostgres, type EmbeddedPostgres } from '#app/lib/embedded-postgres.server.ts'
import type { Env } from '#app/lib/env.server.ts'
import { createLogger, type Logger } from '#app/lib/logger.server.ts'
import { scheduleJobs } from '#app/jobs.server.ts'
import { buildServices, type Services } from '#app/services.server.ts'

export interface Runtime {
  services: Services
  /** the jobs first, the pool last, then the embedded PostgreSQL if we started one */
  close(): Promise<void>
}

export async function startRuntime(
  env: Env,
  logger: Logger = createLogger({ level: env.LOG_LEVEL }),
  overrides: Pick<
    NonNullable<Parameters<typeof buildServices>[3]>,
    'clock' | 'calendarFeedForTests' | 'webhooksForTests'
  > = {},
): Promise<Runtime> {
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
      const author = env.site.defaultAuthor
      const seeded = await seedContent(database.db, seedPosts, author)
      if (seeded) logger.info({ posts: seeded }, 'seeded sample blog posts')
      const reviewed = await addReviewsToSamplePosts(database.db, seedPosts)
      if (reviewed) logger.info({ posts: reviewed }, 'added review dates and sources to sample blog posts')
      const refreshed = await refreshSamplePosts(database.db, seedPosts, author)
      if (refreshed) logger.info({ posts: refreshed }, 'brought unedited sample blog posts up to date with the content')
    }
    await ensureAdmin(env, database.db, logger)
    const services = await buildServices(env, database, logger, overrides)
    scheduleJobs(services, services.jobs)
    services.jobs.start()
    return {
      services,
      async close() {
        try {
          await services.close()
        } finally {
          // The embedded PostgreSQL must not outlive the process.
          await embedded?.stop()
        }
      },
    }
  } catch (error) {
    await database.close().catch(() => undefined)
    await embedded?.stop()
    throw error
  }
}

export async function ensureAdmin(env: Env, db: Db, logger: Logger) {
  if ((await countAdmins(db)) > 0) return
  if (env.ADMIN_USERNAME && env.ADMIN_PASSWORD) {
    const problem = passwordProblem(env.ADMIN_PASSWORD, {
      username: env.ADMIN_USERNAME,
      siteName: env.site.businessName,
    })
    if (problem) throw new Error(`ADMIN_PASSWORD is refused: ${problem}`)
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
