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
      precompressed?: { encoding: 'br' | 'gzip'; extension: string }
    }
  }
}
