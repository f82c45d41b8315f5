import ICAL from 'ical.js'
import { expect, it } from 'vitest'
import { siteDefaults as site } from '#content/site.ts'
import { googleCalendarUrl, outlookUrl, visitorEvent } from './calendar-event.ts'
import { buildInvite } from './ics.ts'

const video = {
  kind: 'video' as const,
  label: 'Video call',
  detail: 'https://meet.example.com/a-b',
  href: 'https://meet.example.com/a-b',
}
const start = new Date('2026-03-03T15:00:00Z')
const end = new Date('2026-03-03T15:30:00Z')

it('gives Google Calendar the instants in UTC, the room as the location, and no private link', () => {
  const url = new URL(googleCalendarUrl(visitorEvent(site, { start, end, place: video, manageUrl: null })))
  expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render')
  expect(url.searchParams.get('action')).toBe('TEMPLATE')
  expect(url.searchParams.get('dates')).toBe('20260303T150000Z/20260303T153000Z')
  expect(url.searchParams.get('location')).toBe('https://meet.example.com/a-b')
  expect(url.searchParams.get('text')).toBe(`Free consultation with ${site.businessName}`)
  expect(url.searchParams.get('details')).toContain(
    'Join the video call at the time booked: https://meet.example.com/a-b',
  )
  expect(url.searchParams.get('details')).toContain('use the link in the email we sent you')
})

it('gives Outlook, work and personal, the same instants and place', () => {
  const phone = { kind: 'phone' as const, label: 'Phone call', detail: '(312) 555-0199', href: 'tel:+13125550199' }
  const event = visitorEvent(site, { start, end, place: phone, manageUrl: null })
  const work = new URL(outlookUrl(event, 'work'))
  expect(work.host).toBe('outlook.office.com')
  expect(new URL(outlookUrl(event, 'personal')).host).toBe('outlook.live.com')
  expect(Object.fromEntries(work.searchParams)).toMatchObject({
    rru: 'addevent',
    startdt: '2026-03-03T15:00:00.000Z',
    enddt: '2026-03-03T15:30:00.000Z',
    location: 'Phone call to (312) 555-0199',
  })
})

it('is the invitation’s own event, published: read back, it has the room and no one to answer', () => {
  const event = visitorEvent(site, { start, end, place: video, manageUrl: 'https://site.test/book/manage/t' })
  const text = buildInvite({
    method: 'PUBLISH',
    uid: 'u1@site.test',
    sequence: 2,
    ...event,
    organizer: { name: site.consultantName, email: site.email },
    stamp: start,
  })
  const calendar = new ICAL.Component(ICAL.parse(text) as unknown[])
  expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH')
  const vevent = calendar.getFirstSubcomponent('vevent')!
  expect(vevent.getFirstPropertyValue('location')).toBe('https://meet.example.com/a-b')
  expect(vevent.getFirstPropertyValue('url')).toBe('https://meet.example.com/a-b')
  expect(vevent.getFirstPropertyValue('sequence')).toBe(2)
  expect(vevent.getFirstProperty('attendee')).toBeNull()
  expect(String(vevent.getFirstPropertyValue('description'))).toContain('https://site.test/book/manage/t')
})
