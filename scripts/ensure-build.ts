/**
 * Builds the production bundle when it is missing or older than the sources, so
 * `npm install && npm start` works on a fresh clone. `--force` always builds.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const marker = path.join(root, 'build', 'server', 'index.js')
const sources = ['app', 'server', 'content', 'db', 'public', 'package.json', 'vite.config.ts', 'react-router.config.ts']

function newest(target: string): number {
  if (!existsSync(target)) return 0
  const stat = statSync(target)
  if (!stat.isDirectory()) return stat.mtimeMs
  let latest = stat.mtimeMs
  for (const entry of readdirSync(target)) latest = Math.max(latest, newest(path.join(target, entry)))
  return latest
}

const force = process.argv.includes('--force')
const built = existsSync(marker) ? statSync(marker).mtimeMs : 0
const stale = sources.some((s) => newest(path.join(root, s)) > built)
if (force || !built || stale) {
  console.log(
    force ? 'Building the production bundle...' : 'The production bundle is missing or out of date: building...',
  )
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' })
  if (result.status !== 0) process.exit(result.status ?? 1)
}
