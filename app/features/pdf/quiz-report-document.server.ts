import type { SiteIdentity } from '#content/site.ts'
import type { QuizReportContent } from '#app/features/quiz/quiz-report.ts'
import { longDate } from '#app/lib/dates.ts'
import { cell, kept, text, type Block, type Cell, type Inline, type PdfDocument } from './blocks.server.ts'
import {
  bullets,
  closingBox,
  colors,
  grid,
  h2,
  h3,
  letterhead,
  notLegalAdvice,
  ruled,
  styles,
  tableCell,
} from './theme.server.ts'

function scoreBox(report: QuizReportContent): Block {
  return kept([0, 4, 0, 10], {
    kind: 'box',
    widths: [122, '*'],
    cells: [
      cell(
        [
          text(`${report.score}/${report.total}`, { style: { size: 26, bold: true, color: colors.brand } }),
          text(`${report.percentage}%`, { style: { size: 12, bold: true, color: colors.muted } }),
        ],
        { fill: colors.brandLight, padding: [8, 8, 8, 8] },
      ),
      cell(
        [
          text('Score band', { style: { ...styles.small, bold: true } }),
          text(report.band, { style: { size: 12, bold: true, color: colors.brandDark }, margin: [0, 2, 0, 0] }),
        ],
        { fill: colors.brandLight, padding: [8, 12, 8, 8] },
      ),
    ],
  })
}

function categoryTable(report: QuizReportContent): Block {
  const centred = (value: number, bold = false): Cell => tableCell(String(value), { style: { bold }, align: 'center' })
  const rows = report.categories.map((c) => [
    tableCell(c.category, { style: { bold: true } }),
    centred(c.right),
    centred(c.missed, c.missed > 0),
    tableCell(
      c.missed === 0 ? 'All right: keep it up' : c.right === 0 ? 'A gap to close first' : 'Partly right: review',
      { style: { color: c.missed === 0 ? colors.accent : colors.ink } },
    ),
  ])
  return grid(['*', 52, 56, 162], ['Category', 'Right', 'Missed', 'What it means'], rows)
}

function missedQuestion(m: QuizReportContent['missed'][number], siteUrl: string): Block {
  const link = `${siteUrl}/resources/${m.resource.slug}`
  const row = (label: string, value: Inline | Inline[], fill?: string): Cell[] => [
    tableCell(label, { style: { bold: true, color: colors.muted } }, { rowHeader: true, ...(fill ? { fill } : {}) }),
    tableCell(value, {}, fill ? { fill } : {}),
  ]
  return {
    kind: 'group',
    margin: [0, 0, 0, 10],
    blocks: [
      h3(`Question ${m.number} · ${m.category}`),
      text(m.question, { style: { ...styles.body, bold: true }, margin: [0, 0, 0, 4] }),
      {
        kind: 'table',
        widths: [94, '*'],
        rules: ruled,
        rows: [
          row('Your answer', m.chosen),
          row('Correct answer', m.correct),
          row('Why', m.explanation),
          row('Next step', m.nextStep, '#e6fffb'),
          row('Free resource', [
            { text: m.resource.title, bold: true },
            ': ',
            { text: link, link, color: colors.brand },
          ]),
        ],
      },
    ],
  }
}

/** Each period moves whole to the next page when it does not fit: never dropped. */
function planBlock(report: QuizReportContent): Block[] {
  if (!report.missedCategories.length) {
    return [
      text(
        'Every category was answered correctly, so there is no gap to plan around. Share this report with your board, and take the quiz again with your cabinet to see where their answers differ.',
        { style: styles.body },
      ),
    ]
  }
  const period = (title: string, items: string[]): Block => kept([0, 0, 0, 8], h3(title), bullets(items))
  return [
    period('First 30 days', report.plan.days30),
    period('Days 31 to 60', report.plan.days60),
    period('Days 61 to 90', report.plan.days90),
  ]
}

function contactBlock(site: SiteIdentity, bookingUrl: string): Block {
  return closingBox(site, {
    heading: 'Talk it through with us',
    text: `${site.consultantName} and ${site.businessName} work with K-12 districts on security assessments, virtual CISO services, training and compliance. A first consultation is free; ${site.replyPromise.charAt(0).toLowerCase()}${site.replyPromise.slice(1)}`,
    linkLabel: 'Book a consultation',
    url: bookingUrl,
  })
}

export function quizReportDocDefinition(
  report: QuizReportContent,
  { district, date }: { district: string; date: Date },
  site: SiteIdentity,
  { siteUrl, bookingUrl }: { siteUrl: string; bookingUrl: string },
): PdfDocument {
  const title = `Cybersecurity quiz report: ${district}`
  const content: Block[] = [
    text('CYBERSECURITY QUIZ REPORT', { style: styles.eyebrow }),
    text(district, { role: 'H1', style: styles.title, margin: [0, 4, 0, 4] }),
    text(
      `Prepared ${longDate(date.toISOString(), site.timeZone)} from the answers given to the ${report.total}-question K-12 cybersecurity quiz at ${siteUrl}/cybersecurity-quiz`,
      { style: styles.subtitle, margin: [0, 0, 0, 8] },
    ),
    scoreBox(report),
    h2('Summary by category'),
    categoryTable(report),
    text(
      report.missed.length
        ? `${report.missed.length} ${report.missed.length === 1 ? 'question was' : 'questions were'} missed, in ${report.missedCategories.length} of ${report.categories.length} categories: ${report.missedCategories.join(', ')}. The next pages explain each one, with one concrete next step and a free resource, then a plan for the first 30, 60 and 90 days.`
        : 'No question was missed.',
      { style: styles.body },
    ),
  ]
  if (report.missed.length)
    content.push(
      { kind: 'page-break' },
      h2('The questions missed'),
      ...report.missed.map((m) => missedQuestion(m, siteUrl)),
    )
  content.push(h2('Your first 30, 60 and 90 days'), ...planBlock(report))
  content.push(notLegalAdvice('report', 8), contactBlock(site, bookingUrl))
  return letterhead(
    site,
    { title, author: site.businessName, subject: `Score ${report.score}/${report.total}` },
    content,
  )
}
