// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, expect, it } from 'vitest'
import type { PersonMeeting } from './api.ts'
import { PersonMeetings } from './person-meetings.tsx'

afterEach(cleanup)

const BOOKED = '2026-03-02T15:00:00.000Z'
const meeting = (change: Partial<PersonMeeting>): PersonMeeting => ({
  id: 1,
  firstName: 'Avery',
  lastName: 'Quinn',
  position: 'superintendent',
  district: 'Cedar Valley USD',
  agenda: null,
  startsAt: '2026-03-03T15:00:00.000Z',
  endsAt: '2026-03-03T15:30:00.000Z',
  status: 'booked',
  confirmedAt: null,
  cancelledBy: null,
  createdAt: BOOKED,
  timeline: [{ kind: 'booked', at: BOOKED }],
  ...change,
})
const NOW = Date.parse('2026-03-02T19:30:00.000Z')

it('names the meeting’s time with the zone, and runs the 4-hour clock until it is confirmed', () => {
  render(<PersonMeetings meetings={[meeting({})]} now={NOW} timeZone="America/Chicago" />)
  const item = screen.getByTestId('person-meetings').querySelector('li')!
  expect(item.textContent).toContain('Mar 3, 2026, 9:00 AM CST')
  expect(within(item).getByTestId('meeting-state').textContent).toBe('Booked, not confirmed yet')
  // Booked 4 h 30 min before now: past the promise.
  expect(item.querySelector('[data-sla]')?.getAttribute('data-sla')).toBe('overdue')
})

it('shows a confirmed meeting as answered, and a cancelled one’s timeline in order, with who cancelled', () => {
  const confirmed = meeting({ status: 'confirmed', confirmedAt: '2026-03-02T16:00:00.000Z' })
  const cancelled = meeting({
    id: 2,
    status: 'cancelled',
    cancelledBy: 'consultant',
    timeline: [
      { kind: 'booked', at: BOOKED },
      { kind: 'moved', at: '2026-03-02T15:10:00.000Z' },
      { kind: 'confirmed', at: '2026-03-02T15:20:00.000Z' },
      { kind: 'cancelled', at: '2026-03-02T15:30:00.000Z', by: 'consultant' },
    ],
  })
  render(<PersonMeetings meetings={[confirmed, cancelled]} now={NOW} timeZone="America/Chicago" />)
  screen.getByRole('heading', { name: 'Meetings (2)' })
  const [first, second] = screen.getAllByTestId('meeting-timeline')
  expect(first!.parentElement!.querySelector('[data-sla]')?.textContent).toBe('Replied in 1 h 00 min')
  expect([...second!.querySelectorAll('li')].map((li) => li.querySelector('span:nth-child(2)')?.textContent)).toEqual([
    'Booked on the site',
    'Moved to another time by the visitor',
    'Confirmed by you: the first response',
    'Cancelled by you',
  ])
  expect(second!.parentElement!.querySelector('[data-sla]')).toBeNull()
})

it('names each reminder the meeting emailed, and says when one is queued or failed, and why', () => {
  const reminded = meeting({
    timeline: [
      { kind: 'booked', at: BOOKED },
      { kind: 'reminder', at: '2026-03-02T18:00:00.000Z', reminder: 'confirm', state: 'digest', error: null },
      { kind: 'reminder', at: '2026-03-02T19:00:00.000Z', reminder: 'visitor-24h', state: 'sent', error: null },
      {
        kind: 'reminder',
        at: '2026-03-03T14:00:00.000Z',
        reminder: 'visitor-1h',
        state: 'failed',
        error: '550 mailbox unavailable',
      },
    ],
  })
  render(<PersonMeetings meetings={[reminded]} now={NOW} timeZone="America/Chicago" />)
  const items = [...screen.getByTestId('meeting-timeline').querySelectorAll('li')]
  expect(items.map((li) => li.querySelector('span:nth-child(2)')?.textContent)).toEqual([
    'Booked on the site',
    'Reminder to you: still unconfirmed 3 hours after booking (in one digest with other alerts that arrived together)',
    'Reminder to the visitor, a day before the meeting',
    'Reminder to the visitor, an hour before the meeting · Delivery failed: 550 mailbox unavailable',
  ])
})
