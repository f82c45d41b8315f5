import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces'
import type { SiteIdentity } from '#content/site.ts'
import type { QuizReportContent } from '#app/features/quiz/quiz-report.ts'
import { longDate } from '#app/lib/dates.ts'
import { rowHeader } from './tags.server.ts'
import { closingBox, colors, headingsStayWithText, letterhead, ruledLayout } from './theme.server.ts'

const h2 = (text: string, pageBreak?: 'before'): Content =>
  ({ text, style: 'h2', headlineLevel: 1, ...(pageBreak ? { pageBreak } : {}) }) as Content

function scoreBox(report: QuizReportContent): Content {
  return {
    margin: [0, 4, 0, 10],
    unbreakable: true,
    table: {
      widths: [110, '*'],
      body: [
        [
          {
            fillColor: colors.brandLight,
            margin: [8, 8, 8, 8],
            stack: [
              { text: `${report.score}/${report.total}`, fontSize: 26, bold: true, color: colors.brand },
              { text: `${report.percentage}%`, fontSize: 12, bold: true, color: colors.muted },
            ],
          },
          {
            fillColor: colors.brandLight,
            margin: [8, 12, 8, 8],
            stack: [
              { text: 'Score band', style: 'small', bold: true },
              { text: report.band, fontSize: 12, bold: true, color: colors.brandDark, margin: [0, 2, 0, 0] },
            ],
          },
        ],
      ],
    },
    layout: 'noBorders',
  }
}

function categoryTable(report: QuizReportContent): Content {
  const header = ['Category', 'Right', 'Missed', 'What it means'].map((text): TableCell => ({
    text,
    style: 'tableHeader',
  }))
  const rows = report.categories.map((c): TableCell[] => [
    { text: c.category, style: 'tableCell', bold: true },
    { text: String(c.right), style: 'tableCell', alignment: 'center' },
    { text: String(c.missed), style: 'tableCell', alignment: 'center', bold: c.missed > 0 },
    {
      text: c.missed === 0 ? 'All right: keep it up' : c.right === 0 ? 'A gap to close first' : 'Partly right: review',
      style: 'tableCell',
      color: c.missed === 0 ? colors.accent : colors.ink,
    },
  ])
  return {
    margin: [0, 2, 0, 10],
    table: { headerRows: 1, dontBreakRows: true, widths: ['*', 40, 44, 150], body: [header, ...rows] },
    layout: ruledLayout,
  }
}

function missedQuestion(m: QuizReportContent['missed'][number], siteUrl: string): Content {
  const link = `${siteUrl}/resources/${m.resource.slug}`
  const row = (label: string, text: Content, fill?: string): TableCell[] => [
    rowHeader({
      text: label,
      style: 'tableCell',
      bold: true,
      color: colors.muted,
      ...(fill ? { fillColor: fill } : {}),
    }),
    {
      ...(typeof text === 'string' ? { text } : { stack: [text] }),
      style: 'tableCell',
      ...(fill ? { fillColor: fill } : {}),
    },
  ]
  return {
    margin: [0, 0, 0, 10],
    stack: [
      { text: `Question ${m.number} · ${m.category}`, style: 'h3', headlineLevel: 2 } as Content,
      { text: m.question, style: 'body', bold: true, margin: [0, 0, 0, 4] },
      {
        table: {
          dontBreakRows: true,
          widths: [82, '*'],
          body: [
            row('Your answer', m.chosen),
            row('Correct answer', m.correct),
            row('Why', m.explanation),
            row('Next step', m.nextStep, '#e6fffb'),
            row('Free resource', {
              text: [{ text: m.resource.title, bold: true }, ': ', { text: link, link, color: colors.brand }],
            }),
          ],
        },
        layout: ruledLayout,
      },
    ],
  }
}

function planBlock(report: QuizReportContent): Content[] {
  if (!report.missedCategories.length) {
    return [
      {
        text: 'Every category was answered correctly, so there is no gap to plan around. Share this report with your board, and take the quiz again with your cabinet to see where their answers differ.',
        style: 'body',
      },
    ]
  }
  const list = (title: string, items: string[]): Content => ({
    unbreakable: true,
    margin: [0, 0, 0, 8],
    stack: [
      { text: title, style: 'h3', headlineLevel: 2 } as Content,
      { ul: items.map((text) => ({ text, margin: [0, 0, 0, 3] })), style: 'body' },
    ],
  })
  return [
    list('First 30 days', report.plan.days30),
    list('Days 31 to 60', report.plan.days60),
    list('Days 61 to 90', report.plan.days90),
  ]
}

function contactBlock(site: SiteIdentity, bookingUrl: string): Content {
  return closingBox(site, {
    heading: 'Talk it through with us',
    text: `${site.consultantName} and ${site.businessName} work with K-12 districts on security assessments, virtual CISO services, training and compliance. A first consultation is free; ${site.replyPromise.charAt(0).toLowerCase()}${site.replyPromise.slice(1)}`,
    linkLabel: 'Book a consultation',
    url: bookingUrl,
  })
}

/**
 * The district report of decision 39: page one is the summary (score, band, every category), then
 * each missed question with its next step and resource, the 30/60/90-day plan and how to reach us.
 * Tagged, with its language and title, like every PDF a screen reader may open.
 */
export function quizReportDocDefinition(
  report: QuizReportContent,
  { district, date }: { district: string; date: Date },
  site: SiteIdentity,
  { siteUrl, bookingUrl }: { siteUrl: string; bookingUrl: string },
): TDocumentDefinitions {
  const title = `Cybersecurity quiz report: ${district}`
  const content: Content[] = [
    { text: 'CYBERSECURITY QUIZ REPORT', fontSize: 8.5, bold: true, color: colors.accent, characterSpacing: 1 },
    { text: district, style: 'title', margin: [0, 4, 0, 4] },
    {
      text: `Prepared ${longDate(date.toISOString(), site.timeZone)} from the answers given to the ${report.total}-question K-12 cybersecurity quiz at ${siteUrl}/cybersecurity-quiz`,
      style: 'subtitle',
      margin: [0, 0, 0, 8],
    },
    scoreBox(report),
    h2('Summary by category'),
    categoryTable(report),
    {
      text: report.missed.length
        ? `${report.missed.length} ${report.missed.length === 1 ? 'question was' : 'questions were'} missed, in ${report.missedCategories.length} of ${report.categories.length} categories: ${report.missedCategories.join(', ')}. The next pages explain each one, with one concrete next step and a free resource, then a plan for the first 30, 60 and 90 days.`
        : 'No question was missed.',
      style: 'body',
    },
  ]
  if (report.missed.length) {
    content.push(h2('The questions missed', 'before'))
    content.push(...report.missed.map((m) => missedQuestion(m, siteUrl)))
  }
  content.push(h2('Your first 30, 60 and 90 days'), ...planBlock(report))
  content.push({
    text: 'This report is general information for school leaders, not legal advice. Confirm legal obligations with your district counsel.',
    style: 'small',
    italics: true,
    margin: [0, 8, 0, 0],
  })
  content.push(contactBlock(site, bookingUrl))
  return {
    ...letterhead(
      site,
      { title, author: site.businessName, subject: `Score ${report.score}/${report.total}` },
      content,
    ),
    pageBreakBefore: headingsStayWithText(0.85, 2),
  }
}
