import type { SessionUser } from '#app/features/auth/sessions.server.ts'
import type { Logger } from '#app/lib/logger.server.ts'

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
