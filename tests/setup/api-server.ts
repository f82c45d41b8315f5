/**
 * The real runtime (database, migrations, services) behind the real Express app, without the
 * React Router build: what the resilience tests start as a child process and kill.
 * Run with Node 24 type stripping: `node tests/setup/api-server.ts`.
 */
import http from 'node:http'
import { readEnv } from '#app/lib/env.server.ts'
import { createApp } from '#server/app.ts'
import { startRuntime } from '#server/runtime.ts'
import { stopOnSignals } from '#server/signals.ts'

const env = readEnv()
const runtime = await startRuntime(env)
const server = http.createServer(createApp({ services: runtime.services }))
server.listen(env.PORT, '127.0.0.1', () => {
  const address = server.address()
  process.stdout.write(`listening ${typeof address === 'object' && address ? address.port : env.PORT}\n`)
})
// The production server's signal handling (server/entry.ts), without its 10 s limit on requests in flight.
stopOnSignals(runtime.services.logger, {
  async stop() {
    await new Promise<void>((resolve) => {
      server.close(() => resolve())
      server.closeIdleConnections()
    })
    await runtime.close()
  },
  hasten: () => server.closeAllConnections(),
})
