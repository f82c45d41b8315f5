/**
 * `npm run bench` (docs/performance.md): starts the production build on a fresh embedded database
 * with the seed content, then loads each route with wrk (or autocannon when wrk is missing) at 50
 * connections for 10 s, after a 2 s warm-up that is not counted. The first route is the ceiling: a
 * static file of the home page's size, served by the same server with its build-time Brotli copy
 * like every static file. Prints requests/s, p50, p99 and each route's share of the ceiling; writes
 * bench-results/bench.json. Targets (2 cores): pages >= 50% of the ceiling with p99 < 50 ms, the
 * API list >= 30%; the home page without compression (Accept-Encoding: identity) as fast as with it.
 *
 * Then the leads dashboard at scale (scripts/bench-leads.ts, docs/decisions/0012): 50,000 requests,
 * first view and search p50/p95. Then site traffic at scale (scripts/bench-traffic.ts, decision 29):
 * one million page views, each Insights answer. `npm run bench -- leads` runs the leads scenario
 * alone, `-- traffic` the traffic one, `-- routes` the routes alone.
 *
 * `npm run bench -- newsletter` runs the newsletter at scale (scripts/bench-newsletter.ts, decision
 * 30): 20,000 subscribers sent to, then a kill -9 mid-send. Only when asked for by name: it sends
 * 40,000 messages, too slow for the default run, which leaves it out.
 *
 * `npm run bench -- booking` runs booking at scale (scripts/bench-booking.ts, decision 40): the open
 * slots of a 180-day horizon with 500 bookings and a calendar feed of 5,000 events. It needs no build, so
 * none is made; only when asked for by name.
 *
 * `npm run bench -- webhooks` posts 1,000 leads in a minute with and without a webhook to a receiver
 * that answers in 2 s (scripts/bench-webhooks.ts, decision 64). It needs no build.
 * `npm run bench -- quiz-report` renders the quiz's district report PDF (scripts/bench-quiz-report.ts,
 * decision 39): p95 under 500 ms and under 200 KB. No build either; only when asked for by name.
 */
import { execFileSync, spawnSync } from 'node:child_process'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { benchBooking, printBooking, type BookingBench } from './bench-booking.ts'
import { benchQuizReport, printQuizReport, type QuizReportBench } from './bench-quiz-report.ts'
import { benchLeads, printLeads, type LeadsBench } from './bench-leads.ts'
import { benchNewsletter, printNewsletter, type NewsletterBench } from './bench-newsletter.ts'
import { benchTraffic, printTraffic, type TrafficBench } from './bench-traffic.ts'
import { benchWebhooks, printWebhooks, type WebhooksBench } from './bench-webhooks.ts'
import { precompressDir } from './precompress-plugin.ts'
import { residentMb, startSeededServer } from './seeded-server.ts'

const root = path.resolve(import.meta.dirname, '..')
const port = Number(process.env.BENCH_PORT ?? 3192)
const duration = Number(process.env.BENCH_SECONDS ?? 10)
const connections = 50

const only = process.argv[2] as
  'leads' | 'routes' | 'traffic' | 'newsletter' | 'booking' | 'quiz-report' | 'webhooks' | undefined

if (
  only !== 'booking' &&
  only !== 'quiz-report' &&
  only !== 'webhooks' &&
  spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' }).status !== 0
)
  process.exit(1)
const staticDir = path.join(root, 'build', 'client', '__bench')

interface Result {
  name: string
  path: string
  requestsPerSec: number
  p50ms: number
  p99ms: number
  errors: number
  ratioOfCeiling?: number
}

const hasWrk = spawnSync('which', ['wrk']).status === 0

/** A GET that survives the server closing an idle keep-alive connection between load runs. */
async function get(url: string): Promise<globalThis.Response> {
  try {
    return await fetch(url)
  } catch {
    return fetch(url)
  }
}

function toMs(value: string): number {
  const m = /([\d.]+)(us|ms|s)/.exec(value)
  if (!m) return NaN
  const n = Number(m[1])
  return m[2] === 'us' ? n / 1000 : m[2] === 's' ? n * 1000 : n
}

let base = ''

/**
 * A browser's User-Agent: pages are then counted as a visitor's would be (decision 29), so the
 * figures include the cost of counting. (wrk sends none, which the counter skips.)
 */
const BROWSER =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36'

/** `identity`: as a client that takes no compression (curl, some crawlers and proxies). */
async function load(name: string, urlPath: string, seconds = duration, identity = false): Promise<Result> {
  const url = `${base}${urlPath}`
  const acceptEncoding = identity ? 'identity' : 'br, gzip'
  if (hasWrk) {
    const out = execFileSync(
      'wrk',
      [
        '-t2',
        `-c${connections}`,
        `-d${seconds}s`,
        '--latency',
        '-H',
        `Accept-Encoding: ${acceptEncoding}`,
        '-H',
        `User-Agent: ${BROWSER}`,
        url,
      ],
      { encoding: 'utf8' },
    )
    const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1])
    const p50 = toMs(/\n\s+50%\s+(\S+)/.exec(out)?.[1] ?? '')
    const p99 = toMs(/\n\s+99%\s+(\S+)/.exec(out)?.[1] ?? '')
    const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(out)?.[1] ?? 0)
    const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out)
    const errors =
      non2xx +
      (socketErrors
        ? socketErrors
            .slice(1)
            .map(Number)
            .reduce((a, b) => a + b, 0)
        : 0)
    return { name, path: urlPath, requestsPerSec: rps, p50ms: p50, p99ms: p99, errors }
  }
  const { default: autocannon } = await import('autocannon' as string).catch(() => {
    throw new Error('npm run bench needs wrk (apt-get install wrk) or autocannon (npm install --no-save autocannon)')
  })
  const r = await autocannon({
    url,
    connections,
    duration: seconds,
    headers: { 'accept-encoding': acceptEncoding, 'user-agent': BROWSER },
  })
  return {
    name,
    path: urlPath,
    requestsPerSec: r.requests.average,
    p50ms: r.latency.p50,
    p99ms: r.latency.p99,
    errors: r.errors + r.non2xx,
  }
}

/** The public routes under load; returns what bench.json records of them. */
async function benchRoutes() {
  const server = await startSeededServer({ root, port, name: 'bench', logLevel: 'error' })
  base = server.base
  try {
    const { posts } = (await (await get(`${base}/api/blog?limit=1`)).json()) as { posts: { slug: string }[] }
    const home = await (await get(`${base}/`)).text()
    await fs.mkdir(staticDir, { recursive: true })
    await fs.writeFile(path.join(staticDir, 'home-sized.html'), home)
    await precompressDir(staticDir) // as the build does for every static file

    const routes: [name: string, path: string, identity?: boolean][] = [
      ['static file (ceiling)', '/__bench/home-sized.html'],
      ['home page', '/'],
      // A cached page for a client without compression: as fast as the compressed one (decision 23).
      ['home page, uncompressed', '/', true],
      ['blog list', '/blog'],
      ['blog post', `/blog/${posts[0]!.slug}`],
      ['API blog list', '/api/blog?page=1&limit=9'],
      ['API health', '/api/health'],
    ]
    const results: Result[] = []
    for (const [name, urlPath, identity] of routes) {
      await (await get(`${base}${urlPath}`)).arrayBuffer()
      await load(name, urlPath, 2, identity) // warm-up under the same load (caches, JIT, heap), not counted
      results.push(await load(name, urlPath, duration, identity))
    }
    const ceiling = results[0]!.requestsPerSec
    for (const r of results) r.ratioOfCeiling = Math.round((r.requestsPerSec / ceiling) * 100) / 100
    const memory = residentMb(server.pid)

    console.log(
      `\n${hasWrk ? 'wrk' : 'autocannon'}, ${connections} connections, ${duration} s per route, ${os.cpus().length} cores`,
    )
    console.log('route                      req/s     p50 ms   p99 ms   of ceiling   errors')
    for (const r of results) {
      console.log(
        `${r.name.padEnd(25)} ${r.requestsPerSec.toFixed(0).padStart(7)} ${r.p50ms.toFixed(2).padStart(9)} ${r.p99ms.toFixed(2).padStart(8)} ${`${Math.round(r.ratioOfCeiling! * 100)}%`.padStart(11)} ${String(r.errors).padStart(8)}`,
      )
    }
    console.log(`server resident memory after the run: ${memory.toFixed(0)} MB`)
    return { tool: hasWrk ? 'wrk' : 'autocannon', connections, duration, rssMb: Math.round(memory), results }
  } finally {
    await fs.rm(staticDir, { recursive: true, force: true })
    await server.stop()
  }
}

const routes = only === undefined || only === 'routes' ? await benchRoutes() : undefined
let leads: LeadsBench | undefined
if (only === undefined || only === 'leads') {
  leads = await benchLeads(root, port + 1, duration)
  printLeads(leads)
}
let traffic: TrafficBench | undefined
if (only === undefined || only === 'traffic') {
  traffic = await benchTraffic(root, port + 2)
  printTraffic(traffic)
}
let newsletter: NewsletterBench | undefined
if (only === 'newsletter') {
  newsletter = await benchNewsletter(root, port + 3)
  printNewsletter(newsletter)
}
let booking: BookingBench | undefined
if (only === 'booking') {
  booking = await benchBooking(root)
  printBooking(booking)
}
let quizReport: QuizReportBench | undefined
if (only === 'quiz-report') {
  quizReport = await benchQuizReport()
  printQuizReport(quizReport)
}
let webhooks: WebhooksBench | undefined
if (only === 'webhooks') {
  webhooks = await benchWebhooks()
  printWebhooks(webhooks)
}
await fs.mkdir(path.join(root, 'bench-results'), { recursive: true })
await fs.writeFile(
  path.join(root, 'bench-results', 'bench.json'),
  JSON.stringify(
    {
      date: new Date().toISOString(),
      cores: os.cpus().length,
      ...routes,
      leads,
      traffic,
      newsletter,
      booking,
      quizReport,
      webhooks,
    },
    null,
    2,
  ),
)
