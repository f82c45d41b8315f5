import path from 'node:path'
import { z } from '#app/lib/zod.ts'

const bool = z.enum(['true', 'false', '1', '0', 'yes', 'no']).transform((v) => v === 'true' || v === '1' || v === 'yes')

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.string().url().optional(),
  /** the public origin; stored without a trailing slash, so `${SITE_URL}/path` is always right */
  SITE_URL: z
    .string()
    .url()
    .default('http://localhost:3000')
    .transform((url) => url.replace(/\/+$/, '')),
  SEED_CONTENT: bool.default(true),
  ADMIN_USERNAME: z.string().min(1).max(64).optional(),
  ADMIN_PASSWORD: z.string().min(1).max(256).optional(),
  ADMIN_EMAIL: z.string().email().max(254).optional(),
  TRUST_PROXY: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** signs upload URLs and unsubscribe links; when not given, one is generated once and kept in the database (decision 4) */
  SECRET_KEY: z.string().min(32).optional(),
  /** where lead notifications go; defaults to the site's email address */
  NOTIFY_EMAIL: z.string().email().optional(),
  /** smtp://user:pass@host:587 or smtps://...; without it emails are written to DATA_DIR/outbox as .eml */
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().min(3).optional(),
  /** serve HTTPS directly (no proxy): PEM certificate chain and private key files */
  TLS_CERT_FILE: z.string().optional(),
  TLS_KEY_FILE: z.string().optional(),
  /** multiplies every rate limit's allowance (load tests, a district-wide training day); 1 = the defaults */
  RATE_LIMIT_SCALE: z.coerce.number().positive().max(100_000).default(1),
  /** S3-compatible object storage for hero images; local disk under DATA_DIR when S3_BUCKET is unset */
  S3_BUCKET: z.string().min(3).optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ENDPOINT: z.string().url().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: bool.default(false),
})

export type Env = z.infer<typeof schema> & { dataDir: string }

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = schema.safeParse(source)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')
    throw new Error(`Invalid environment: ${problems}`)
  }
  return { ...parsed.data, dataDir: path.resolve(parsed.data.DATA_DIR) }
}
