import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: [
      'app/**/*.test.{ts,tsx}',
      'server/**/*.test.ts',
      'content/**/*.test.ts',
      'tests/api/**/*.test.ts',
      'tests/lint/**/*.test.ts',
    ],
    globalSetup: ['./tests/setup/global-database.ts'],
    setupFiles: ['./tests/setup/fail-on-console-error.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
})
