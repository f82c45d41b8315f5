import { defineConfig, devices } from '@playwright/test'
import { chromiumFlags, chromiumPath } from './scripts/chromium.ts'

const PORT = Number(process.env.E2E_PORT ?? 3101)
export const baseURL = `http://127.0.0.1:${PORT}`
export const E2E_ADMIN = { username: 'e2e-admin', password: 'e2e admin passphrase 2025' }

const chromium = { executablePath: chromiumPath, args: chromiumFlags }

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: chromium,
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: /\.phone\.spec\.ts$/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions: chromium },
    },
    { name: 'phone', use: { ...devices['Pixel 7'], launchOptions: chromium } },
  ],
  webServer: {
    command: 'rm -rf .test-data/e2e && node server/main.ts',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    env: {
      NODE_ENV: 'production',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: '.test-data/e2e',
      SITE_URL: baseURL,
      SEED_CONTENT: 'false',
      LOG_LEVEL: 'warn',
      ADMIN_USERNAME: E2E_ADMIN.username,
      ADMIN_PASSWORD: E2E_ADMIN.password,
    },
  },
})
