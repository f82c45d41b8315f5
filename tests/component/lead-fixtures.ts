import type { ContactRow, Person, Summary } from '#app/features/leads-admin/api.ts'

export const NOW = '2026-03-02T15:00:00.000Z'

export function contactRow(id: number, change: Partial<ContactRow> = {}): ContactRow {
  return {
    id,
    firstName: 'Dana',
    lastName: `Whitfield ${id}`,
    email: `dana${id}@maplewood.k12.example`,
    position: 'superintendent',
    district: 'Maplewood Unified School District',
    studentCount: '1000-5000',
    services: ['assessment'],
    message: null,
    utmSource: null,
    utmMedium: null,
    utmCampaign: null,
    referrer: null,
    landingPath: null,
    createdAt: '2026-03-02T14:00:00.000Z',
    status: 'new',
    firstResponseAt: null,
    ...change,
  }
}

export function summary(contacts: number): Summary {
  return {
    matching: { contacts, newsletters: 0, downloads: 0, quizReports: 0, meetings: 0 },
    totals: { contacts, newsletters: 0, downloads: 0, quizReports: 0, meetings: 0 },
    waiting: { total: 0, due: 0, overdue: 0, oldest: null, meetings: 0 },
    floods: [],
    now: NOW,
  }
}

export const emailStatus = {
  sent: 0,
  pending: 0,
  failed: 0,
  lastFailure: null,
  visitorMailCap: 50,
  visitorMailCappedSince: null,
}

/** The person view of one request's sender, with the notes written so far. */
export function person(row: ContactRow, notes: { body: string; at: string }[]): Person {
  const arrived = {
    kind: 'arrived' as const,
    at: row.createdAt,
    utmSource: null,
    utmMedium: null,
    utmCampaign: null,
    referrer: null,
    landingPath: null,
  }
  return {
    email: row.email,
    requests: [
      {
        ...row,
        timeline: [arrived, ...notes.map((n) => ({ kind: 'note' as const, at: n.at, author: 'admin', body: n.body }))],
      },
    ],
    downloads: [],
    quizReports: [],
    meetings: [],
    newsletter: null,
    totals: { requests: 1, downloads: 0 },
    now: NOW,
  } as Person
}
