/**
 * The real runtime behind the real Express app (serve-api.ts): what the resilience tests start as
 * a child process and kill. Run with Node 24 type stripping: `node tests/setup/api-server.ts`.
 */
import { serveApi } from './serve-api.ts'

await serveApi()
