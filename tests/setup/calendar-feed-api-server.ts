/**
 * tests/setup/api-server.ts with the calendar feed let through to a calendar served on loopback
 * (`allowLoopbackHttpForTests`, a code argument no environment variable reaches): the real runtime,
 * its refresh at start included, for app/features/booking/calendar-feed.server.test.ts to watch
 * from outside its event loop. Run with Node 24 type stripping, as spawnApiServer runs its server.
 */
import { serveApi } from './serve-api.ts'

await serveApi({ calendarFeedForTests: { allowLoopbackHttpForTests: true } })
