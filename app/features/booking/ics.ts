import ICAL from 'ical.js'
import { oneLine } from '#app/features/email/header-safe.ts'

/** The iCalendar files the site sends and serves (RFC 5545, decision 40); always UTC: no VTIMEZONE to get wrong. */

export const PRODID = '-//k12-cyber-site//Booking//EN'
const FEED_REFRESH = 'PT15M'

type Person = { name: string; email: string }

/** Its status follows from `method`; PUBLISH: the visitor's download (decision 59), an event to add, not to answer. */
export interface InviteInput extends Omit<FeedEvent, 'status'> {
  method: 'REQUEST' | 'CANCEL' | 'PUBLISH'
  location?: string
  url?: string
  organizer: Person
  attendee?: Person
  /** DTSTAMP */
  stamp: Date
}

export interface FeedEvent {
  uid: string
  sequence: number
  start: Date
  end: Date
  summary: string
  description: string
  status: 'CONFIRMED' | 'CANCELLED'
}

/** A meeting invite or its cancellation: one VEVENT with the METHOD calendars act on (RFC 5546). */
export function buildInvite(input: InviteInput): string {
  const calendar = newCalendar()
  calendar.addPropertyWithValue('method', input.method)
  const event = newEvent({ ...input, status: input.method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED' })
  if (input.location) event.addPropertyWithValue('location', text(input.location))
  if (input.url) event.addPropertyWithValue('url', oneLine(input.url))
  event.addProperty(person('organizer', input.organizer, {}))
  // A published event names no attendee (RFC 5546 §3.2.1): there is nothing to answer.
  if (input.method !== 'PUBLISH' && input.attendee)
    event.addProperty(
      person('attendee', input.attendee, {
        role: 'REQ-PARTICIPANT',
        partstat: 'NEEDS-ACTION',
        rsvp: 'TRUE',
      }),
    )
  calendar.addSubcomponent(event)
  return serialize(calendar)
}

/** A calendar to subscribe to (no METHOD); DTSTAMP is each start: the same bookings, the same bytes for caches. */
export function buildFeed(events: readonly FeedEvent[], name: string): string {
  const calendar = newCalendar()
  calendar.addPropertyWithValue('x-wr-calname', text(name))
  // How often a subscriber should look again (RFC 7986; Outlook reads the older X-PUBLISHED-TTL).
  calendar.addProperty(new ICAL.Property(['refresh-interval', {}, 'duration', FEED_REFRESH]))
  calendar.addPropertyWithValue('x-published-ttl', FEED_REFRESH)
  for (const e of events) calendar.addSubcomponent(newEvent({ ...e, stamp: e.start }))
  return serialize(calendar)
}

function newCalendar() {
  const calendar = new ICAL.Component('vcalendar')
  calendar.addPropertyWithValue('prodid', PRODID)
  calendar.addPropertyWithValue('version', '2.0')
  calendar.addPropertyWithValue('calscale', 'GREGORIAN')
  return calendar
}

function newEvent(e: FeedEvent & { stamp: Date }) {
  const event = new ICAL.Component('vevent')
  event.addPropertyWithValue('uid', oneLine(e.uid))
  event.addPropertyWithValue('sequence', e.sequence)
  event.addPropertyWithValue('dtstamp', utc(e.stamp))
  event.addPropertyWithValue('dtstart', utc(e.start))
  event.addPropertyWithValue('dtend', utc(e.end))
  event.addPropertyWithValue('summary', text(e.summary))
  event.addPropertyWithValue('description', text(e.description))
  event.addPropertyWithValue('status', e.status)
  event.addPropertyWithValue('transp', 'OPAQUE')
  return event
}

function person(name: 'organizer' | 'attendee', who: Person, params: Record<string, string>) {
  const property = new ICAL.Property(name)
  // A parameter value cannot hold a control character even with RFC 6868's escapes (only newline).
  property.setParameter('cn', oneLine(who.name))
  for (const [key, value] of Object.entries(params)) property.setParameter(key, value)
  property.setValue(`mailto:${oneLine(who.email)}`)
  return property
}

const utc = (date: Date) => ICAL.Time.fromJSDate(date, true)

/** TEXT with one kind of line break: ical.js escapes `\n`; a bare `\r` would end the content line. */
const text = (value: string) => value.replace(/\r\n?/g, '\n')

/** RFC 5545 §3.1: 75 octets a line, CRLF; ical.js adds the fold's space, hence 74; the global setting is restored. */
function serialize(calendar: InstanceType<typeof ICAL.Component>): string {
  const before = { foldLength: ICAL.foldLength, newLineChar: ICAL.newLineChar }
  ICAL.foldLength = 74
  ICAL.newLineChar = '\r\n'
  try {
    return `${calendar.toString()}\r\n`
  } finally {
    ICAL.foldLength = before.foldLength
    ICAL.newLineChar = before.newLineChar
  }
}
