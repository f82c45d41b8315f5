import { describe, expect, it } from 'vitest'
import { expectSafe, hostile, hostileLead, readEmail, site, siteUrl } from '../../../../tests/component/email-render.ts'
import { renderAlertDigest } from './alert-digest.ts'
import { renderConsultationRequestAlert } from './consultation-request-alert.ts'
import { renderDownloadAlert } from './download-alert.ts'
import { renderMeetingConfirmReminder } from './meeting-confirm-reminder.ts'
import { renderMorningDigest } from './morning-digest.ts'
import { renderQuizReportAlert } from './quiz-report-alert.ts'
import { renderRequestReminder } from './request-reminder.ts'
import { renderSubscriberAlert } from './subscriber-alert.ts'

const dashboard = `${siteUrl}/admin-contacts`
/** A lead whose every typed field is hostile. */
const person = {
  ...hostileLead,
  district: `${hostile}\nX-Injected: 1`,
  source: 'newsletter / email / spring',
  referrer: 'https://ref.example/?a=1&b="2"',
}

describe('consultation request alert', () => {
  it('lists every field, keeps the message’s lines, links the dashboard, and keeps the subject one line', async () => {
    const mail = await renderConsultationRequestAlert({
      ...person,
      studentCount: '1,000 – 5,000 students',
      services: ['Virtual CISO Services', 'Security Assessment'],
      message: `Board meets on the 14th\n${hostile}`,
    })
    expect(mail.subject).toBe(
      `New consultation request: Eve Bcc: victim@example.org ${hostile}, ${hostile} X-Injected: 1`,
    )
    const html = expectSafe(mail, [
      hostile,
      'Superintendent',
      '1,000 – 5,000 students',
      'https://ref.example/?a=1&b="2"',
    ])
    expect(html.heading).toBe('New consultation request')
    expect(mail.text).toContain('Services: Virtual CISO Services, Security Assessment')
    expect(mail.text).toContain(`Message: Board meets on the 14th\n${hostile}`)
    expect(mail.html).toContain('Board meets on the 14th<br/>')
    expect(mail.text).toContain('Source: newsletter / email / spring')
    expect(mail.text).toContain(dashboard)
    expect(mail.text).toContain(site.postalAddress)
  })

  it('says N/A for what was not given', async () => {
    const mail = await renderConsultationRequestAlert({ ...person, studentCount: null, services: [], message: null })
    expect(mail.text).toContain('Student count: N/A')
    expect(mail.text).toContain('Services: N/A')
    expect(mail.text).toContain('Message: —')
  })
})

describe('download alert', () => {
  it('names the resource and the person, with the title escaped', async () => {
    const mail = await renderDownloadAlert({ ...person, resourceTitle: `Plan ${hostile}\r\nX: 1` })
    expect(mail.subject).toBe(`Resource download: Plan ${hostile} X: 1 by Eve Bcc: victim@example.org ${hostile}`)
    expectSafe(mail)
    expect(mail.text).toContain(`downloaded "Plan ${hostile}`)
    expect(mail.text).toContain('Referring site: https://ref.example/?a=1&b="2"')
    expect(mail.text).toContain(dashboard)
  })
})

describe('newsletter subscriber alert', () => {
  it('gives the address and its source', async () => {
    const mail = await renderSubscriberAlert({
      site,
      siteUrl,
      email: 'a&b@x.example',
      source: 'Direct',
      referrer: null,
    })
    expect(mail.subject).toBe('New newsletter subscriber: a&b@x.example')
    expectSafe(mail, ['a&b@x.example confirmed a newsletter subscription.'])
    expect(mail.html).toContain('a&amp;b@x.example')
    expect(mail.text).toContain('Referring site: —')
  })
})

describe('quiz report alert', () => {
  it('gives the score and the missed categories', async () => {
    const mail = await renderQuizReportAlert({
      ...person,
      studentCount: null,
      score: 12,
      questionCount: 15,
      missedCategories: ['Phishing', hostile],
    })
    expect(mail.subject).toMatch(/^Quiz report: Eve Bcc: victim@example\.org .*, 12\/15$/)
    expectSafe(mail)
    expect(mail.text).toContain(`Missed categories: Phishing, ${hostile}`)
    expect(mail.text).toContain('Score: 12/15')
  })
})

describe('request reminder', () => {
  it('says when the request arrived, on the site’s clock, with the dashboard button', async () => {
    const mail = await renderRequestReminder({ ...person, createdAt: '2026-11-24T15:05:00.000Z' })
    expect(mail.subject).toMatch(/^Reminder: Eve Bcc: victim@example\.org .* is still waiting for a reply$/)
    const html = expectSafe(mail)
    expect(mail.text).toContain('Arrived: Nov 24, 9:05 AM')
    expect(mail.text).toContain('is still New')
    expect(html.links).toEqual([dashboard])
  })
})

describe('meeting confirmation reminder', () => {
  it('gives the meeting’s time on the site’s clock and when it was booked, with the Meetings page’s button', async () => {
    const mail = await renderMeetingConfirmReminder({
      ...person,
      startsAt: '2026-11-25T16:00:00.000Z',
      createdAt: '2026-11-24T15:05:00.000Z',
    })
    expect(mail.subject).toBe(
      `Reminder: confirm the meeting with Eve Bcc: victim@example.org ${hostile}, ${hostile} X-Injected: 1, on Nov 25, 10:00 AM`,
    )
    const html = expectSafe(mail)
    expect(html.heading).toBe('A booked meeting is still waiting for your confirmation')
    expect(mail.text).toContain('When: Wednesday, November 25, 2026 at 10:00 AM Central Time (Chicago)')
    expect(mail.text).toContain('Booked: Nov 24, 9:05 AM')
    expect(mail.text).toContain(`District: ${hostile}\nX-Injected: 1`)
    expect(mail.text).toContain(`${siteUrl}/admin-bookings`)
    expect(html.links).toEqual([`${siteUrl}/admin-bookings`])
  })
})

describe('morning digest', () => {
  const digest = {
    site,
    siteUrl,
    at: '2026-11-24T13:30:00.000Z',
    waiting: [
      {
        firstName: hostile,
        lastName: 'Whitfield',
        district: 'Maplewood',
        createdAt: '2026-11-23T15:05:00.000Z',
        waited: '22 h 25 min',
      },
    ],
    counts: { new: 3, overdue: 1, contacted: 4, qualified: 2 },
    quizReports: [{ firstName: 'Dana', lastName: 'Reyes', district: 'Lakeview Unified', score: 12, questionCount: 15 }],
  }

  it('lists the waiting requests oldest first, how many more, the counts and the quiz reports', async () => {
    const mail = await renderMorningDigest(digest)
    expect(mail.subject).toBe('Open requests for Tuesday, November 24: 3 waiting for a reply, 1 overdue')
    expectSafe(mail)
    expect(mail.text).toContain('3 requests are waiting for a first reply, 1 past the 4-hour promise.')
    expect(mail.text).toContain(`${hostile} Whitfield, Maplewood: waiting 22 h 25 min (arrived Nov 23, 9:05 AM)`)
    expect(mail.text).toContain('…: and 2 more on the dashboard')
    expect(mail.text).toContain('Quiz report: Dana Reyes, Lakeview Unified: score 12/15')
    expect(readEmail(mail.html).links).toEqual([dashboard])
  })

  it('says so when nothing waits', async () => {
    const mail = await renderMorningDigest({
      ...digest,
      waiting: [],
      quizReports: [],
      counts: { new: 0, overdue: 0, contacted: 0, qualified: 0 },
    })
    expect(mail.subject).toBe('Open requests for Tuesday, November 24: 0 waiting for a reply')
    expect(mail.text).toContain('No request is waiting for a first reply.')
  })
})

describe('alert digest', () => {
  it('gathers the held alerts, one line each, since the first', async () => {
    const mail = await renderAlertDigest({
      site,
      siteUrl,
      at: '2026-11-24T16:00:00.000Z',
      burst: { max: 5, minutes: 10 },
      alerts: [
        {
          label: 'Resource download',
          at: '2026-11-24T15:05:00.000Z',
          name: hostile,
          email: 'a@x.example',
          district: 'D',
          resource: 'Plan',
        },
        {
          label: 'Newsletter subscriber',
          at: '2026-11-24T15:06:00.000Z',
          name: null,
          email: 'b@x.example',
          district: null,
          resource: null,
        },
      ],
    })
    expect(mail.subject).toBe('2 more lead alerts since Nov 24, 9:05 AM')
    expectSafe(mail)
    expect(mail.text).toContain(`Resource download, Nov 24, 9:05 AM: ${hostile}, a@x.example, D, "Plan"`)
    expect(mail.text).toContain('Newsletter subscriber, Nov 24, 9:06 AM: b@x.example')
    expect(mail.text).toContain('More than 5 alerts arrived within 10 minutes')
  })
})
