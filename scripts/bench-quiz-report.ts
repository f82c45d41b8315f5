/**
 * The quiz's district report (docs/decisions/0039-quiz-district-report.md), `npm run bench --
 * quiz-report`: the PDF for three and for fifteen missed questions, rendered 20 times each after one
 * warm-up (pdfmake and its fonts load once per process). Targets: under 500 ms (p95) and 200 KB.
 */
import os from 'node:os'
import { quizQuestions } from '#content/quiz.ts'
import { siteDefaults as site } from '#content/site.ts'
import { quizReportDocDefinition } from '#app/features/pdf/quiz-report-document.server.ts'
import { renderPdf } from '#app/features/pdf/render.server.ts'
import { buildQuizReport } from '#app/features/quiz/quiz-report.ts'

const RUNS = 20

export interface QuizReportBench {
  loadAverage: number
  cases: { missed: number; bytes: number; p50ms: number; p95ms: number }[]
}

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))]!

export async function benchQuizReport(): Promise<QuizReportBench> {
  const correct = quizQuestions.map((q) => q.correctAnswer as number)
  const cases: QuizReportBench['cases'] = []
  for (const wrong of [[1, 5, 10], quizQuestions.map((_, i) => i)]) {
    const answers = correct.map((a, i) => (wrong.includes(i) ? (a + 1) % 4 : a))
    const doc = quizReportDocDefinition(
      buildQuizReport(quizQuestions, answers),
      { district: 'Lakeview Unified School District', date: new Date() },
      site,
      { siteUrl: 'https://consultancy.example', bookingUrl: 'https://consultancy.example/book' },
    )
    let pdf = await renderPdf(doc)
    const times: number[] = []
    for (let run = 0; run < RUNS; run += 1) {
      const started = performance.now()
      pdf = await renderPdf(doc)
      times.push(performance.now() - started)
    }
    cases.push({
      missed: wrong.length,
      bytes: pdf.length,
      p50ms: percentile(times, 0.5),
      p95ms: percentile(times, 0.95),
    })
  }
  return { loadAverage: os.loadavg()[0]!, cases }
}

export function printQuizReport(bench: QuizReportBench) {
  console.log(`\nQuiz report PDF (load average ${bench.loadAverage.toFixed(1)}; targets p95 < 500 ms, < 200 KB)`)
  for (const c of bench.cases) {
    const ok = c.p95ms < 500 && c.bytes < 200 * 1024
    console.log(
      `  ${c.missed} missed: ${(c.bytes / 1024).toFixed(0)} KB, p50 ${c.p50ms.toFixed(0)} ms, p95 ${c.p95ms.toFixed(0)} ms ${ok ? 'met' : 'MISSED'}`,
    )
  }
}
