/**
 * Starts the browser tests' servers at once instead of one after another, as Playwright does with
 * a list of webServer entries: each waits mostly on its own PostgreSQL and start-up, so together
 * they are up in about half the time. Playwright starts this one process and waits on READY_PORT,
 * which answers once every server's URL does.
 *
 * - As Playwright would, it refuses to start when a server's URL already answers (a server left
 *   over from another run would otherwise be tested in place of ours).
 * - A server that exits before all are up stops the others, and this process exits 1 with what it
 *   printed: Playwright reports the failed start. One that exits later is reported on stderr; the
 *   tests that need it fail, the others go on.
 * - The servers stay in this process's group, so Playwright's graceful shutdown (SIGTERM to the
 *   group) reaches each as it did before; a SIGTERM sent to this process alone is passed on. This
 *   process exits when every server has.
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
let ready = false
let stopping = false
let exitCode = 0

/** Playwright's own test of a webServer URL: any answer from 200 to 403. */
async function answers(url: string): Promise<boolean> {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(2_000) })
    await res.arrayBuffer()
    return res.status >= 200 && res.status < 404
  } catch {
    return false
  }
}

for (const server of servers) {
  if (await answers(server.url)) {
    process.stderr.write(`${server.url} (${server.name}) already answers: stop what is running there first.\n`)
    process.exit(1)
  }
}

/** Writes a child's stderr line by line, each named by its server. */
function prefixLines(name: string, child: ChildProcess) {
  let partial = ''
  child.stderr!.on('data', (chunk: Buffer) => {
    const lines = (partial + chunk.toString()).split('\n')
    partial = lines.pop()!
    for (const line of lines) if (line) process.stderr.write(`[${name}] ${line}\n`)
  })
  child.stderr!.on('end', () => {
    if (partial) process.stderr.write(`[${name}] ${partial}\n`)
  })
}

for (const server of servers) {
  const child = spawn('sh', ['-c', server.command], {
    env: { ...process.env, ...server.env },
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  prefixLines(server.name, child)
  // 'close', not 'exit': its stderr has been read to the end, so its last words are printed.
  child.on('close', (code, signal) => {
    children.delete(server)
    if (!stopping) {
      process.stderr.write(`[${server.name}] exited while the tests ran (${signal ?? `code ${code}`})\n`)
      if (!ready) void stop(1)
    } else if (children.size === 0) process.exit(exitCode)
  })
  children.set(server, child)
}

/**
 * Stops every server still running. After Playwright's SIGTERM to the group they already are, and
 * a second SIGTERM only hurries a shutdown (server/signals.ts), so it is sent after a moment, to
 * those still there.
 */
async function stop(code: number) {
  if (stopping) return
  stopping = true
  exitCode = code
  readyServer.close()
  if (children.size === 0) process.exit(code)
  await new Promise((resolve) => setTimeout(resolve, 5_000))
  for (const child of children.values()) child.kill('SIGTERM')
}
process.on('SIGTERM', () => void stop(0))
process.on('SIGINT', () => void stop(0))

const readyServer = http.createServer((_req, res) => {
  res.writeHead(200)
  res.end('ready')
})
readyServer.on('error', (error) => {
  process.stderr.write(`the ready port ${readyPort} could not be opened: ${error.message}\n`)
  void stop(1)
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
if (!stopping) {
  ready = true
  readyServer.listen(readyPort, '127.0.0.1')
}
