import fs from 'node:fs/promises'
import path from 'node:path'
import { countAdmins } from '#app/features/auth/auth.server.ts'
import { LAST_WRITTEN } from '#app/features/backup/backup-schedule.server.ts'
import type { Mailer } from '#app/features/email/mailer.server.ts'
import type { ObjectStorage } from '#app/features/objects/storage.server.ts'
import { parseTrustProxy } from '#app/lib/client-address.server.ts'
import { readiness, type Database } from '#app/lib/db.server.ts'
import type { Env } from '#app/lib/env.server.ts'
import { HOUR } from '#app/lib/durations.ts'

/** A `fail` exits non-zero; a `warn` is worth a look but can be right. */
export type Outcome = 'ok' | 'warn' | 'fail'
type Verdict = { outcome: Outcome; message: string }
export type Finding = Verdict & { check: string }

const ok = (message: string): Verdict => ({ outcome: 'ok', message })
const warn = (message: string): Verdict => ({ outcome: 'warn', message })
const fail = (message: string): Verdict => ({ outcome: 'fail', message })

/** The site refuses `true` at start (every client could choose its counted address): a failure here too. */
export function checkTrustProxy(raw: string | undefined, siteUrl: string, directTls: boolean): Verdict {
  const value = raw?.trim() ?? ''
  if (value === '' || /^(false|0|off|no)$/i.test(value)) {
    if (siteUrl.startsWith('https://') && !directTls)
      return fail(
        'not set, yet SITE_URL is https and the app serves no TLS itself: behind a proxy set TRUST_PROXY to its hop count (1) or addresses',
      )
    return ok('not set (no proxy in front)')
  }
  const parsed = parseTrustProxy(value)
  if (!parsed.ok) return fail(parsed.message)
  return ok(
    typeof parsed.value === 'number'
      ? `${parsed.value} proxy hop(s) trusted`
      : `trusted proxies: ${parsed.value.join(', ')}`,
  )
}

/** Decision 15: required with an https SITE_URL; 32 characters or more. */
export function checkSecretKey(
  raw: { current: string | undefined; previous?: string | undefined },
  siteUrl: string,
): Verdict {
  const value = raw.current ?? ''
  const fix = 'set it to 32 or more random characters (openssl rand -base64 32) and keep a copy apart from the backups'
  if (value === '') {
    if (siteUrl.startsWith('https://')) return fail(`not set, yet SITE_URL is https (the site will not start): ${fix}`)
    return warn(
      `not set: fine for a trial; keys stay in the database and backups restore only into it. For a real site, ${fix}`,
    )
  }
  if (value.length < 32) return fail(`only ${value.length} characters: ${fix}`)
  if (raw.previous !== undefined && raw.previous.length < 32)
    return fail(`SECRET_KEY_PREVIOUS has only ${raw.previous.length} characters (32 or more)`)
  return ok(
    `set (${value.length} characters)` + (raw.previous ? '; SECRET_KEY_PREVIOUS set: a rotation is under way' : ''),
  )
}

function checkSiteUrl(env: Env, given: boolean): Verdict {
  const url = new URL(env.SITE_URL)
  if (!given) return fail('not set: links in emails and PDFs would point at http://localhost:3000')
  if (url.pathname !== '/' || url.search) return fail(`${env.SITE_URL} has a path or query; give the origin only`)
  const local = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname)
  if (url.protocol !== 'https:' && !local)
    return fail(`${env.SITE_URL} is not https: visitors' forms and admin sign-in would travel in clear`)
  if (local) return warn(`${env.SITE_URL} is a local address: fine for a trial, not for visitors`)
  return ok(env.SITE_URL)
}

/** In the order a person would fix them. Never throws: a problem is a finding. */
export async function runDoctor({
  env,
  trustProxy,
  secretKey,
  siteUrlGiven,
  database,
  storage,
  mailer,
  now = new Date(),
}: {
  env: Env
  /** as given: the site refuses some values at start-up; the doctor explains why */
  trustProxy: string | undefined
  secretKey: { current: string | undefined; previous?: string | undefined }
  /** the schema fills in a default */
  siteUrlGiven: boolean
  database: Database
  storage: ObjectStorage
  mailer: Mailer
  now?: Date
}): Promise<Finding[]> {
  const checks: Record<string, () => Verdict | Promise<Verdict>> = {
    SITE_URL: () => checkSiteUrl(env, siteUrlGiven),
    SECRET_KEY: () => checkSecretKey(secretKey, env.SITE_URL),
    Database: async () => {
      const ready = await readiness(database)
      if (ready.database !== 'ok') return fail('cannot connect: check DATABASE_URL')
      if (ready.migrations !== 'ok') return fail('migrations differ from this code: start the site once to apply them')
      return ok(env.DATABASE_URL ? 'reachable, migrations applied' : 'embedded, migrations applied')
    },
    'Email (SMTP)': async () => {
      if (mailer.kind === 'file')
        return warn('SMTP_URL is not set: lead emails are written to DATA_DIR/outbox and nobody receives them')
      await mailer.verify()
      return ok('connected and signed in')
    },
    'Image storage': async () => {
      await storage.probe()
      if (storage.kind === 's3') return ok(`S3 bucket ${env.S3_BUCKET} reachable with these credentials`)
      return ok('local disk under DATA_DIR (with several instances use S3 or a shared folder)')
    },
    TRUST_PROXY: () => checkTrustProxy(trustProxy, env.SITE_URL, Boolean(env.TLS_CERT_FILE && env.TLS_KEY_FILE)),
    'Admin account': async () => {
      const admins = await countAdmins(database.db)
      if (admins === 0) return fail('none exists: create one with  npm run admin -- create')
      return ok(`${admins} admin account(s)`)
    },
    'Two-factor sign-in': async () => {
      const { rows } = await database.pool.query<{ username: string; on: boolean }>(
        'select username, totp_enabled_at is not null as on from admin_users where is_active order by username',
      )
      if (rows.length === 0) return warn('no admin yet to check')
      const off = rows.filter((r) => !r.on).map((r) => r.username)
      if (off.length === 0) return ok('on for every active admin')
      return fail(
        `off for ${off.join(', ')}: signed in as that admin, enrol with POST /api/auth/2fa/setup then /api/auth/2fa/enable`,
      )
    },
    Backups: async () => {
      if (!env.backupDir) return warn('BACKUP_DIR is not set: no nightly backups (or run npm run backup from cron)')
      await fs.mkdir(env.backupDir, { recursive: true })
      const probe = path.join(env.backupDir, `.probe-${process.pid}`)
      await fs.writeFile(probe, '')
      await fs.rm(probe)
      const { rows } = await database.pool.query<{ value: string }>('select value from app_state where key = $1', [
        LAST_WRITTEN,
      ])
      const last = rows[0] ? new Date(rows[0].value) : null
      if (!last)
        return warn(`${env.backupDir} is writable; no nightly backup written yet (the site writes one after it starts)`)
      const hours = (now.getTime() - last.getTime()) / HOUR
      if (hours > 36) return fail(`the last backup was written ${Math.round(hours)} hours ago: check the site's log`)
      return ok(`${env.backupDir}, keeping ${env.BACKUP_KEEP}; last written ${Math.round(hours)} h ago`)
    },
  }
  const findings: Finding[] = []
  for (const [check, run] of Object.entries(checks)) {
    try {
      findings.push({ check, ...(await run()) })
    } catch (error) {
      findings.push({ check, ...fail(reason(error)) })
    }
  }
  return findings
}

function reason(error: unknown): string {
  const e = error as { code?: string; responseCode?: number; message?: string }
  if (e.code === 'EAUTH') return 'the SMTP server refused the user name or password in SMTP_URL'
  if (e.code === 'ECONNECTION' || e.code === 'ESOCKET' || e.code === 'ETIMEDOUT' || e.code === 'ECONNREFUSED')
    return `cannot connect: ${e.message ?? e.code}`
  if (e.code === 'EACCES' || e.code === 'EROFS') return `not writable: ${e.message}`
  return e.message ?? String(error)
}
