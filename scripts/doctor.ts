/**
 * npm run doctor: checks this deployment's configuration (the same environment `npm start` reads)
 * and prints what to fix. Exits 1 when something is wrong; warnings alone exit 0.
 */
import { runDoctor, type Finding } from '#app/features/doctor/doctor.server.ts'
import { createMailer } from '#app/features/email/mailer.server.ts'
import { createStorage } from '#app/features/objects/create-storage.server.ts'
import type { ObjectStorage } from '#app/features/objects/storage.server.ts'
import { readEnv } from '#app/lib/env.server.ts'
import { createLogger } from '#app/lib/logger.server.ts'
import { openDatabase } from './open-database.ts'

const MARK = { ok: '✓', warn: '!', fail: '✗' } as const

async function main() {
  let env
  try {
    // TRUST_PROXY, SECRET_KEY and the https set-up are checked below with their own explanations;
    // everything else must parse as `npm start` would parse it.
    env = readEnv(
      {
        ...process.env,
        TRUST_PROXY: undefined,
        SECRET_KEY: undefined,
        SECRET_KEY_PREVIOUS: undefined,
        NODE_ENV: 'development',
      },
      { requireSecretKey: false },
    )
  } catch (error) {
    console.log(`${MARK.fail} Environment  ${(error as Error).message}`)
    return 1
  }
  const logger = createLogger({ level: 'silent' })
  const { database, close } = await openDatabase(env, logger)
  const mailer = createMailer({ smtpUrl: env.SMTP_URL, dataDir: env.dataDir })
  let findings: Finding[]
  try {
    let storage: ObjectStorage
    try {
      storage = await createStorage({ env, uploadKey: null })
    } catch (error) {
      storage = {
        kind: 's3',
        probe: () => Promise.reject(error),
      } as unknown as ObjectStorage
    }
    findings = await runDoctor({
      env,
      trustProxy: process.env.TRUST_PROXY,
      secretKey: { current: process.env.SECRET_KEY, previous: process.env.SECRET_KEY_PREVIOUS },
      siteUrlGiven: Boolean(process.env.SITE_URL),
      database,
      storage,
      mailer,
    })
  } finally {
    mailer.close()
    await close()
  }
  const width = Math.max(...findings.map((f) => f.check.length))
  for (const f of findings) console.log(`${MARK[f.outcome]} ${f.check.padEnd(width)}  ${f.message}`)
  const failed = findings.filter((f) => f.outcome === 'fail').length
  const warned = findings.filter((f) => f.outcome === 'warn').length
  console.log(
    failed
      ? `\n${failed} problem(s) to fix${warned ? `, ${warned} warning(s)` : ''}.`
      : `\nNo problems${warned ? `; ${warned} warning(s) to consider` : ''}.`,
  )
  return failed ? 1 : 0
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`Doctor could not run: ${error instanceof Error ? error.message : String(error)}`)
    process.exit(1)
  },
)
