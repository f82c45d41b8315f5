import { inspect } from 'node:util'
import pino, { type DestinationStream } from 'pino'
import { redactSecretPaths } from './secret-paths.server.ts'

/**
 * Lines never carry lead personal data, query strings, passwords, tokens, cookies or session hashes
 * (ASVS 7.1; docs/security.md): every `err` goes through `safeError`; redaction is a last net.
 */
export interface LoggerOptions {
  level?: string
  destination?: DestinationStream
}

export function createLogger({ level = process.env.LOG_LEVEL ?? 'info', destination }: LoggerOptions = {}) {
  return pino(
    {
      level,
      base: undefined,
      serializers: { err: safeError },
      redact: {
        paths: [
          'password',
          '*.password',
          'token',
          '*.token',
          'email',
          '*.email',
          'req.headers.cookie',
          'req.headers.authorization',
          'res.headers["set-cookie"]',
        ],
        censor: '[redacted]',
      },
    },
    destination,
  )
}

export type Logger = ReturnType<typeof createLogger>

const EMAIL = /[^\s<>"'(),;:]+@[^\s<>"'(),;:]+/g

/** SMTP replies quote the recipient; a message may quote a manage link's URL. */
export function redactText(text: string): string {
  return redactSecretPaths(text.replace(EMAIL, '[email]'))
}

/** Drizzle's wrapper message lists the query's parameters. */
function databaseError(error: unknown): Record<string, unknown> | null {
  const candidate = (error as { cause?: unknown })?.cause ?? error
  const e = candidate as { code?: unknown; severity?: unknown; routine?: unknown }
  if (typeof e?.code !== 'string' || !/^[0-9A-Z]{5}$/.test(e.code) || typeof e.severity !== 'string') return null
  const { code, routine, table, column, constraint } = candidate as Record<string, unknown>
  return { type: 'DatabaseError', message: 'database query failed', code, routine, table, column, constraint }
}

/** A database error keeps only its code and position: its message can quote the query's values. */
export function safeError(error: unknown, depth = 0): Record<string, unknown> {
  const database = databaseError(error)
  if (database) return database
  if (error instanceof Error) {
    return {
      type: error.name,
      message: redactText(error.message),
      stack: error.stack ? redactText(error.stack) : undefined,
      code: (error as { code?: unknown }).code,
      cause: error.cause !== undefined && depth < 3 ? safeError(error.cause, depth + 1) : undefined,
    }
  }
  if (typeof error === 'object' && error !== null) {
    // inspect, unlike JSON.stringify, does not throw on a circular object.
    return { message: redactText(inspect(error, { depth: 2, breakLength: Infinity })) }
  }
  return { message: redactText(String(error)) }
}
