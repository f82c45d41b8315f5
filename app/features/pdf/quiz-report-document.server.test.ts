import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { PDFParse } from 'pdf-parse'
import { describe, expect, it } from 'vitest'
import { quizQuestions } from '#content/quiz.ts'
import { siteDefaults as site } from '#content/site.ts'
import { buildQuizReport } from '#app/features/quiz/quiz-report.ts'
import { elementsOf, readPdfStructure } from '../../../tests/setup/pdf-structure.ts'
import { quizReportDocDefinition } from './quiz-report-document.server.ts'
import { renderPdf } from './render.server.ts'

const correct = quizQuestions.map((q) => q.correctAnswer as number)
/** Every answer right but questions 2, 6 and 11. */
const threeWrong = correct.map((a, i) => ([1, 5, 10].includes(i) ? (a + 1) % 4 : a))

describe('the report PDF', () => {
  // Its time is measured by `npm run bench -- quiz-report`, not here: a timed test fails on a busy machine.
  it('is tagged, says its language and title, stays under 200 KB, and says what the report promises', async () => {
    const report = buildQuizReport(quizQuestions, threeWrong)
    const doc = quizReportDocDefinition(
      report,
      { district: 'Lakeview Unified', date: new Date('2026-11-28T15:00:00Z') },
      site,
      {
        siteUrl: 'https://consultancy.example',
        bookingUrl: 'https://consultancy.example/book',
      },
    )
    const pdf = await renderPdf(doc)
    await mkdir(path.resolve('.pdf-previews'), { recursive: true })
    await writeFile(path.resolve('.pdf-previews', 'quiz-report.pdf'), pdf)
    expect(pdf.length).toBeLessThan(200 * 1024)
    const bytes = pdf.toString('latin1')
    expect(bytes).toContain('/Lang (en-US)')
    expect(bytes).toMatch(/\/DisplayDocTitle true/)
    // Tagged for real (tags.server.ts): every piece of text has its place; the district is the title.
    const pages = await readPdfStructure(new Uint8Array(pdf))
    for (const page of pages) expect(page.untagged).toEqual([])
    expect(elementsOf(pages[0]!.tree).find((e) => e.role === 'H1')?.text).toBe('Lakeview Unified')
    expect(pages.flatMap((p) => elementsOf(p.tree)).filter((e) => e.role === 'H2').length).toBeGreaterThanOrEqual(2)
    const parser = new PDFParse({ data: new Uint8Array(pdf) })
    const text = (await parser.getText()).text.replace(/\s+/g, ' ')
    await parser.destroy()
    expect(text).toContain('Lakeview Unified')
    expect(text).toContain('November 28, 2026')
    expect(text).toContain('12/15')
    expect(text).toContain('Excellent! You have strong cybersecurity knowledge.')
    for (const m of report.missed) {
      expect(text).toContain(m.question.replace(/\s+/g, ' ').slice(0, 60))
      expect(text).toContain(m.resource.title)
    }
    expect(text).toContain('First 30 days')
    expect(text).toContain(site.phone)
    expect(text).toContain('https://consultancy.example/book')
  })

  it('stays under 200 KB with every question missed', async () => {
    const report = buildQuizReport(
      quizQuestions,
      correct.map((a) => (a + 1) % 4),
    )
    const pdf = await renderPdf(
      quizReportDocDefinition(report, { district: 'A'.repeat(200), date: new Date() }, site, {
        siteUrl: 'https://consultancy.example',
        bookingUrl: 'https://consultancy.example/book',
      }),
    )
    expect(pdf.length).toBeLessThan(200 * 1024)
  })
})
