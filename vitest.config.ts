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
    // The hook first: drizzle-orm then loads in a tenth of the time in each worker (decision 18).
    setupFiles: ['./server/drizzle-resolve-hook.ts', './tests/setup/fail-on-console-error.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Vitest's default on a 2-core machine is one file at a time (cores - 1), but most files spend
    // their time waiting on PostgreSQL and their own server: three at once keep both cores busy.
    // Every file has its own database (a clone of the migrated template), so files do not meet.
    maxWorkers: 3,
    // A worker keeps its modules from one file to the next instead of starting afresh for each:
    // importing the app's graph was 29% of the run (823 core-seconds, 417 s) and is 8% without
    // (739, 375 s). It is safe because no file relies on a fresh module: each opens its own
    // database and server, restores the clock it fakes, and reads configuration through
    // buildServices, not module-level state (docs/decisions/0018).
    isolate: false,
  },
})
