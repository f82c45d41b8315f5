import { setTimeout as delay } from 'node:timers/promises'
import { describe, expect, it } from 'vitest'
import { quizReportAction } from '#app/features/quiz/quiz-report-action.server.ts'
import { answerField } from '#app/features/quiz/quiz-report.schema.ts'
import { createLogger } from '#app/lib/logger.server.ts'
import { defaultLimits } from '#app/lib/rate-limit.server.ts'
import { quizQuestions } from '#content/quiz.ts'
import { resources } from '#content/resources.ts'
import { startTestServer, type TestServer } from '../setup/test-server.ts'

/**
 * PDFs are made in worker threads (decision 51): while reports and documents render, the instance
 * still answers its health check at once. Each probe is timed on its own; one slow answer fails.
 * Rendering on the request's thread held the check 1-4 s each time. A machine busy with other work
 * can stall any thread now and then (on a 2-core machine at a load average of 10, 0.3 s with no PDF
 * made at all): a test is tried again on a fresh server before it fails, which a thread held by
 * a PDF never passes.
 */
const log = createLogger({ level: 'silent' })
const HEALTH_BUDGET_MS = 200
const TEST = { retry: 2, timeout: 120_000 }

/** A server of its own for each attempt: a cold thread pool and cache, and the address's allowance unused. */
async function withServer(test: (server: TestServer) => Promise<void>) {
  // The real allowance of one address: ten reports in ten minutes.
  const server = await startTestServer(
    { SITE_URL: 'https://site.example' },
    { limits: { quizReport: defaultLimits.quizReport } },
  )
  try {
    // The client's first connection is not what is measured.
    await (await fetch(`${server.url}/api/health`)).arrayBuffer()
    await test(server)
  } finally {
    await server.close()
  }
}

/** Times /api/health again and again until `work` settles; every answer must be 200. */
async function probeWhile(server: TestServer, work: Promise<unknown>): Promise<number[]> {
  let done = false
  const settled = work.then(
    () => (done = true),
    () => (done = true),
  )
  const times: number[] = []
  while (!done) {
    const started = performance.now()
    const res = await fetch(`${server.url}/api/health`)
    await res.arrayBuffer()
    times.push(performance.now() - started)
    expect(res.status).toBe(200)
    await delay(10)
  }
  await settled
  await work
  return times
}

function expectQuick(times: number[], atLeast: number) {
  expect(Math.max(...times), `probes: ${times.map((t) => t.toFixed(0)).join(', ')} ms`).toBeLessThan(HEALTH_BUDGET_MS)
  // the renders took long enough to be probed several times
  expect(times.length).toBeGreaterThanOrEqual(atLeast)
}

const correct = quizQuestions.map((q) => q.correctAnswer as number)

function report(server: TestServer, i: number) {
  const form = new URLSearchParams({
    firstName: 'Dana',
    lastName: 'Reyes',
    email: `staff${i}@lakeview.k12.example`,
    position: 'superintendent',
    district: `Lakeview Unified ${i}`,
    studentCount: '1000-5000',
  })
  for (const [q, a] of correct.entries()) form.append('answers', answerField(quizQuestions[q]!.id, (a + i) % 4))
  const request = new Request('https://site.example/cybersecurity-quiz/report', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json, application/pdf' },
    body: form,
  })
  return quizReportAction(request, server.services.quizReports, { ip: '203.0.113.50', log })
}

describe('the health check while PDFs render', () => {
  it(`answers within ${HEALTH_BUDGET_MS} ms while one address's ten reports render and are emailed`, TEST, () =>
    withServer(async (server) => {
      const work = (async () => {
        const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => report(server, i)))
        for (const res of answers) {
          expect(res.status).toBe(200)
          expect(res.headers.get('content-type')).toBe('application/pdf')
        }
        // the owner's alerts and the visitors' emails, each carrying its report
        expect(await server.services.outbox.runOnce()).toBe(20)
      })()
      expectQuick(await probeWhile(server, work), 5)
      // one PDF a report: the emails carried the downloads
      expect(server.services.pdf.stats().rendered).toBe(10)
    }),
  )

  it(`answers within ${HEALTH_BUDGET_MS} ms while every resource PDF renders for the first time`, TEST, () =>
    withServer(async (server) => {
      const work = Promise.all(
        resources.map(async (r) => {
          const res = await fetch(`${server.url}/api/resource-pdf/${encodeURIComponent(r.title)}`)
          expect(res.status).toBe(200)
          await res.arrayBuffer()
        }),
      )
      expectQuick(await probeWhile(server, work), 3)
      expect(server.services.pdf.stats().rendered).toBe(resources.length)
    }),
  )
})
