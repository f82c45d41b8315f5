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

export interface Finding {
  check: string
  outcome: Outcome
  message: string
}

/** The site refuses `true` at start (every client could choose its counted address): a failure here too. */
export function checkTrustProxy(raw: string | undefined, siteUrl: string, directTls: boolean): Finding {
  const check = 'TRUST_PROXY'
  const value = raw?.trim() ?? ''
  if (value === '' || /^(false|0|off|no)$/i.test(value)) {
    if (siteUrl.startsWith('https://') && !directTls)
      return {
        check,
        outcome: 'fail',
        message:
          'not set, yet SITE_URL is https and the app serves no TLS itself: behind a proxy set TRUST_PROXY to its hop count (1) or addresses',
      }
    return { check, outcome: 'ok', message: 'not set (no proxy in front)' }
  }
  const parsed = parseTrustProxy(value)
  if (!parsed.ok) return { check, outcome: 'fail', message: parsed.message }
  return {
    check,
    outcome: 'ok',
    message:
      typeof parsed.value === 'number'
        ? `${parsed.value} proxy hop(s) trusted`
        : `trusted proxies: ${parsed.value.join(', ')}`,
  }
}

/** Decision 15: required with an https SITE_URL; 32 characters or more. */
export function checkSecretKey(
  raw: { current: string | undefined; previous?: string | undefined },
  siteUrl: string,
): Finding {
  const check = 'SECRET_KEY'
  const value = raw.current ?? ''
  const https = siteUrl.startsWith('https://')
  const fix = 'set it to 32 or more random characters (openssl rand -base64 32) and keep a copy apart from the backups'
  if (value === '') {
    if (https)
      return { check, outcome: 'fail', message: `not set, yet SITE_URL is https (the site will not start): ${fix}` }
    return {
      check,
      outcome: 'warn',
      message: `not set: fine for a trial; keys stay in the database and backups restore only into it. For a real site, ${fix}`,
    }
  }
  if (value.length < 32) return { check, outcome: 'fail', message: `only ${value.length} characters: ${fix}` }
  if (raw.previous !== undefined && raw.previous.length < 32)
    return {
      check,
      outcome: 'fail',
      message: `SECRET_KEY_PREVIOUS has only ${raw.previous.length} characters (32 or more)`,
    }
  return {
    check,
    outcome: 'ok',
    message:
      `set (${value.length} characters)` + (raw.previous ? '; SECRET_KEY_PREVIOUS set: a rotation is under way' : ''),
  }
}

export function checkSiteUrl(env: Env, given: boolean): Finding {
  const check = 'SITE_URL'
  const url = new URL(env.SITE_URL)
  if (!given)
    return { check, outcome: 'fail', message: 'not set: links in emails and PDFs would point at http://localhost:3000' }
  if (url.pathname !== '/' || url.search)
    return { check, outcome: 'fail', message: `${env.SITE_URL} has a path or query; give the origin only` }
  const local = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname)
  if (url.protocol !== 'https:' && !local)
    return {
      check,
      outcome: 'fail',
      message: `${env.SITE_URL} is not https: visitors' forms and admin sign-in would travel in clear`,
    }
  if (local)
    return { check, outcome: 'warn', message: `${env.SITE_URL} is a local address: fine for a trial, not for visitors` }
  return { check, outcome: 'ok', message: env.SITE_URL }
}

export interface DoctorDeps {
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
}: DoctorDeps) {
  const findings: Finding[] = [checkSiteUrl(env, siteUrlGiven), checkSecretKey(secretKey, env.SITE_URL)]
  const attempt = async (check: string, run: () => Promise<Omit<Finding, 'check'>>) => {
    try {
      findings.push({ check, ...(await run()) })
    } catch (error) {
      findings.push({ check, outcome: 'fail', message: reason(error) })
    }
  }

  await attempt('Database', async () => {
    const ready = await readiness(database)
    if (ready.database !== 'ok') return { outcome: 'fail', message: 'cannot connect: check DATABASE_URL' }
    if (ready.migrations !== 'ok')
      return { outcome: 'fail', message: 'migrations differ from this code: start the site once to apply them' }
    return {
      outcome: 'ok',
      message: env.DATABASE_URL ? 'reachable, migrations applied' : 'embedded, migrations applied',
    }
  })

  await attempt('Email (SMTP)', async () => {
    if (mailer.kind === 'file')
      return {
        outcome: 'warn',
        message: 'SMTP_URL is not set: lead emails are written to DATA_DIR/outbox and nobody receives them',
      }
    await mailer.verify()
    return { outcome: 'ok', message: 'connected and signed in' }
  })

  await attempt('Image storage', async () => {
    await storage.probe()
    if (storage.kind === 's3')
      return { outcome: 'ok', message: `S3 bucket ${env.S3_BUCKET} reachable with these credentials` }
    return { outcome: 'ok', message: 'local disk under DATA_DIR (with several instances use S3 or a shared folder)' }
  })

  findings.push(checkTrustProxy(trustProxy, env.SITE_URL, Boolean(env.TLS_CERT_FILE && env.TLS_KEY_FILE)))

  await attempt('Admin account', async () => {
    const admins = await countAdmins(database.db)
    if (admins === 0) return { outcome: 'fail', message: 'none exists: create one with  npm run admin -- create' }
    return { outcome: 'ok', message: `${admins} admin account(s)` }
  })

  await attempt('Two-factor sign-in', async () => {
    const { rows } = await database.pool.query<{ username: string; on: boolean }>(
      'select username, totp_enabled_at is not null as on from admin_users where is_active order by username',
    )
    if (rows.length === 0) return { outcome: 'warn', message: 'no admin yet to check' }
    const off = rows.filter((r) => !r.on).map((r) => r.username)
    if (off.length === 0) return { outcome: 'ok', message: 'on for every active admin' }
    return {
      outcome: 'fail',
      message: `off for ${off.join(', ')}: signed in as that admin, enrol with POST /api/auth/2fa/setup then /api/auth/2fa/enable`,
    }
  })

  await attempt('Backups', async () => {
    if (!env.backupDir)
      return { outcome: 'warn', message: 'BACKUP_DIR is not set: no nightly backups (or run npm run backup from cron)' }
    await fs.mkdir(env.backupDir, { recursive: true })
    const probe = path.join(env.backupDir, `.probe-${process.pid}`)
    await fs.writeFile(probe, '')
    await fs.rm(probe)
    const { rows } = await database.pool.query<{ value: string }>('select value from app_state where key = $1', [
      LAST_WRITTEN,
    ])
    const last = rows[0] ? new Date(rows[0].value) : null
    if (!last)
      return {
        outcome: 'warn',
        message: `${env.backupDir} is writable; no nightly backup written yet (the site writes one after it starts)`,
      }
    const hours = (now.getTime() - last.getTime()) / HOUR
    if (hours > 36)
      return {
        outcome: 'fail',
        message: `the last backup was written ${Math.round(hours)} hours ago: check the site's log`,
      }
    return {
      outcome: 'ok',
      message: `${env.backupDir}, keeping ${env.BACKUP_KEEP}; last written ${Math.round(hours)} h ago`,
    }
  })

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
