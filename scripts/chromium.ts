import { existsSync } from 'node:fs'
import path from 'node:path'

/**
 * The browser the tests and Lighthouse drive, never one downloaded from outside the npm registry:
 * Debian's Chromium when it is installed (CHROMIUM_PATH overrides where to look), else the build
 * that arrives with `npm install` in @sparticuz/chromium, unpacked once by scripts/ensure-browser.ts
 * into node_modules/.cache (decision 10). Both run with no traffic beyond loopback: without these
 * flags Chromium keeps calling out to the network, which the build machine does not reach.
 */
export const systemChromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
export const npmChromiumDir = path.resolve(import.meta.dirname, '..', 'node_modules', '.cache', 'sparticuz-chromium')
export const npmChromium = path.join(npmChromiumDir, 'chromium')
/** NSS and expat for the npm build, shipped beside it, so a bare Debian needs no apt package */
export const npmChromiumLibs = path.join(npmChromiumDir, 'al2023', 'lib')

export const usesNpmChromium = !existsSync(systemChromium) && existsSync(npmChromium)
export const chromiumPath = usesNpmChromium ? npmChromium : systemChromium

/** Environment for the browser process: the npm build finds its libraries beside it. */
export const npmChromiumEnv: Record<string, string> = {
  LD_LIBRARY_PATH: [npmChromiumLibs, process.env.LD_LIBRARY_PATH].filter(Boolean).join(':'),
}
export const chromiumEnv: Record<string, string> = usesNpmChromium ? npmChromiumEnv : {}

/**
 * The browser Playwright's tests drive: the npm build, a headless shell (what Playwright itself
 * runs headless tests in), once scripts/ensure-browser.ts has unpacked it; it ran the browser
 * tests in 6.5 min against 9.3–9.5 min for Debian's full Chromium on this machine
 * (docs/decisions/0010). Lighthouse, the bench and the screenshots keep Debian's.
 */
export const testChromium = existsSync(npmChromium)
  ? { path: npmChromium, env: npmChromiumEnv, fromNpm: true }
  : { path: chromiumPath, env: chromiumEnv, fromNpm: usesNpmChromium }

export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
]
