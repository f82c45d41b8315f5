import { createElement as h, type ReactElement } from 'react'
import { EmailFrame, renderEmail, type RenderedEmail, type SiteProps } from './layout.ts'

/** Only our own words and the PDF: a stranger may have typed the address. */
export type QuizReportEmailProps = SiteProps

export const quizReportEmailSubject = "Your district's cybersecurity quiz report (PDF)"

export function QuizReportEmail({ site, siteUrl }: QuizReportEmailProps): ReactElement {
  return h(EmailFrame, {
    site,
    title: "Your district's cybersecurity quiz report",
    intro: `Thank you for taking the ${site.businessName} cybersecurity quiz. Your district's report is attached as a PDF: your score, what each missed question means, one next step for each with a free resource, and a plan for the first 30, 60 and 90 days. Forward it to your cabinet or board as you see fit.`,
    action: { label: 'Book a free consultation', url: `${siteUrl}/book` },
    footer:
      'You are receiving this one message because this address was entered in the report form at the end of our quiz. We do not add you to any mailing list. If you did not ask for it, you can ignore it.',
  })
}

export const renderQuizReportEmail = (p: QuizReportEmailProps): Promise<RenderedEmail> =>
  renderEmail(quizReportEmailSubject, h(QuizReportEmail, p))
