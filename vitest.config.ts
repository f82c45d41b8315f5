import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: [
      'app/**/*.test.{ts,tsx}',
      'server/**/*.test.ts',
      'content/**/*.test.ts',
      'tests/api/**/*.test.ts',
      'tests/lint/**/*.test.ts',
      'scripts/**/*.test.ts',
    ],
    globalSetup: ['./tests/setup/global-database.ts'],
    setupFiles: ['./tests/setup/fail-on-console-error.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Vitest's default on a 2-core machine is one file at a time (cores - 1), but most files spend
    // their time waiting on PostgreSQL and their own server: three at once keep both cores busy.
    // Every file has its own database (a clone of the migrated template), so files do not meet.
    maxWorkers: 3,
  },
})
