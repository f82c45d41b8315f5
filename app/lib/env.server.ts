import path from 'node:path'
import { IANAZone } from 'luxon'
import { siteDefaults, siteIdentity, type SiteIdentity } from '#content/site.ts'
import { parseTrustProxy, type TrustProxy } from './client-address.server.ts'
import { z } from './zod.ts'

const bool = z.enum(['true', 'false', '1', '0', 'yes', 'no']).transform((v) => v === 'true' || v === '1' || v === 'yes')

/** A line break would start a new email header. */
const identityText = (fallback: string) =>
  z
    .string()
    .trim()
    .min(1, 'must not be empty')
    .max(200, 'must be at most 200 characters')
    .refine((value) => !/[\p{Cc}"<>]/u.test(value), 'must be one line of text without quotes or angle brackets')
    .default(fallback)

/** Checked here so a typo stops the start instead of reaching an email or a page (decision 49). */
const siteSettings = {
  SITE_BUSINESS_NAME: identityText(siteDefaults.businessName),
  /** the tel: links dial +1 and its ten digits */
  SITE_PHONE: identityText(siteDefaults.phone).refine(
    (phone) => /^1?\d{10}$/.test(phone.replace(/\D/g, '')),
    'must be a 10-digit North American number such as (555) 010-4821',
  ),
  SITE_EMAIL: z
    .string()
    .trim()
    .email('must be an email address such as hello@example.com')
    .max(254)
    .default(siteDefaults.email),
  SITE_POSTAL_ADDRESS: identityText(siteDefaults.postalAddress),
  SITE_DEFAULT_AUTHOR: identityText(siteDefaults.defaultAuthor),
  SITE_CONSULTANT_NAME: identityText(siteDefaults.consultantName),
  SITE_POLICY_GENERATOR_URL: z
    .string()
    .url('must be a full http(s) address')
    .refine((url) => /^https?:\/\//i.test(url), 'must be a full http(s) address')
    .default(siteDefaults.policyGeneratorUrl),
  /** the same IANA rule as a visitor's zone on /book */
  SITE_TIME_ZONE: z
    .string()
    .default(siteDefaults.timeZone)
    .refine(
      (zone) => zone.length <= 64 && /^[A-Za-z_]+(\/[A-Za-z0-9_+-]+)*$/.test(zone) && IANAZone.isValidZone(zone),
      'must be an IANA time zone such as America/Chicago',
    ),
}

const schema = z.object({
  ...siteSettings,
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.string().url().optional(),
  /** Unset: the address this server listens on, so a start on any PORT takes its forms. */
  SITE_URL: z
    .string()
    .url()
    .transform((url) => url.replace(/\/+$/, '')),
  SEED_CONTENT: bool.default(true),
  ADMIN_USERNAME: z.string().min(1).max(64).optional(),
  ADMIN_PASSWORD: z.string().min(1).max(256).optional(),
  ADMIN_EMAIL: z.string().email().max(254).optional(),
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((value, ctx): TrustProxy | undefined => {
      if (value === undefined || value.trim() === '' || /^(false|0|off|no)$/i.test(value.trim())) return undefined
      const parsed = parseTrustProxy(value)
      if (parsed.ok) return parsed.value
      ctx.addIssue({ code: 'custom', message: parsed.message })
      return z.NEVER
    }),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Required with an https SITE_URL; otherwise generated once and kept in the database (decision 15). */
  SECRET_KEY: z.string().min(32).optional(),
  /** during a rotation: still accepted for what it signed or encrypted */
  SECRET_KEY_PREVIOUS: z.string().min(32).optional(),
  NOTIFY_EMAIL: z.string().email().optional(),
  /** without it, emails are written to DATA_DIR/outbox as .eml */
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().min(3).optional(),
  /** 60 fits the hourly caps of small SMTP plans (decision 30) */
  NEWSLETTER_RATE: z.coerce.number().int().min(1).max(100_000).default(60),
  LEAD_DIGEST: bool.default(true),
  TLS_CERT_FILE: z.string().optional(),
  TLS_KEY_FILE: z.string().optional(),
  /** 1 = the defaults; raise it for load tests or a district-wide training day */
  RATE_LIMIT_SCALE: z.coerce.number().positive().max(100_000).default(1),
  S3_BUCKET: z.string().min(3).optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ENDPOINT: z.string().url().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: bool.default(false),
  BACKUP_DIR: z.string().min(1).optional(),
  BACKUP_KEEP: z.coerce.number().int().min(1).max(1000).default(14),
  /** UTC */
  BACKUP_HOUR: z.coerce.number().int().min(0).max(23).default(3),
  /** without it /metrics is off */
  METRICS_TOKEN: z.string().min(16).optional(),
})

export type Env = z.infer<typeof schema> & {
  site: SiteIdentity
  dataDir: string
  backupDir?: string
  /** cookies are Secure and __Host- prefixed and HSTS is sent, whatever a request says */
  httpsOnly: boolean
}

/** Behind a TLS-terminating proxy the app cannot tell an HTTPS visitor from anyone else: refuse rather than guess. */
function checkHttpsSetup(env: z.infer<typeof schema>): string | null {
  if (env.NODE_ENV !== 'production' || !env.SITE_URL.startsWith('https:')) return null
  if (env.TRUST_PROXY !== undefined || (env.TLS_CERT_FILE && env.TLS_KEY_FILE)) return null
  return (
    'SITE_URL is https:// but the app cannot tell which requests arrived over HTTPS. Behind a proxy or ' +
    'load balancer that terminates TLS, set TRUST_PROXY (for example 1); to serve HTTPS directly, set ' +
    'TLS_CERT_FILE and TLS_KEY_FILE.'
  )
}

/** Keys in the database would be in every backup (decision 15). */
export function checkSecretKey(env: { SITE_URL: string; SECRET_KEY?: string }): string | null {
  if (!env.SITE_URL.startsWith('https:') || env.SECRET_KEY) return null
  return (
    'SECRET_KEY is required when SITE_URL is https: set it to 32 or more random characters ' +
    '(for example the output of  openssl rand -base64 32) and keep it apart from the backups.'
  )
}

function localOrigin({ HOST, PORT }: NodeJS.ProcessEnv): string {
  const host = !HOST || HOST === '0.0.0.0' || HOST === '::' ? 'localhost' : HOST.includes(':') ? `[${HOST}]` : HOST
  const port = Number(PORT) > 0 ? Number(PORT) : 3000
  return `http://${host}:${port}`
}

export function readEnv(
  source: NodeJS.ProcessEnv = process.env,
  { requireSecretKey = true }: { requireSecretKey?: boolean } = {},
): Env {
  const parsed = schema.safeParse({ ...source, SITE_URL: source.SITE_URL || localOrigin(source) })
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')
    throw new Error(`Invalid environment: ${problems}`)
  }
  const problem = checkHttpsSetup(parsed.data) ?? (requireSecretKey ? checkSecretKey(parsed.data) : null)
  if (problem) throw new Error(`Invalid environment: ${problem}`)
  const env = parsed.data
  return {
    ...env,
    site: siteIdentity({
      businessName: env.SITE_BUSINESS_NAME,
      phone: env.SITE_PHONE,
      email: env.SITE_EMAIL,
      postalAddress: env.SITE_POSTAL_ADDRESS,
      defaultAuthor: env.SITE_DEFAULT_AUTHOR,
      consultantName: env.SITE_CONSULTANT_NAME,
      policyGeneratorUrl: env.SITE_POLICY_GENERATOR_URL,
      timeZone: env.SITE_TIME_ZONE,
    }),
    dataDir: path.resolve(parsed.data.DATA_DIR),
    backupDir: parsed.data.BACKUP_DIR ? path.resolve(parsed.data.BACKUP_DIR) : undefined,
    httpsOnly: parsed.data.SITE_URL.startsWith('https:'),
  }
}
