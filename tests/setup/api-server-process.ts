import { spawn, type ChildProcess } from 'node:child_process'
import { fileURLToPath } from 'node:url'

/**
 * The arguments for Node to run one of the repository's entry points (a script, the test server)
 * with server/drizzle-resolve-hook.ts registered first, as `npm start` and the npm scripts do.
 */
export const nodeArgs = (script: string, ...args: string[]) => [
  '--import',
  fileURLToPath(new URL('../../server/drizzle-resolve-hook.ts', import.meta.url)),
  script,
  ...args,
]

/**
 * The real runtime (tests/setup/api-server.ts) in a child process, for tests that kill, restart or
 * back up a running site. Resolves with its URL once it is listening; rejects with its output if it
 * exits or has not started within 30 s. The child joins `children` at once, for the caller's afterAll
 * to stop whether or not it started.
 */
export function spawnApiServer(
  env: NodeJS.ProcessEnv,
  children: ChildProcess[],
  script = 'tests/setup/api-server.ts',
): Promise<{ child: ChildProcess; url: string; output: () => string }> {
  const child = spawn(process.execPath, nodeArgs(script), {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  children.push(child)
  return new Promise((resolve, reject) => {
    let out = ''
    const timer = setTimeout(() => reject(new Error(`server did not start: ${out}`)), 30_000)
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString()
      const match = /listening (\d+)/.exec(out)
      if (match) {
        clearTimeout(timer)
        // what it wrote since, for a test whose request finds it gone
        resolve({ child, url: `http://127.0.0.1:${match[1]}`, output: () => out.slice(-4000) })
      }
    })
    child.stderr!.on('data', (chunk: Buffer) => (out += chunk.toString()))
    child.on('exit', (code) => reject(new Error(`server exited with ${code}: ${out}`)))
  })
}

/** Resolves once the child has exited, at once if it already has. */
export const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) =>
    child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve()),
  )

/** For an afterAll: kill -9 what still runs of `children`, and wait for each to be gone. */
export async function stopChildren(children: ChildProcess[]) {
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
    await exited(child)
  }
}
