import { spawn, type ChildProcess } from 'node:child_process'
import { readFileSync } from 'node:fs'
import fs from 'node:fs/promises'
import https from 'node:https'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase } from '../setup/test-database.ts'
import { nodeArgs } from '../setup/api-server-process.ts'

/**
 * deploy/Caddyfile as shipped, run by Debian's Caddy with its internal CA over HTTPS,
 * in front of two instances of the site on one database with TRUST_PROXY=1. Clients connect from
 * different loopback addresses (127.0.0.2, 127.0.0.3), so "which address did the app see" is a
 * real question.
 */
const ADMIN = { username: 'proxy-admin', password: 'a long proxy test passphrase' }
let work: string
let caddy: ChildProcess
let caddyLog = ''
let httpsPort: number
let ca: Buffer
let drop: () => Promise<void>
const instances: { child: ChildProcess; port: number; log: string }[] = []

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer()
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo
      s.close(() => resolve(port))
    })
  })

function startInstance(databaseUrl: string, siteUrl: string): Promise<(typeof instances)[number]> {
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    NODE_ENV: 'production',
    PORT: '0',
    DATABASE_URL: databaseUrl,
    DATA_DIR: path.join(work, `instance-${instances.length}`),
    SITE_URL: siteUrl,
    TRUST_PROXY: '1',
    SECRET_KEY: 'proxy-test-secret-key-of-enough-length',
    SEED_CONTENT: 'false',
    LOG_LEVEL: 'info',
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
  }
  const child = spawn(process.execPath, nodeArgs('tests/setup/api-server.ts'), {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const instance = { child, port: 0, log: '' }
  instances.push(instance)
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`instance did not start: ${instance.log}`)), 30_000)
    child.stdout!.on('data', (chunk: Buffer) => {
      instance.log += chunk.toString()
      const match = /listening (\d+)/.exec(instance.log)
      if (match && !instance.port) {
        instance.port = Number(match[1])
        clearTimeout(timer)
        resolve(instance)
      }
    })
    child.stderr!.on('data', (chunk: Buffer) => (instance.log += chunk.toString()))
  })
}

interface Answer {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: string
}

/** An HTTPS request through Caddy, checked against Caddy's own CA, from a chosen loopback address. */
function call(
  method: string,
  pathname: string,
  { from = '127.0.0.2', json, headers = {} }: { from?: string; json?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const body = json === undefined ? undefined : JSON.stringify(json)
    const req = https.request(
      {
        host: '127.0.0.1',
        port: httpsPort,
        servername: 'localhost',
        localAddress: from,
        method,
        path: pathname,
        ca,
        agent: false,
        headers: {
          host: `localhost:${httpsPort}`,
          origin: `https://localhost:${httpsPort}`,
          ...(body ? { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) } : {}),
          ...headers,
        },
      },
      (res) => {
        let text = ''
        res.on('data', (d) => (text += d))
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: text }))
      },
    )
    req.on('error', reject)
    req.end(body)
  })
}

beforeAll(async () => {
  work = await fs.mkdtemp(path.join(os.tmpdir(), 'k12-caddy-'))
  const database = await createTestDatabase()
  drop = database.drop
  httpsPort = await freePort()
  const httpPort = await freePort()
  const siteUrl = `https://localhost:${httpsPort}`
  // One at a time: the first creates the admin from ADMIN_USERNAME, the second finds it.
  await startInstance(database.url, siteUrl)
  await startInstance(database.url, siteUrl)

  const config = path.join(work, 'Caddyfile')
  await fs.writeFile(
    config,
    `{
\tadmin off
\tlocal_certs
\tskip_install_trust
\tauto_https disable_redirects
\tdefault_bind 127.0.0.1
\thttp_port ${httpPort}
\thttps_port ${httpsPort}
\tstorage file_system {
\t\troot ${path.join(work, 'caddy-data')}
\t}
}
import ${path.resolve('deploy/Caddyfile')}
`,
  )
  caddy = spawn('caddy', ['run', '--config', config, '--adapter', 'caddyfile'], {
    env: {
      PATH: process.env.PATH,
      HOME: work,
      XDG_DATA_HOME: work,
      XDG_CONFIG_HOME: work,
      SITE_ADDRESS: 'localhost',
      UPSTREAMS: instances.map((i) => `127.0.0.1:${i.port}`).join(' '),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  caddy.stdout!.on('data', (d) => (caddyLog += d))
  caddy.stderr!.on('data', (d) => (caddyLog += d))
  const root = path.join(work, 'caddy-data', 'pki', 'authorities', 'local', 'root.crt')
  const started = Date.now()
  for (;;) {
    try {
      ca = readFileSync(root)
      if ((await call('GET', '/api/ready')).status === 200) break
    } catch {
      // CA or certificate not there yet
    }
    if (Date.now() - started > 30_000) throw new Error(`Caddy did not serve HTTPS:\n${caddyLog.slice(-3000)}`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}, 90_000)

afterAll(async () => {
  caddy?.kill('SIGTERM')
  for (const { child } of instances) child.kill('SIGTERM')
  await Promise.all(
    [caddy, ...instances.map((i) => i.child)].map(
      (child) =>
        new Promise((resolve) => (!child || child.exitCode !== null ? resolve(null) : child.once('exit', resolve))),
    ),
  )
  await drop?.()
  await fs.rm(work, { recursive: true, force: true })
})

/**
 * How many requests for `route` each instance logged (its access log: method, path, status),
 * once both have logged at least `each` (a line is written just after its response is sent).
 */
async function served(route: string, each: number): Promise<number[]> {
  const count = () =>
    instances.map((i) => i.log.split('\n').filter((line) => line.includes(`"path":"${route}"`)).length)
  for (let waited = 0; waited < 3_000 && count().some((n) => n < each); waited += 50)
    await new Promise((resolve) => setTimeout(resolve, 50))
  return count()
}

describe('Caddy with its internal CA in front of two instances', () => {
  it('answers over verified HTTPS with HSTS, from both instances in turn', async () => {
    for (let i = 0; i < 4; i += 1) {
      const res = await call('GET', '/api/health')
      expect(res.status).toBe(200)
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains')
    }
    expect(await served('/api/health', 2)).toEqual([2, 2])
  })

  it('signs in with a Secure __Host- cookie, and the session works on both instances', async () => {
    const login = await call('POST', '/api/auth/login', { json: ADMIN })
    expect(login.status).toBe(200)
    const cookie = ([] as string[]).concat(login.headers['set-cookie'] ?? []).find((c) => c.startsWith('__Host-sid='))
    expect(cookie).toBeDefined()
    expect(cookie).toMatch(/; Secure/i)
    expect(cookie).toMatch(/; HttpOnly/i)
    expect(cookie).toMatch(/; SameSite=Strict/i)
    const session = cookie!.split(';')[0]!
    for (let i = 0; i < 4; i += 1) {
      const me = await call('GET', '/api/auth/me', { headers: { cookie: session } })
      expect(me.status).toBe(200)
      expect(JSON.parse(me.body)).toEqual({ success: true, user: { username: ADMIN.username } })
    }
    expect(await served('/api/auth/me', 2)).toEqual([2, 2])
  })

  it('the rate limiter counts the client’s address, not the proxy’s, and a forged X-Forwarded-For changes nothing', async () => {
    const subscribe = (from: string, i: number, headers: Record<string, string> = {}) =>
      call('POST', '/api/newsletter', { from, json: { email: `reader${i}@${from}.example` }, headers })
    const statuses: number[] = []
    for (let i = 0; i < 11; i += 1) statuses.push((await subscribe('127.0.0.2', i)).status)
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true)
    expect(statuses[10]).toBe(429)
    // The same client claiming to be someone else is still itself (Caddy replaces the header).
    expect((await subscribe('127.0.0.2', 99, { 'x-forwarded-for': '203.0.113.9' })).status).toBe(429)
    // Another client behind the same proxy is not affected.
    expect((await subscribe('127.0.0.3', 0)).status).toBe(200)
  })
})
