import pino from 'pino'

/**
 * One structured logger. Redaction is a safety net; the code never logs passwords, tokens or
 * cookies on purpose (issue 7, ASVS 7.1).
 */
export function createLogger(level: string = process.env.LOG_LEVEL ?? 'info') {
  return pino({
    level,
    base: undefined,
    redact: {
      paths: [
        'password',
        '*.password',
        'token',
        '*.token',
        'req.headers.cookie',
        'req.headers.authorization',
        'res.headers["set-cookie"]',
      ],
      censor: '[redacted]',
    },
  })
}

export type Logger = ReturnType<typeof createLogger>
