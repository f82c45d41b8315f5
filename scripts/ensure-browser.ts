/**
 * First step of `npm test` and `npm run test:e2e`: makes sure a Chromium is there for Playwright.
 * The build shipped inside the @sparticuz/chromium npm package is unpacked once into
 * node_modules/.cache (about 3 s) and checked to start; the tests prefer it (scripts/chromium.ts),
 * and Debian's (or CHROMIUM_PATH) stands in when it does not start. When neither works it says the
 * one command that fixes it, in seconds rather than after the unit tests.
 */
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { npmChromium, npmChromiumDir, npmChromiumLibs, systemChromium } from './chromium.ts'

const FIX = "Install Debian's Chromium and run the tests again:  apt-get install -y chromium"

function starts(executable: string, env: NodeJS.ProcessEnv = process.env): boolean {
  const result = spawnSync(executable, ['--version'], { env, encoding: 'utf8', timeout: 20_000 })
  return result.status === 0 && /Chrom/.test(result.stdout)
}

async function unpack(): Promise<void> {
  const { inflate } = (await import('@sparticuz/chromium')) as typeof import('@sparticuz/chromium')
  const bin = path.join(path.dirname(fileURLToPath(import.meta.resolve('@sparticuz/chromium'))), '..', 'bin')
  // inflate() writes into os.tmpdir(); point it at our cache, then put the environment back.
  const previous = process.env.TMPDIR
  await fs.mkdir(npmChromiumDir, { recursive: true })
  process.env.TMPDIR = npmChromiumDir
  try {
    if (os.tmpdir() !== npmChromiumDir) throw new Error('could not redirect the unpacking folder')
    await inflate(path.join(bin, 'al2023.tar.br'))
    await inflate(path.join(bin, 'chromium.br'))
  } finally {
    if (previous === undefined) delete process.env.TMPDIR
    else process.env.TMPDIR = previous
  }
}

// The browser tests run in the npm build, a headless shell, even where Debian's Chromium is
// installed: it is lighter (scripts/chromium.ts). Debian's remains the fallback.
try {
  const started = Date.now()
  if (!existsSync(npmChromium)) {
    console.log('Unpacking the Chromium of the @sparticuz/chromium npm package for the browser tests...')
    await unpack()
  }
  const env = { ...process.env, LD_LIBRARY_PATH: npmChromiumLibs }
  if (!starts(npmChromium, env)) throw new Error(`${npmChromium} does not start on this machine`)
  console.log(`Using ${npmChromium} (ready in ${((Date.now() - started) / 1000).toFixed(1)} s).`)
} catch (error) {
  if (existsSync(systemChromium)) {
    console.log(`The npm Chromium is not usable here (${(error as Error).message}): using ${systemChromium}.`)
  } else {
    console.error(`No usable Chromium for the browser tests: ${(error as Error).message}\n${FIX}`)
    process.exit(1)
  }
}
