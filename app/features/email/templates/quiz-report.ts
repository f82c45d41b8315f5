import { frameEmail, type RenderedEmail, type SiteProps } from './layout.ts'

/** Only our own words and the PDF: a stranger may have typed the address. */
export function renderQuizReportEmail({ site, siteUrl }: SiteProps): Promise<RenderedEmail> {
  return frameEmail("Your district's cybersecurity quiz report (PDF)", {
    site,
    title: "Your district's cybersecurity quiz report",
    intro: `Thank you for taking the ${site.businessName} cybersecurity quiz. Your district's report is attached as a PDF: your score, what each missed question means, one next step for each with a free resource, and a plan for the first 30, 60 and 90 days. Forward it to your cabinet or board as you see fit.`,
    action: { label: 'Book a free consultation', url: `${siteUrl}/book` },
    footer:
      'You are receiving this one message because this address was entered in the report form at the end of our quiz. We do not add you to any mailing list. If you did not ask for it, you can ignore it.',
  })
}
