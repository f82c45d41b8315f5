import { inspect } from 'node:util'
import pino, { type DestinationStream } from 'pino'
import { redactSecretPaths } from './secret-paths.server.ts'

/**
 * One structured logger. Log lines never carry lead personal data, query strings, passwords,
 * tokens, cookies or session hashes (ASVS 7.1; docs/security.md): the code logs ids, outcomes and
 * client addresses on purpose, every `err` goes through `safeError`, and redaction is a last
 * safety net.
 */
export interface LoggerOptions {
  /** pino's level; LOG_LEVEL, else info */
  level?: string
  /** where lines go; standard output when absent */
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

/**
 * Email addresses out of free text (SMTP replies quote the recipient, for example), and the secret
 * of a link that carries one in its path (a message quoting a manage link's URL).
 */
export function redactText(text: string): string {
  return redactSecretPaths(text.replace(EMAIL, '[email]'))
}

/** PostgreSQL's error, as pg raises it or wrapped by Drizzle (whose message lists the query's parameters). */
function databaseError(error: unknown): Record<string, unknown> | null {
  const candidate = (error as { cause?: unknown })?.cause ?? error
  const e = candidate as { code?: unknown; severity?: unknown; routine?: unknown }
  if (typeof e?.code !== 'string' || !/^[0-9A-Z]{5}$/.test(e.code) || typeof e.severity !== 'string') return null
  const { code, routine, table, column, constraint } = candidate as Record<string, unknown>
  return { type: 'DatabaseError', message: 'database query failed', code, routine, table, column, constraint }
}

/**
 * What a log line may say about an error: for a database error only its code and where it happened
 * (its message and Drizzle's can quote the values of the query); otherwise the message and stack,
 * with email addresses taken out.
 */
export function safeError(error: unknown, depth = 0): Record<string, unknown> {
  const database = databaseError(error)
  if (database) return database
  if (error instanceof Error) {
    return {
      type: error.name,
      message: redactText(error.message),
      stack: error.stack ? redactText(error.stack) : undefined,
      code: (error as { code?: unknown }).code,
      // What went wrong underneath (a failed fetch's socket error, a job's query): a few levels.
      cause: error.cause !== undefined && depth < 3 ? safeError(error.cause, depth + 1) : undefined,
    }
  }
  if (typeof error === 'object' && error !== null) {
    // Not an Error (a library rejecting with a plain object): its fields, not "[object Object]";
    // inspect, unlike JSON.stringify, does not throw on a circular one.
    return { message: redactText(inspect(error, { depth: 2, breakLength: Infinity })) }
  }
  return { message: redactText(String(error)) }
}
