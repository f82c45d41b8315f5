import { execFileSync, spawn } from 'node:child_process'
import fs from 'node:fs/promises'
import path from 'node:path'

/**
 * The production build on a fresh embedded database with the seed content, for the measuring
 * scripts (bench, Lighthouse). Resolves once /api/health answers; `stop()` sends SIGTERM and waits.
 */
export async function startSeededServer({
  root,
  port,
  name,
  logLevel = 'warn',
  keepData = false,
}: {
  root: string
  port: number
  name: string
  logLevel?: string
  /** start on the data already under .test-data/<name> (the leads scenario seeds it first) */
  keepData?: boolean
}) {
  const base = `http://127.0.0.1:${port}`
  const dataDir = path.join(root, '.test-data', name)
  if (!keepData) await fs.rm(dataDir, { recursive: true, force: true })
  await fs.mkdir(dataDir, { recursive: true })
  // The flags `npm start` and the systemd unit use (docs/decisions/0023).
  const server = spawn(process.execPath, ['--max-semi-space-size=16', '--max-old-space-size=384', 'server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SITE_URL: base,
      LOG_LEVEL: logLevel,
      SEED_CONTENT: 'true',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  const stop = () =>
    new Promise<void>((resolve) =>
      server.exitCode !== null ? resolve() : (server.once('exit', () => resolve()), server.kill('SIGTERM')),
    )
  let up = false
  for (let i = 0; i < 120 && !up; i++) {
    up = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    )
    if (!up) await new Promise((r) => setTimeout(r, 500))
  }
  if (!up) {
    await stop()
    throw new Error('server did not start')
  }
  return { base, dataDir, pid: server.pid!, stop }
}

/** A process's resident memory in MB (MiB), as the bench, Lighthouse and the soak report it (decision 23). */
export function residentMb(pid: number): number {
  return Number(execFileSync('ps', ['-o', 'rss=', '-p', String(pid)], { encoding: 'utf8' }).trim()) / 1024
}
