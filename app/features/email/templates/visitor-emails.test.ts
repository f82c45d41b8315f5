import { describe, expect, it } from 'vitest'
import { expectSafe, hostile, site, siteUrl } from '../../../../tests/component/email-render.ts'
import { renderNewsletterConfirm } from './newsletter-confirm.ts'
import { renderQuizReportEmail } from './quiz-report.ts'
import { renderRequestAcknowledgement } from './request-acknowledgement.ts'

// These go to an address a stranger may have typed: they take no visitor text at all, so the
// hostile value here is the site's own configuration, which must still come out as text.
const hostileSite = { ...site, businessName: hostile }

describe('request acknowledgement', () => {
  it('promises the reply time, offers /book, and gives the contact lines', async () => {
    const mail = await renderRequestAcknowledgement({ site, siteUrl })
    expect(mail.subject).toBe('We received your consultation request')
    const html = expectSafe(mail, ['within 4 hours on school days', site.phone, site.postalAddress])
    expect(html.heading).toBe('We received your request')
    expect(html.links).toEqual([`${siteUrl}/book`])
    expect(mail.text).toMatch(/^Thank you for contacting Harbor & "Point" Security\. We typically reply/m)
    expect(mail.text).toContain(`Or pick a time for the call now ${siteUrl}/book`)
  })

  it('shows a hostile business name as text', async () => {
    expectSafe(await renderRequestAcknowledgement({ site: hostileSite, siteUrl }))
  })
})

describe('quiz report email', () => {
  it('says the report is attached and links the booking page', async () => {
    const mail = await renderQuizReportEmail({ site, siteUrl })
    expect(mail.subject).toBe("Your district's cybersecurity quiz report (PDF)")
    const html = expectSafe(mail, ['report is attached as a PDF', 'not add you to any mailing list'])
    expect(html.links).toEqual([`${siteUrl}/book`])
    expectSafe(await renderQuizReportEmail({ site: hostileSite, siteUrl }))
  })
})

describe('newsletter confirmation', () => {
  const confirmUrl = `${siteUrl}/newsletter/confirm?email=a%40b.example&expires=1&token=abc`

  it('links the signed confirmation URL intact in both parts', async () => {
    const mail = await renderNewsletterConfirm({ site, siteUrl, confirmUrl })
    expect(mail.subject).toBe('Confirm your subscription to the Harbor & "Point" Security briefing')
    const html = expectSafe(mail, ['Confirm with one click', 'delete unconfirmed addresses after 30 days'])
    expect(html.links).toEqual([confirmUrl])
    expect(mail.html).toContain('email=a%40b.example&amp;expires=1&amp;token=abc')
    expect(mail.text).toContain(confirmUrl)
  })

  it('keeps a hostile business name out of the subject’s line breaks and the HTML’s markup', async () => {
    const mail = await renderNewsletterConfirm({
      site: { ...hostileSite, businessName: `${hostile}\r\nBcc: x@y` },
      siteUrl,
      confirmUrl,
    })
    expect(mail.subject).not.toMatch(/[\r\n]/)
    expectSafe(mail)
  })
})
