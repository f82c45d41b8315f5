import { defineConfig } from 'vitest/config'
import base from './vitest.config.ts'

/** `npm run test:proxy`: the deployment path through Caddy (needs Debian's caddy; CI installs it). */
export default defineConfig({ test: { ...base.test, include: ['tests/proxy/**/*.test.ts'], testTimeout: 60_000 } })
