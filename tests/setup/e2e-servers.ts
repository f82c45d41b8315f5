/**
 * Starts the browser tests' servers at once instead of one after another, as Playwright does with
 * a list of webServer entries: each waits mostly on its own PostgreSQL and start-up, so together
 * they are up in about half the time. Playwright starts this one process and waits on READY_PORT,
 * which answers once every server's URL does. The servers stay in this process's group, so
 * Playwright's graceful shutdown (SIGTERM to the group) reaches each as it did before; a SIGTERM
 * sent to this process alone is passed on. This process exits when every server has; a server
 * that exits early stops the others and fails the run, with what it printed to stderr.
 *
 * E2E_SERVERS: JSON, a list of { name, command, url, env } (playwright.config.ts); each command
 * ends with `exec`, so the process started is the server itself.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import http from 'node:http'

interface Server {
  name: string
  command: string
  url: string
  env: Record<string, string>
}

const servers = JSON.parse(process.env.E2E_SERVERS ?? '[]') as Server[]
const readyPort = Number(process.env.READY_PORT)
const children = new Map<Server, ChildProcess>()
let stopping = false

for (const server of servers) {
  const child = spawn('sh', ['-c', server.command], {
    env: { ...process.env, ...server.env },
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  child.stderr!.on('data', (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) if (line) process.stderr.write(`[${server.name}] ${line}\n`)
  })
  child.on('exit', (code, signal) => {
    children.delete(server)
    if (!stopping) {
      process.stderr.write(`[${server.name}] exited before the tests ended (${signal ?? `code ${code}`})\n`)
      void stop(1)
    } else if (children.size === 0) process.exit(exitCode)
  })
  children.set(server, child)
}

async function answers(url: string): Promise<boolean> {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(2_000) })
    await res.arrayBuffer()
    return res.status < 500
  } catch {
    return false
  }
}

let exitCode = 0
/**
 * Stops every server still running. After Playwright's SIGTERM to the group they already are, and
 * a second SIGTERM only hurries a shutdown (server/signals.ts), so it is sent after a moment, to
 * those still there.
 */
async function stop(code: number) {
  if (stopping) return
  stopping = true
  exitCode = code
  ready.close()
  if (children.size === 0) process.exit(code)
  await new Promise((resolve) => setTimeout(resolve, 5_000))
  for (const child of children.values()) child.kill('SIGTERM')
}
process.on('SIGTERM', () => void stop(0))
process.on('SIGINT', () => void stop(0))

const ready = http.createServer((_req, res) => {
  res.writeHead(200)
  res.end('ready')
})
const waiting = new Set(servers)
while (waiting.size && !stopping) {
  await Promise.all(
    [...waiting].map(async (server) => {
      if (await answers(server.url)) waiting.delete(server)
    }),
  )
  if (waiting.size) await new Promise((resolve) => setTimeout(resolve, 100))
}
if (!stopping) ready.listen(readyPort, '127.0.0.1')
