import { describe, expect, it } from 'vitest'
import { expectSafe, hostile, hostileLead, readEmail, site, siteUrl } from '../../../../tests/component/email-render.ts'
import { renderBookingOwner, renderBookingReminder, renderBookingVisitor } from './booking.ts'

const times = {
  visitor: 'Tuesday, March 3, 2026 at 7:00 AM Pacific Time',
  site: 'Tuesday, March 3, 2026 at 9:00 AM Central Time',
}
const manageUrl = `${siteUrl}/book/manage/tok&en"1`

describe('booking email to the visitor', () => {
  it('gives both times and the private manage link, as a button and in the text', async () => {
    const mail = await renderBookingVisitor({ site, siteUrl, change: 'booked', times, manageUrl })
    expect(mail.subject).toBe('Your free consultation is booked')
    const html = expectSafe(mail, [times.visitor, times.site, 'The invitation is attached'])
    expect(html.links).toEqual([manageUrl])
    expect(mail.html).toContain('tok&amp;en&quot;1')
    expect(mail.text).toContain(`use your private link: ${manageUrl}`)
  })

  it('words a move, and a cancellation by either side with a link to book again', async () => {
    expect((await renderBookingVisitor({ site, siteUrl, change: 'moved', times, manageUrl })).subject).toBe(
      'Your free consultation has moved',
    )
    const theirs = await renderBookingVisitor({
      site,
      siteUrl,
      change: 'cancelled',
      by: 'consultant',
      times,
      manageUrl,
    })
    expect(theirs.subject).toBe('Your free consultation is cancelled')
    expect(theirs.text).toContain('had to cancel')
    expect(theirs.text).toContain(`Was: ${times.visitor}`)
    expect(readEmail(theirs.html).links).toEqual([`${siteUrl}/book`])
    expect(theirs.text).toContain('If that was not you, ignore it.')
    const own = await renderBookingVisitor({ site, siteUrl, change: 'cancelled', by: 'visitor', times, manageUrl })
    expect(own.text).toContain('cancelled, as you asked')
  })

  it('says where the meeting happens, and words a new video room (decision 59)', async () => {
    const place = { label: 'Video call', detail: 'https://meet.example.com/abc' }
    const mail = await renderBookingVisitor({ site, siteUrl, change: 'place', times, place, manageUrl })
    expect(mail.subject).toBe('Your free consultation has a new meeting link')
    expect(mail.text).toContain('Where: Video call: https://meet.example.com/abc')
    expect(mail.text).toContain('The time is unchanged.')
    const cancelled = await renderBookingVisitor({ site, siteUrl, change: 'cancelled', times, place, manageUrl })
    expect(cancelled.text).not.toContain('Where:')
  })

  it('without a manage link, says to reply or call, and shows hostile configuration as text', async () => {
    const mail = await renderBookingVisitor({
      site: { ...site, consultantName: hostile },
      siteUrl,
      change: 'booked',
      times,
      manageUrl: null,
    })
    expectSafe(mail)
    expect(mail.text).toContain(`reply to this email or call ${site.phone}`)
    expect(readEmail(mail.html).links).toEqual([])
  })
})

describe('booking reminder', () => {
  it('says tomorrow or in one hour, with the manage link', async () => {
    const day = await renderBookingReminder({ site, siteUrl, before: '24h', times, manageUrl })
    expect(day.subject).toBe('Reminder: your free consultation is tomorrow')
    expect(readEmail(day.html).links).toEqual([manageUrl])
    const hour = await renderBookingReminder({
      site: { ...site, consultantName: hostile },
      siteUrl,
      before: '1h',
      times,
      manageUrl: null,
    })
    expect(hour.subject).toBe('Reminder: your free consultation is in one hour')
    expectSafe(hour, [hostile, times.visitor])
  })
})

describe('booking email to the owner', () => {
  const owner = {
    ...hostileLead,
    district: 'Maplewood\r\nX-Injected: 1',
    agenda: `Board training before the audit\n${hostile}`,
    times: { ...times, siteShort: 'Tuesday, March 3, 2026 at 9:00 AM' },
  }

  it('gives who, both times and the agenda, with the dashboard button; the subject stays one line', async () => {
    const mail = await renderBookingOwner({ ...owner, change: 'booked' })
    expect(mail.subject).toBe(
      `New booking: Eve Bcc: victim@example.org ${hostile}, Maplewood X-Injected: 1, Tuesday, March 3, 2026 at 9:00 AM`,
    )
    const html = expectSafe(mail, [hostile, 'Board training before the audit', times.site, 'Superintendent'])
    expect(html.links).toEqual([`${siteUrl}/admin-contacts`])
    expect(mail.text).toContain(`Their time: ${times.visitor}`)
  })

  it('words a move and who cancelled', async () => {
    expect((await renderBookingOwner({ ...owner, change: 'moved' })).subject).toMatch(/^Booking moved: /)
    const byUs = await renderBookingOwner({ ...owner, change: 'cancelled', by: 'consultant' })
    expect(byUs.subject).toMatch(/^Booking cancelled: /)
    expect(byUs.text).toContain('You cancelled the free consultation')
    expect((await renderBookingOwner({ ...owner, change: 'cancelled', by: 'visitor' })).text).toContain(
      'cancelled their free consultation',
    )
  })
})
