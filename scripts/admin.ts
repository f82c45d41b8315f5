/**
 * Admin accounts from the command line:
 *   npm run admin -- create            prompts for username, email and password
 *   npm run admin -- reset-password    prompts for username and the new password
 *   npm run admin -- reset-2fa         turns two-factor sign-in off for a username (a lost phone and
 *                                      lost recovery codes) and ends that admin's sessions
 * For scripts, ADMIN_USERNAME, ADMIN_EMAIL and ADMIN_PASSWORD are read instead of prompting.
 * Uses DATABASE_URL, or the embedded database under DATA_DIR: a server already running on it
 * (`npm start`) is used and left running.
 */
import { stdin, stdout } from 'node:process'
import readline from 'node:readline/promises'
import { createAdmin, resetPassword } from '#app/features/auth/auth.server.ts'
import { MIN_PASSWORD_LENGTH } from '#app/features/auth/auth.schema.ts'
import { passwordProblem } from '#app/features/auth/password-policy.server.ts'
import { resetTwoFactor } from '#app/features/auth/two-factor.server.ts'
import { runMigrations } from '#app/lib/db.server.ts'
import { readEnv } from '#app/lib/env.server.ts'
import { createLogger } from '#app/lib/logger.server.ts'
import { openDatabase } from './open-database.ts'

async function ask(question: string, { secret = false } = {}): Promise<string> {
  if (!stdin.isTTY) throw new Error(`${question.trim()} was not given: set it in the environment`)
  const rl = readline.createInterface({ input: stdin, output: stdout, terminal: true })
  if (secret) {
    // Echo nothing while the password is typed.
    ;(rl as unknown as { _writeToOutput: (s: string) => void })._writeToOutput = (s: string) => {
      if (s.includes(question)) stdout.write(s)
    }
  }
  const answer = await rl.question(question)
  rl.close()
  if (secret) stdout.write('\n')
  return answer.trim()
}

async function main() {
  const command = process.argv[2]
  if (command !== 'create' && command !== 'reset-password' && command !== 'reset-2fa') {
    console.log('Usage: npm run admin -- create | reset-password | reset-2fa')
    process.exit(command ? 1 : 0)
  }
  if (command === 'reset-2fa') return resetSecondFactor(readEnv())
  const env = readEnv()
  const logger = createLogger({ level: 'warn' })
  const username = env.ADMIN_USERNAME ?? (await ask('Username: '))
  const email = command === 'create' ? (env.ADMIN_EMAIL ?? (await ask('Email: '))) : ''
  const password =
    env.ADMIN_PASSWORD ?? (await ask(`Password (${MIN_PASSWORD_LENGTH}+ characters): `, { secret: true }))
  if (!/^[A-Za-z0-9._@-]{1,64}$/.test(username))
    throw new Error('Username: 1-64 letters, digits, dot, dash, underscore or @')
  const problem = passwordProblem(password, { username, siteName: env.site.businessName })
  if (problem) throw new Error(problem)
  if (command === 'create' && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new Error('A valid email is required')

  const { database, close } = await openDatabase(env, logger)
  try {
    await runMigrations(database, logger)
    if (command === 'create') {
      await createAdmin(database.db, { username, email, password })
      console.log(`Admin "${username}" created. Sign in at /admin-blog.`)
    } else if (await resetPassword(database.db, username, password)) {
      console.log(`Password reset for "${username}"; their existing sessions were ended.`)
    } else {
      throw new Error(`No admin named "${username}"`)
    }
  } finally {
    await close()
  }
}

async function resetSecondFactor(env: ReturnType<typeof readEnv>) {
  const username = env.ADMIN_USERNAME ?? (await ask('Username: '))
  const logger = createLogger({ level: 'warn' })
  const { database, close } = await openDatabase(env, logger)
  try {
    await runMigrations(database, logger)
    if (!(await resetTwoFactor(database.db, username))) throw new Error(`No admin named "${username}"`)
    console.log(
      `Two-factor sign-in is off for "${username}" and their sessions were ended. Sign in with the password and turn it on again under Account security.`,
    )
  } finally {
    await close()
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
