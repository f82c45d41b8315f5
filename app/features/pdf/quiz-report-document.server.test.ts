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
    // Tagged for real (decision 54): every piece of text has its place; the district is the title.
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

  it('keeps every plan period whole and on a page, and leaves no page blank, for 0 to 8 categories missed', async () => {
    const categories = [...new Set(quizQuestions.map((q) => q.category))]
    expect(categories).toHaveLength(8)
    for (let missed = 0; missed <= 8; missed++) {
      // One wrong answer in each of the first `missed` categories.
      const wrongIn = new Set(categories.slice(0, missed))
      const seen = new Set<string>()
      const answers = quizQuestions.map((q, i) => {
        if (!wrongIn.has(q.category) || seen.has(q.category)) return correct[i]!
        seen.add(q.category)
        return (correct[i]! + 1) % 4
      })
      const report = buildQuizReport(quizQuestions, answers)
      expect(report.missedCategories).toHaveLength(missed)
      const pdf = await renderPdf(
        quizReportDocDefinition(report, { district: 'Lakeview Unified', date: new Date() }, site, {
          siteUrl: 'https://consultancy.example',
          bookingUrl: 'https://consultancy.example/book',
        }),
      )
      const parser = new PDFParse({ data: new Uint8Array(pdf) })
      const { pages } = await parser.getText()
      await parser.destroy()
      const running = (n: number) => `Page ${n} of ${pages.length}`
      for (const [i, page] of pages.entries()) {
        const body = page.text
          .replace(site.businessName, '')
          .replace(site.tagline, '')
          .replace(running(i + 1), '')
        expect(
          body.replace(/[\s·]/g, '').length,
          `${missed} missed: page ${i + 1} of ${pages.length} is blank`,
        ).toBeGreaterThan((site.phone + site.email).length + 40)
      }
      const text = pages.map((p) => p.text.replace(/\s+/g, ' ')).join(' ')
      const periods = missed
        ? ([
            ['First 30 days', report.plan.days30],
            ['Days 31 to 60', report.plan.days60],
            ['Days 61 to 90', report.plan.days90],
          ] as const)
        : []
      for (const [title, items] of periods) {
        // The period's heading and every item on one page, never cut or dropped.
        const page = pages.find((p) => p.text.includes(title))
        expect(page, `${missed} missed: "${title}"`).toBeDefined()
        const onPage = page!.text.replace(/\s+/g, ' ')
        for (const item of items) expect(onPage, `${missed} missed: ${title}`).toContain(item.replace(/\s+/g, ' '))
      }
      if (!missed) expect(text).toContain('Every category was answered correctly')
      expect(text).toContain('Talk it through with us')
    }
  })
})
