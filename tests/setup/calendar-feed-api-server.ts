/**
 * tests/setup/api-server.ts with the calendar feed let through to a calendar served on loopback
 * (`allowLoopbackHttpForTests`, a code argument no environment variable reaches): the real runtime,
 * its refresh at start included, for app/features/booking/calendar-feed.server.test.ts to watch
 * from outside its event loop. Run with Node 24 type stripping, as spawnApiServer runs its server.
 */
import http from 'node:http'
import { readEnv } from '#app/lib/env.server.ts'
import { createApp } from '#server/app.ts'
import { startRuntime } from '#server/runtime.ts'
import { stopOnSignals } from '#server/signals.ts'

const env = readEnv()
const runtime = await startRuntime(env, undefined, { calendarFeedForTests: { allowLoopbackHttpForTests: true } })
const server = http.createServer(createApp({ services: runtime.services }))
server.listen(env.PORT, '127.0.0.1', () => {
  const address = server.address()
  process.stdout.write(`listening ${typeof address === 'object' && address ? address.port : env.PORT}\n`)
})
stopOnSignals(runtime.services.logger, {
  async stop() {
    await new Promise<void>((resolve) => {
      server.close(() => resolve())
      server.closeAllConnections()
    })
    await runtime.close()
  },
  hasten: () => server.closeAllConnections(),
})
