/**
 * The real runtime (database, migrations, services) behind the real Express app, without the
 * React Router build, listening on PORT and saying so on stdout ("listening N") for
 * spawnApiServer; stopped by SIGTERM as the production server is (server/entry.ts), without its
 * 10 s limit on requests in flight. `overrides`: code arguments for startRuntime that no
 * environment variable reaches (a test's calendar served on loopback).
 */
import http from 'node:http'
import { readEnv } from '#app/lib/env.server.ts'
import { createApp } from '#server/app.ts'
import { startRuntime } from '#server/runtime.ts'
import { stopOnSignals } from '#server/signals.ts'

export async function serveApi(overrides?: Parameters<typeof startRuntime>[2]) {
  const env = readEnv()
  const runtime = await startRuntime(env, undefined, overrides)
  const server = http.createServer(createApp({ services: runtime.services }))
  server.listen(env.PORT, '127.0.0.1', () => {
    const address = server.address()
    process.stdout.write(`listening ${typeof address === 'object' && address ? address.port : env.PORT}\n`)
  })
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
}
