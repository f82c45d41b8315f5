/**
 * The quiz's district report (docs/decisions/0039-quiz-district-report.md), `npm run bench --
 * quiz-report`, made as the server makes it: in its PDF worker threads (decision 51).
 *
 * - Time: the PDF for three and for fifteen missed questions, 20 times each after one warm-up, through
 *   the worker pool (the round trip the server pays) and, for comparison, on this thread. Targets:
 *   under 500 ms (p95) and 200 KB.
 * - Memory: in a fresh process for each way, this thread's heap (the server's own, capped by `npm
 *   start`) and the process's resident memory added by 40 reports, and its peak.
 * - Responsiveness: a small HTTP server on this thread answers /health, probed every 10 ms while
 *   ten reports render at once: on this thread (as before decision 51), then in a pool of one and
 *   of two threads. The slowest answer, the 95th percentile, and how long the ten took.
 */
import { execFileSync } from 'node:child_process'
import http from 'node:http'
import os from 'node:os'
import { setTimeout as delay } from 'node:timers/promises'
import v8 from 'node:v8'
import vm from 'node:vm'
import { quizQuestions } from '#content/quiz.ts'
import { siteDefaults as site } from '#content/site.ts'
import { documentFor, type PdfTask } from '#app/features/pdf/pdf-worker.server.ts'
import { createRenderPool } from '#app/features/pdf/render-pool.server.ts'
import { renderPdf } from '#app/features/pdf/render.server.ts'

const RUNS = 20
const AT_ONCE = 10

interface Timing {
  p50ms: number
  p95ms: number
}
interface Probed {
  mode: string
  slowestMs: number
  p95Ms: number
  probes: number
  tenTookMs: number
}
export interface QuizReportBench {
  loadAverage: number
  cases: { missed: number; bytes: number; pool: Timing; mainThread: Timing }[]
  memory: ({ mode: string } & Memory)[]
  health: Probed[]
}

interface Memory {
  heapMb: number
  residentMb: number
  peakMb: number
}

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))]!

v8.setFlagsFromString('--expose-gc')
const gc = vm.runInNewContext('gc') as () => void
const mb = (bytes: number) => bytes / 1024 / 1024
function memory() {
  gc()
  return { heap: process.memoryUsage().heapUsed, resident: process.memoryUsage().rss }
}

const correct = quizQuestions.map((q) => q.correctAnswer as number)
function reportTask(wrong: readonly number[]): Extract<PdfTask, { kind: 'quiz-report' }> {
  return {
    kind: 'quiz-report',
    district: 'Lakeview Unified School District',
    answers: correct.map((a, i) => (wrong.includes(i) ? (a + 1) % 4 : a)),
    date: new Date(),
    site,
    siteUrl: 'https://consultancy.example',
    bookingUrl: 'https://consultancy.example/book',
  }
}
const CASES = [[1, 5, 10], quizQuestions.map((_, i) => i)]

/** The memory 40 reports add, made `way`, in this process (run as a child of the bench). */
async function memoryAdded(way: 'pool' | 'thread'): Promise<Memory> {
  const before = memory()
  const pool = way === 'pool' ? createRenderPool({ threads: 1 }) : null
  for (let run = 0; run < 40; run += 1) {
    const task = reportTask(CASES[run % 2]!)
    await (pool ? pool.render(task) : renderPdf(documentFor(task)))
  }
  const after = memory()
  await pool?.close()
  return {
    heapMb: mb(after.heap - before.heap),
    residentMb: mb(after.resident - before.resident),
    peakMb: process.resourceUsage().maxRSS / 1024,
  }
}

/** A child process with the heap settings of `npm start`. */
const measureIn = (way: 'pool' | 'thread'): Memory =>
  JSON.parse(
    execFileSync(
      process.execPath,
      ['--max-semi-space-size=16', '--max-old-space-size=384', import.meta.filename, 'memory', way],
      { encoding: 'utf8' },
    ),
  ) as Memory

async function timed(render: () => Promise<Buffer>): Promise<Timing & { bytes: number }> {
  let pdf = await render()
  const times: number[] = []
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now()
    pdf = await render()
    times.push(performance.now() - started)
  }
  return { bytes: pdf.length, p50ms: percentile(times, 0.5), p95ms: percentile(times, 0.95) }
}

/** /health answered on this thread, probed one request after another while `work` runs. */
async function probeWhile(mode: string, work: () => Promise<unknown>): Promise<Probed> {
  const server = http.createServer((_req, res) => res.end('{"status":"ok"}'))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  await (await fetch(`http://127.0.0.1:${port}/health`)).text()
  let done = false
  const started = performance.now()
  const running = work().finally(() => (done = true))
  const times: number[] = []
  while (!done) {
    const sent = performance.now()
    await (await fetch(`http://127.0.0.1:${port}/health`)).text()
    times.push(performance.now() - sent)
    await delay(10)
  }
  await running
  const tenTookMs = performance.now() - started
  server.close()
  return { mode, slowestMs: Math.max(...times), p95Ms: percentile(times, 0.95), probes: times.length, tenTookMs }
}

const ten = () => Array.from({ length: AT_ONCE }, (_, i) => reportTask(CASES[i % 2]!))

export async function benchQuizReport(): Promise<QuizReportBench> {
  const memoryRows: QuizReportBench['memory'] = []
  const health: Probed[] = []
  const poolTimes: (Timing & { bytes: number })[] = []

  memoryRows.push({ mode: 'worker pool (1 thread)', ...measureIn('pool') })
  memoryRows.push({ mode: 'this thread', ...measureIn('thread') })

  const pool = createRenderPool({ threads: 1 })
  for (const wrong of CASES) poolTimes.push(await timed(() => pool.render(reportTask(wrong))))
  health.push(await probeWhile('pool of 1 thread', () => Promise.all(ten().map((t) => pool.render(t)))))
  await pool.close()
  const two = createRenderPool({ threads: 2 })
  await Promise.all([two.render(reportTask([])), two.render(reportTask([]))])
  health.push(await probeWhile('pool of 2 threads', () => Promise.all(ten().map((t) => two.render(t)))))
  await two.close()

  const mainTimes: Timing[] = []
  for (const wrong of CASES) mainTimes.push(await timed(() => renderPdf(documentFor(reportTask(wrong)))))
  health.unshift(
    await probeWhile('this thread (before decision 51)', () =>
      Promise.all(ten().map((t) => renderPdf(documentFor(t)))),
    ),
  )

  return {
    loadAverage: os.loadavg()[0]!,
    cases: CASES.map((wrong, i) => ({
      missed: wrong.length,
      bytes: poolTimes[i]!.bytes,
      pool: { p50ms: poolTimes[i]!.p50ms, p95ms: poolTimes[i]!.p95ms },
      mainThread: mainTimes[i]!,
    })),
    memory: memoryRows,
    health,
  }
}

export function printQuizReport(bench: QuizReportBench) {
  const ms = (n: number) => `${n.toFixed(0)} ms`
  console.log(`\nQuiz report PDF (load average ${bench.loadAverage.toFixed(1)}; targets p95 < 500 ms, < 200 KB)`)
  for (const c of bench.cases) {
    const ok = c.pool.p95ms < 500 && c.bytes < 200 * 1024
    console.log(
      `  ${c.missed} missed: ${(c.bytes / 1024).toFixed(0)} KB; in the pool p50 ${ms(c.pool.p50ms)}, p95 ${ms(c.pool.p95ms)} ${ok ? 'met' : 'MISSED'}; on this thread p50 ${ms(c.mainThread.p50ms)}, p95 ${ms(c.mainThread.p95ms)}`,
    )
  }
  console.log('Memory added by pdfkit and 40 reports (a fresh process each)')
  for (const m of bench.memory) {
    console.log(
      `  ${m.mode}: this thread's heap +${m.heapMb.toFixed(1)} MB, resident +${m.residentMb.toFixed(0)} MB, peak ${m.peakMb.toFixed(0)} MB`,
    )
  }
  console.log(`/health while ${AT_ONCE} reports render at once`)
  for (const h of bench.health) {
    console.log(
      `  ${h.mode}: slowest ${ms(h.slowestMs)}, p95 ${ms(h.p95Ms)} (${h.probes} probes); the ten took ${ms(h.tenTookMs)}`,
    )
  }
}

if (process.argv[1] === import.meta.filename && process.argv[2] === 'memory') {
  console.log(JSON.stringify(await memoryAdded(process.argv[3] === 'pool' ? 'pool' : 'thread')))
}
