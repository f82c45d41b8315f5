import ICAL from 'ical.js'
import { describe, expect, it } from 'vitest'
import { buildFeed, buildInvite, PRODID, type InviteInput } from './ics.ts'

/** What leaves the system is read back with a real parser (ical.js), never matched as text alone. */
const parse = (text: string) => new ICAL.Component(ICAL.parse(text) as unknown[])

const input = (overrides: Partial<InviteInput> = {}): InviteInput => ({
  method: 'REQUEST',
  uid: '7f0c1a52-7e0b-4c53-9d37-3f5e0e0a9b11@consult.example',
  sequence: 0,
  start: new Date('2026-03-10T15:30:00Z'),
  end: new Date('2026-03-10T16:00:00Z'),
  summary: 'Free consultation with Northwind Security',
  description: 'A free 30-minute consultation.',
  url: 'https://consult.example/book/manage/abc',
  organizer: { name: 'Dana Whitfield', email: 'dana@consult.example' },
  attendee: { name: 'Sam Okafor', email: 'sam@district.example' },
  stamp: new Date('2026-03-01T12:00:00Z'),
  ...overrides,
})

const lines = (text: string) => text.split('\r\n')

describe('buildInvite', () => {
  it('is a REQUEST with one event whose fields and instants read back exactly', () => {
    const text = buildInvite(input({ sequence: 3, location: 'Phone' }))
    const calendar = parse(text)
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST')
    expect(calendar.getFirstPropertyValue('prodid')).toBe(PRODID)
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0')
    const events = calendar.getAllSubcomponents('vevent')
    expect(events).toHaveLength(1)
    const event = new ICAL.Event(events[0])
    expect(event.uid).toBe('7f0c1a52-7e0b-4c53-9d37-3f5e0e0a9b11@consult.example')
    expect(event.sequence).toBe(3)
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-03-10T15:30:00.000Z')
    expect(event.endDate.toJSDate().toISOString()).toBe('2026-03-10T16:00:00.000Z')
    expect(event.startDate.zone).toBe(ICAL.Timezone.utcTimezone)
    expect(event.summary).toBe('Free consultation with Northwind Security')
    expect(event.location).toBe('Phone')
    const vevent = events[0]!
    expect(vevent.getFirstPropertyValue('dtstamp')!.toString()).toBe('2026-03-01T12:00:00Z')
    expect(vevent.getFirstPropertyValue('status')).toBe('CONFIRMED')
    expect(vevent.getFirstPropertyValue('url')).toBe('https://consult.example/book/manage/abc')

    const organizer = vevent.getFirstProperty('organizer')!
    expect(organizer.getFirstValue()).toBe('mailto:dana@consult.example')
    expect(organizer.getParameter('cn')).toBe('Dana Whitfield')
    const attendee = vevent.getFirstProperty('attendee')!
    expect(attendee.getFirstValue()).toBe('mailto:sam@district.example')
    expect(attendee.getParameter('cn')).toBe('Sam Okafor')
    expect(attendee.getParameter('role')).toBe('REQ-PARTICIPANT')
    expect(attendee.getParameter('partstat')).toBe('NEEDS-ACTION')
    expect(attendee.getParameter('rsvp')).toBe('TRUE')
    // The exact UTC form, as the issue asks: DTSTART/DTEND with Z, no TZID.
    expect(lines(text)).toContain('DTSTART:20260310T153000Z')
    expect(lines(text)).toContain('DTEND:20260310T160000Z')
  })

  it('is a CANCEL with the event CANCELLED under the same UID', () => {
    const calendar = parse(buildInvite(input({ method: 'CANCEL', sequence: 2 })))
    expect(calendar.getFirstPropertyValue('method')).toBe('CANCEL')
    const vevent = calendar.getFirstSubcomponent('vevent')!
    expect(vevent.getFirstPropertyValue('status')).toBe('CANCELLED')
    expect(vevent.getFirstPropertyValue('sequence')).toBe(2)
    expect(vevent.getFirstPropertyValue('uid')).toBe(input().uid)
  })

  it('ends every line with CRLF, the last one too, and has no bare CR or LF', () => {
    const text = buildInvite(input({ description: 'one\ntwo\r\nthree\rfour' }))
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true)
    expect(text.replaceAll('\r\n', '')).not.toMatch(/[\r\n]/)
    expect(parse(text).getFirstSubcomponent('vevent')!.getFirstPropertyValue('description')).toBe(
      'one\ntwo\nthree\nfour',
    )
  })

  it('escapes backslash, semicolon, comma and newline in text, and they read back unchanged', () => {
    const hostile = 'C:\\temp; rm -rf, "quoted"\nSecond line\nDTSTART:19700101T000000Z\nEND:VEVENT'
    const text = buildInvite(input({ summary: hostile, description: hostile, location: 'Room 4; B, C\\D' }))
    expect(text.replaceAll('\r\n ', '')).toContain(
      'SUMMARY:C:\\\\temp\\; rm -rf\\, "quoted"\\nSecond line\\nDTSTART:19700101T000000Z\\nEND:VEVENT',
    )
    const calendar = parse(text)
    const vevents = calendar.getAllSubcomponents('vevent')
    expect(vevents).toHaveLength(1)
    const event = new ICAL.Event(vevents[0])
    expect(event.summary).toBe(hostile)
    expect(event.description).toBe(hostile)
    expect(event.location).toBe('Room 4; B, C\\D')
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-03-10T15:30:00.000Z')
  })

  it('quotes a CN that holds a comma, colon or semicolon, and encodes a double quote (RFC 6868)', () => {
    const name = 'Okafor, Sam "The Boss": IT; Director ^ x'
    const text = buildInvite(input({ attendee: { name, email: 'sam@district.example' } }))
    const unfolded = text.replaceAll('\r\n ', '')
    expect(unfolded).toContain(`ATTENDEE;CN="Okafor, Sam ^'The Boss^': IT; Director ^^ x";ROLE=`)
    const attendee = parse(text).getFirstSubcomponent('vevent')!.getFirstProperty('attendee')!
    expect(attendee.getParameter('cn')).toBe(name)
    expect(attendee.getFirstValue()).toBe('mailto:sam@district.example')
    expect(attendee.getParameter('rsvp')).toBe('TRUE')
  })

  it('keeps a line break in an address, a link or a UID from starting a new property', () => {
    const text = buildInvite(
      input({
        uid: 'u1@x.example\r\nATTENDEE:mailto:a@evil.example',
        url: 'https://consult.example/m/abc\nATTENDEE:mailto:b@evil.example',
        attendee: { name: 'Sam', email: 'sam@district.example\r\nATTENDEE:mailto:c@evil.example' },
      }),
    )
    const vevent = parse(text).getFirstSubcomponent('vevent')!
    expect(vevent.getAllProperties('attendee')).toHaveLength(1)
    expect(vevent.getAllProperties('uid')).toHaveLength(1)
  })

  it('keeps a newline or control character in a name from starting a new line', () => {
    const text = buildInvite(
      input({ organizer: { name: 'Dana\r\nATTENDEE:mailto:x@evil.example\u0007', email: 'dana@consult.example' } }),
    )
    const vevent = parse(text).getFirstSubcomponent('vevent')!
    expect(vevent.getAllProperties('attendee')).toHaveLength(1)
    expect(vevent.getFirstProperty('organizer')!.getParameter('cn')).toBe('Dana ATTENDEE:mailto:x@evil.example ')
  })

  it('folds long lines at 75 octets without splitting a UTF-8 character, and unfolds to the same text', () => {
    const description = `Zúñiga — ${'日本語のテキスト'.repeat(12)} 😀😀😀 ${'é'.repeat(90)} ${'a'.repeat(200)}`
    const summary = `Rendez-vous ${'ü'.repeat(60)}`
    const text = buildInvite(input({ description, summary }))
    for (const line of lines(text)) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75)
    const folded = lines(text).filter((l) => l.startsWith(' '))
    expect(folded.length).toBeGreaterThan(5)
    // Each piece on its own is valid UTF-8: no character was cut between two lines.
    for (const line of lines(text)) {
      expect(Buffer.from(Buffer.from(line, 'utf8').toString('utf8'), 'utf8').equals(Buffer.from(line, 'utf8'))).toBe(
        true,
      )
      expect(line).not.toContain('\uFFFD')
    }
    const bytes = Buffer.from(text, 'utf8')
    expect(new TextDecoder('utf-8', { fatal: true }).decode(bytes)).toBe(text)
    const event = new ICAL.Event(parse(text).getFirstSubcomponent('vevent')!)
    expect(event.description).toBe(description)
    expect(event.summary).toBe(summary)
  })

  it('leaves ical.js’s global folding setting as it found it', () => {
    const before = ICAL.foldLength
    buildInvite(input({ description: 'x'.repeat(300) }))
    expect(ICAL.foldLength).toBe(before)
  })
})

describe('buildFeed', () => {
  const events = [
    {
      uid: 'a@consult.example',
      sequence: 0,
      start: new Date('2026-11-02T15:00:00Z'),
      end: new Date('2026-11-02T15:30:00Z'),
      summary: 'Free consultation: Sam Okafor, Maplewood USD',
      description: 'Booked on the site.\nAgenda: firewall, backups',
      status: 'CONFIRMED' as const,
    },
    {
      uid: 'b@consult.example',
      sequence: 2,
      start: new Date('2026-11-03T16:00:00Z'),
      end: new Date('2026-11-03T16:30:00Z'),
      summary: 'Free consultation: Ana Zúñiga, Riverbend',
      description: '',
      status: 'CANCELLED' as const,
    },
  ]

  it('is a published calendar: no METHOD, a name, and every booking with its status and instants', () => {
    const text = buildFeed(events, 'Consultations; booked, on site')
    const calendar = parse(text)
    expect(calendar.getFirstPropertyValue('method')).toBeNull()
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Consultations; booked, on site')
    expect(String(calendar.getFirstPropertyValue('refresh-interval'))).toBe('PT15M')
    expect(calendar.getFirstProperty('refresh-interval')!.type).toBe('duration')
    const vevents = calendar.getAllSubcomponents('vevent')
    expect(vevents.map((v) => v.getFirstPropertyValue('uid'))).toEqual(['a@consult.example', 'b@consult.example'])
    expect(vevents.map((v) => v.getFirstPropertyValue('status'))).toEqual(['CONFIRMED', 'CANCELLED'])
    expect(vevents.map((v) => v.getFirstPropertyValue('sequence'))).toEqual([0, 2])
    const first = new ICAL.Event(vevents[0])
    expect(first.startDate.toJSDate().toISOString()).toBe('2026-11-02T15:00:00.000Z')
    expect(first.endDate.toJSDate().toISOString()).toBe('2026-11-02T15:30:00.000Z')
    expect(first.description).toBe('Booked on the site.\nAgenda: firewall, backups')
    for (const v of vevents) expect(v.getFirstPropertyValue('dtstamp')).not.toBeNull()
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true)
  })

  it('is the same text for the same bookings (a reader’s cache holds)', () => {
    expect(buildFeed(events, 'Consultations')).toBe(buildFeed(events, 'Consultations'))
  })

  it('is a valid empty calendar with no bookings', () => {
    const calendar = parse(buildFeed([], 'Consultations'))
    expect(calendar.name).toBe('vcalendar')
    expect(calendar.getAllSubcomponents('vevent')).toHaveLength(0)
  })
})
