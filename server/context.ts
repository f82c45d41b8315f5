import type { Database, Db } from '#app/lib/db.server.ts'
import type { Env } from '#app/lib/env.server.ts'
import type { Logger } from '#app/lib/logger.server.ts'
import type { ObjectStorage } from '#app/features/objects/storage.server.ts'
import type { SessionUser } from '#app/features/auth/auth.server.ts'
import type { PdfService } from '#app/features/pdf/pdf.server.ts'
import type { Limits } from '#app/features/security/rate-limit.server.ts'
import type { OutboxWorker } from '#app/features/email/outbox.server.ts'
import type { PageCache } from './page-cache.ts'

/** The real dependencies, wired once in server/runtime.ts and passed to every handler (STYLE rule 6). */
export interface Services {
  env: Env
  database: Database
  db: Db
  logger: Logger
  storage: ObjectStorage
  pdf: PdfService
  limits: Limits
  outbox: OutboxWorker
  /** public pages and the public blog list; cleared whenever a post changes */
  pageCache: PageCache
  /** signs unsubscribe links */
  secret: string
  /** resource titles of the catalogue, for validating downloads */
  resourceTitles: readonly string[]
}

declare global {
  namespace Express {
    interface Request {
      log: Logger
      id: string
      user?: SessionUser | null
      sessionToken?: string
    }
    interface Locals {
      nonce: string
      /** set by server/static-files.ts when a Brotli or gzip copy of a file is sent */
      precompressed?: { encoding: 'br' | 'gzip'; extension: string }
    }
  }
}
