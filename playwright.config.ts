import { execFileSync } from 'node:child_process'
import { defineConfig, devices } from '@playwright/test'
import { existsSync } from 'node:fs'
import { chromiumFlags, systemChromium, testChromium } from './scripts/chromium.ts'

/**
 * Eight consecutive free ports from E2E_PORT (set it to pin them), found once by the main process:
 * its workers load this file again and inherit the environment, so they agree.
 */
if (!process.env.E2E_PORT) process.env.E2E_PORT = String(freePortBlock(8))
const PORT = Number(process.env.E2E_PORT)
export const baseURL = `http://127.0.0.1:${PORT}`
export const E2E_ADMIN = { username: 'e2e-admin', password: 'e2e admin passphrase 2025' }
/**
 * A second instance with its own database and hero images in S3 (s3rver): for the browser test of
 * the presigned PUT, and for journeys that change the admin account (two-factor sign-in), which
 * must not touch the main instance's admin. Its specs live in tests/e2e/isolated/.
 */
const S3_APP_PORT = PORT + 1
const S3RVER_PORT = PORT + 2
export const s3BaseURL = `http://127.0.0.1:${S3_APP_PORT}`
/**
 * A third instance for the lead workflow, started by tests/setup/e2e-leads-server.ts:
 * the production build with a clock the tests move, mail to a real SMTP server on loopback, and a
 * control port for the tests, on E2E_PORT+4 and +5 (s3rver holds +2 and +3). Its specs live in
 * tests/e2e/leads/, on desktop and phone.
 */
const LEADS_APP_PORT = PORT + 4
export const leadsBaseURL = `http://127.0.0.1:${LEADS_APP_PORT}`
export const leadsControlURL = `http://127.0.0.1:${PORT + 5}`

/**
 * A fourth instance, on E2E_PORT+6, for the phone project's checks, so they run beside the desktop
 * project's instead of after them (two tests never share a server's data).
 */
const PHONE_APP_PORT = PORT + 6
export const phoneBaseURL = `http://127.0.0.1:${PHONE_APP_PORT}`

/**
 * Where tests/setup/e2e-servers.ts, which starts every instance at once, says they are all up
 * (E2E_PORT+7).
 */
const READY_PORT = PORT + 7

/** One instance of the site on its own database and port, as tests/setup/e2e-servers.ts starts it. */
const app = (name: string, port: number, dataDir: string, extra: Record<string, string> = {}) => ({
  name,
  command: `rm -rf ${dataDir} && exec node server/main.ts`,
  url: `http://127.0.0.1:${port}/api/health`,
  env: {
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SITE_URL: `http://127.0.0.1:${port}`,
    SEED_CONTENT: 'false',
    LOG_LEVEL: 'warn',
    ADMIN_USERNAME: E2E_ADMIN.username,
    ADMIN_PASSWORD: E2E_ADMIN.password,
    ...extra,
  },
})

/** The npm build's headless shell, or Debian's Chromium where it does not start (scripts/chromium.ts). */
const chromium = {
  executablePath: testChromium.path,
  args: chromiumFlags,
  env: { ...process.env, ...testChromium.env },
}

export default defineConfig({
  testDir: './tests/e2e',
  // Two tests at once, one per project at most (the anchors, which only read, two), never two
  // changing the same server's data: the desktop project (then its anchors) on the main instance
  // beside, one after another, the phone project and Debian Chromium's journeys on the phone
  // instance, the isolated instance's tests, and the leads instance's (desktop, then phone). A
  // dependency project runs whole, whatever files are named on the command line: `--no-deps`
  // skips it.
  fullyParallel: false,
  workers: 2,
  // In CI a failed test runs once more, and the list's summary names it "flaky": one bad frame on a
  // loaded machine does not throw away a run, and the flaky test is still there to read and mend.
  // Locally a failure is a failure.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: true,
  reporter: [['list']],
  // Two tests share two cores with five servers: a long journey (uploads, AVIF variants) needs room.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL,
    // A trace records the page at every step of every test and keeps it only when the test fails:
    // 11% of the browser tests' CPU. CI keeps no files from a run, so there it is off; on a
    // developer's machine it stays, for the failure one is looking at.
    trace: process.env.CI ? 'off' : { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    // Every page as a visitor who asked for reduced motion sees it (WCAG 2.3.3): no smooth scrolls,
    // no transitions, the same states. Chromium then paints a scroll or a focus move once instead
    // of frame by frame: the browser tests used 14% less CPU for it (docs/decisions/0018). Where
    // a smooth scroll was once wrong, a home-page link followed while the phone menu closes
    // (anchors.*.spec.ts at the menu's widths), the specs ask for full motion, as most visitors
    // have it, and reduced-motion.spec.ts checks both; so smooth scrolling is checked in the npm
    // Chromium only (Debian's runs its header-link journey with reduced motion).
    reducedMotion: 'reduce',
    launchOptions: chromium,
  },
  projects: [
    {
      name: 'desktop',
      workers: 1,
      testIgnore: [
        /\.phone\.spec\.ts$/,
        /\.nojs\.spec\.ts$/,
        /anchors\.desktop\.spec\.ts$/,
        /[\\/](isolated|leads)[\\/]/,
      ],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions: chromium },
    },
    {
      // The anchors at three widths, on the main instance after the desktop project. Projects with
      // dependencies start only once every project without any has finished, so this moves work
      // from the desktop project, the longest of the first round, into the second, where the other
      // worker would otherwise wait for it (docs/decisions/0018).
      name: 'desktop-anchors',
      // They only read pages, so two of them may share the instance: the second round has one
      // slot for these and one for leads-phone, and this one takes both once leads-phone is done.
      workers: 2,
      fullyParallel: true,
      dependencies: ['desktop'],
      testMatch: /anchors\.desktop\.spec\.ts$/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions: chromium },
    },
    {
      // Only what depends on the viewport: axe at phone width where the layout changes with it, the
      // menu, the anchors under the sticky header. Journeys and pages that are the same at every
      // width run once, on desktop.
      name: 'phone',
      workers: 1,
      testMatch: [/[\\/]accessibility\.spec\.ts$/, /[\\/]navigation\.spec\.ts$/, /\.phone\.spec\.ts$/],
      grepInvert: /@wide-only/,
      use: { ...devices['Pixel 7'], baseURL: phoneBaseURL, launchOptions: chromium },
    },
    {
      // JavaScript switched off: the lead journeys, the menu and the sign-in as every visitor has
      // them before the page's script arrives (decision 33). On the phone project's instance, after it.
      name: 'no-script',
      workers: 1,
      dependencies: ['phone'],
      testMatch: /\.nojs\.spec\.ts$/,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        baseURL: phoneBaseURL,
        javaScriptEnabled: false,
        launchOptions: chromium,
      },
    },
    {
      name: 'isolated',
      workers: 1,
      testMatch: /[\\/]isolated[\\/].*\.spec\.ts$/,
      use: { ...devices['Desktop Chrome'], baseURL: s3BaseURL, launchOptions: chromium },
    },
    {
      name: 'leads-desktop',
      workers: 1,
      testMatch: /[\\/]leads[\\/].*\.spec\.ts$/,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        baseURL: leadsBaseURL,
        launchOptions: chromium,
      },
    },
    {
      // The dashboard's layout at phone width; the district report (the quiz's steps are checked
      // at phone width by the phone project's axe), the reminder, the quiz's count, the flood, a forged
      // report, the waiting clock, two bookings at once and the consultant's calendar are the
      // server's behaviour, proved once on desktop.
      name: 'leads-phone',
      workers: 1,
      dependencies: ['leads-desktop'],
      testMatch: /[\\/]leads[\\/].*\.spec\.ts$/,
      grepInvert:
        /then the district report|sends one reminder|counts the answers once|during a flood|@keyboard|goes live at its time|are counted by the server|newsletter journey|a forged answer is refused|waiting times turn amber|pressing Book for one time at once|busy times of the consultant|at a 180-day horizon|a meeting by phone|Escape dismisses it/,
      use: { ...devices['Pixel 7'], baseURL: leadsBaseURL, launchOptions: chromium },
    },
    // With E2E_BOTH_CHROMIUMS (CI), Debian's Chromium, which Lighthouse and the screenshots use,
    // also runs two journeys in this same run, on the phone project's instance, after it.
    ...(process.env.E2E_BOTH_CHROMIUMS && testChromium.fromNpm && existsSync(systemChromium)
      ? [
          {
            name: 'debian-chromium',
            workers: 1,
            dependencies: ['phone'],
            testMatch: [/[\\/]navigation\.spec\.ts$/, /[\\/]resources\.spec\.ts$/],
            grep: /header links scroll to home sections|the download dialog validates/,
            use: {
              ...devices['Desktop Chrome'],
              viewport: { width: 1280, height: 800 },
              baseURL: phoneBaseURL,
              launchOptions: { executablePath: systemChromium, args: chromiumFlags },
            },
          },
        ]
      : []),
  ],
  webServer: {
    command: 'node tests/setup/e2e-servers.ts',
    url: `http://127.0.0.1:${READY_PORT}/`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
    env: {
      READY_PORT: String(READY_PORT),
      E2E_SERVERS: JSON.stringify([
        app('main', PORT, '.test-data/e2e'),
        app('phone', PHONE_APP_PORT, '.test-data/e2e-phone'),
        {
          name: 's3rver',
          command: 'exec node tests/setup/s3rver-server.ts',
          url: `http://127.0.0.1:${S3RVER_PORT + 1}/`,
          env: { S3RVER_PORT: String(S3RVER_PORT), S3RVER_DIR: '.test-data/s3rver', S3RVER_ORIGIN: s3BaseURL },
        },
        app('s3', S3_APP_PORT, '.test-data/e2e-s3', {
          S3_BUCKET: 'hero-images',
          S3_ENDPOINT: `http://127.0.0.1:${S3RVER_PORT}`,
          S3_REGION: 'us-east-1',
          S3_ACCESS_KEY_ID: 'S3RVER',
          S3_SECRET_ACCESS_KEY: 'S3RVER',
          S3_FORCE_PATH_STYLE: 'true',
        }),
        {
          ...app('leads', LEADS_APP_PORT, '.test-data/e2e-leads', {
            CONTROL_PORT: String(PORT + 5),
            NOTIFY_EMAIL: 'consultant@firm.example',
            LEAD_DIGEST: 'false',
            // Both projects' requests arrive within minutes and their reminders at once: without room,
            // past five alerts in ten minutes the owner's alerts would wait for a digest (decision 16).
            RATE_LIMIT_SCALE: '20',
            // The newsletter journey sends to every confirmed subscriber, the seeded ones included.
            NEWSLETTER_RATE: '100000',
          }),
          command:
            'rm -rf .test-data/e2e-leads && exec node --import ./server/drizzle-resolve-hook.ts tests/setup/e2e-leads-server.ts',
        },
      ]),
    },
  },
})

/** The first of `count` consecutive ports on 127.0.0.1 that nothing listens on (checked by binding them). */
function freePortBlock(count: number): number {
  const probe = `
    const net = require('node:net')
    const bind = (port) => new Promise((resolve) => {
      const s = net.createServer().once('error', () => resolve(false)).listen(port, '127.0.0.1', () => s.close(() => resolve(true)))
    })
    ;(async () => {
      for (let attempt = 0; attempt < 50; attempt++) {
        const base = 20000 + Math.floor(Math.random() * (32768 - 20000 - ${count})) // below the kernel's ephemeral ports
        let ok = true
        for (let i = 0; i < ${count} && ok; i++) ok = await bind(base + i)
        if (ok) return console.log(base)
      }
      process.exit(1)
    })()`
  return Number(execFileSync(process.execPath, ['-e', probe], { encoding: 'utf8' }).trim())
}
