/**
 * A local S3-compatible server (s3rver) for the browser test of S3 mode: one bucket whose CORS
 * rules let the site's pages PUT to it, as a real bucket must be configured (deploy docs).
 * Run with Node 24: `node tests/setup/s3rver-server.ts` (S3RVER_PORT, S3RVER_DIR, S3RVER_ORIGIN).
 */
import fs from 'node:fs/promises'
import http from 'node:http'
import S3rver from 's3rver'

const port = Number(process.env.S3RVER_PORT ?? 3109)
const directory = process.env.S3RVER_DIR ?? '.test-data/s3rver'
const origin = process.env.S3RVER_ORIGIN ?? '*'
const cors = `<CORSConfiguration><CORSRule><AllowedOrigin>${origin}</AllowedOrigin><AllowedMethod>PUT</AllowedMethod><AllowedHeader>*</AllowedHeader><MaxAgeSeconds>600</MaxAgeSeconds></CORSRule></CORSConfiguration>`

await fs.rm(directory, { recursive: true, force: true })
await fs.mkdir(directory, { recursive: true })
const s3 = new S3rver({
  address: '127.0.0.1',
  port,
  silent: true,
  directory,
  configureBuckets: [{ name: 'hero-images', configs: [cors] }],
})
await s3.run()
// A plain health answer for Playwright's webServer wait (s3rver answers / with XML).
const health = http.createServer((_req, res) => res.end('ok')).listen(port + 1, '127.0.0.1')
process.stdout.write(`s3rver on ${port}\n`)
const stop = async () => {
  health.close()
  await s3.close()
  process.exit(0)
}
process.once('SIGTERM', () => void stop())
process.once('SIGINT', () => void stop())
