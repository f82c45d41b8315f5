import { leadKinds, type LeadKind } from '#app/features/leads/lead-kinds.ts'
import {
  contactPositions,
  contactServices,
  downloadPositions,
  optionLabel,
  studentCounts,
} from '#app/features/leads/lead-options.ts'
import { leadSource, type Attribution } from '#app/features/leads/lead-source.ts'
import { formatDuration, statusLabel } from '#app/features/leads/lead-status.ts'
import type { LeadSort } from '#app/features/leads/lead.schema.ts'
import { dateTime, shortDate } from '#app/lib/dates.ts'
import type { LeadRow, NewsletterRow } from './api.ts'

/**
 * One list of columns per lead kind drives the dashboard's table, its sortable headers and its CSV,
 * so they cannot drift. No React here: the server builds the same CSV from these definitions
 * (csv-export.ts). The search runs in PostgreSQL (lead-lists.server.ts). The table's
 * richer cells (links, badges, the status control) are in lead-table.tsx.
 */
export type LeadColumn<Row> = {
  /** The fields of the server's row that this column stands for, in the row's order: its CSV columns. */
  fields: readonly (keyof Row & string)[]
  /** The server-side sort this column's header applies. */
  sort?: LeadSort
} & (
  | { id: string; header: string; text: (row: Row, timeZone: string) => string }
  /** in the CSV only */
  | { id?: undefined; header?: undefined; text?: undefined }
)

/** A lead kind's columns, with its names from the registry (lead-kinds.ts). */
export interface KindColumns<Row> {
  id: LeadKind
  label: string
  empty: string
  fileName: string
  columns: readonly LeadColumn<Row>[]
}
const kindColumns = <K extends LeadKind>(
  id: K,
  columns: readonly LeadColumn<LeadRow<K>>[],
): KindColumns<LeadRow<K>> => ({
  id,
  ...leadKinds[id],
  columns,
})

/** The row's id: in the CSV only. */
const idColumn = { fields: ['id'] } as const

/** A column showing one text field of the row as it is. */
function textColumn<Field extends string>(id: string, header: string, field: Field, sort?: LeadSort) {
  return { id, header, fields: [field], text: (row: Record<Field, string>) => row[field], sort }
}
const fullName = {
  id: 'name',
  header: 'Name',
  fields: ['firstName', 'lastName'],
  text: (row: { firstName: string; lastName: string }) => `${row.firstName} ${row.lastName}`,
  sort: 'name',
} as const
const email = textColumn('email', 'Email', 'email', 'email')
const position = (options: typeof contactPositions | typeof downloadPositions) =>
  ({
    id: 'position',
    header: 'Position',
    fields: ['position'],
    text: (row: { position: string }) => optionLabel(options, row.position),
  }) as const
const district = textColumn('district', 'District', 'district', 'district')
const studentCount = {
  id: 'studentCount',
  header: 'Student Count',
  fields: ['studentCount'],
  text: (row: { studentCount: string | null }) =>
    row.studentCount ? optionLabel(studentCounts, row.studentCount) : 'N/A',
} as const
/**
 * First-touch attribution as one readable cell; the CSV keeps its fields, and the landing page of
 * the visit as the server counted it (decision 29).
 */
const attribution = {
  id: 'source',
  header: 'Source',
  fields: ['utmSource', 'utmMedium', 'utmCampaign', 'referrer', 'landingPath'],
  text: (row: Attribution) => leadSource(row).label,
} as const
const createdAt = (header: string) =>
  ({
    id: 'date',
    header,
    fields: ['createdAt'],
    text: (row: { createdAt: string }, timeZone: string) => shortDate(row.createdAt, timeZone),
    sort: 'date',
  }) as const

export const contactKind = kindColumns('contacts', [
  idColumn,
  fullName,
  // The pipeline: on screen, not in the spec's CSV columns (fields: []). The table
  // shows the waiting or first-response time under the status (lead-table.tsx).
  {
    id: 'status',
    header: 'Status',
    fields: [],
    text: (c) =>
      c.firstResponseAt
        ? `${statusLabel(c.status)}, replied in ${formatDuration(new Date(c.firstResponseAt).getTime() - new Date(c.createdAt).getTime())}`
        : statusLabel(c.status),
    sort: 'status',
  },
  email,
  position(contactPositions),
  district,
  studentCount,
  {
    id: 'services',
    header: 'Services',
    fields: ['services'],
    text: (c) => (c.services?.length ? c.services.map((s) => optionLabel(contactServices, s)).join(', ') : 'N/A'),
  },
  { fields: ['message'] },
  attribution,
  createdAt('Date'),
])

/** A subscriber's status as the table shows it: a bounce with its day ("Bounced Nov 27, 2026"). */
export function subscriberStatus(n: NewsletterRow, timeZone: string): string {
  return n.status === 'Bounced' && n.bouncedAt ? `Bounced ${shortDate(n.bouncedAt, timeZone)}` : n.status
}

export const newsletterKind = kindColumns('newsletters', [
  idColumn,
  email,
  {
    id: 'status',
    header: 'Status',
    // The CSV keeps when it bounced and the mail server's answer as columns of their own.
    fields: ['status', 'bouncedAt', 'bounceReason'],
    text: subscriberStatus,
  },
  attribution,
  createdAt('Subscription Date'),
])

export const downloadKind = kindColumns('downloads', [
  idColumn,
  fullName,
  email,
  position(downloadPositions),
  district,
  textColumn('resource', 'Resource', 'resourceTitle', 'resource'),
  attribution,
  createdAt('Download Date'),
])

/** Quiz report requests (decision 39): the score and missed categories the server worked out. */
export const quizReportKind = kindColumns('quizReports', [
  idColumn,
  fullName,
  email,
  position(contactPositions),
  district,
  studentCount,
  {
    id: 'score',
    header: 'Score',
    fields: ['score', 'questionCount'],
    text: (r) => `${r.score}/${r.questionCount}`,
  },
  {
    id: 'missed',
    header: 'Missed Categories',
    fields: ['missedCategories'],
    text: (r) => (r.missedCategories.length ? r.missedCategories.join(', ') : 'None'),
  },
  attribution,
  createdAt('Date'),
])

/** A meeting's state as the dashboard names it (meetings.server.ts). */
export const meetingStates = { booked: 'Booked', confirmed: 'Confirmed', cancelled: 'Cancelled' } as const

/**
 * Consultations booked on /book (decision 40). The meeting's time is shown on the site's clocks
 * with the zone named (the dashboard's zone is the site's); the CSV keeps its instants.
 */
export const meetingKind = kindColumns('meetings', [
  idColumn,
  fullName,
  {
    id: 'meeting',
    header: 'Meeting',
    fields: ['startsAt', 'endsAt'],
    text: (m, timeZone) => meetingWhen(m.startsAt, timeZone),
    sort: 'meeting',
  },
  {
    id: 'status',
    header: 'Status',
    fields: ['status', 'confirmedAt', 'cancelledAt', 'cancelledBy'],
    text: (m) => meetingStates[m.status],
    sort: 'status',
  },
  email,
  position(contactPositions),
  district,
  {
    id: 'place',
    header: 'Place',
    fields: ['place', 'videoUrl', 'phone'],
    text: (m) =>
      m.place === 'video' ? `Video call: ${m.videoUrl}` : m.place === 'phone' ? `Phone call: ${m.phone}` : '',
  },
  { fields: ['agenda'] },
  attribution,
  createdAt('Booked'),
])

/** A meeting's start on the given clocks, with the zone's short name: "Dec 3, 2026, 10:00 AM CST". */
export function meetingWhen(startsAt: string, timeZone: string): string {
  return `${dateTime(startsAt, timeZone)} ${zoneName(startsAt, timeZone)}`
}
const zoneName = (at: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' })
    .formatToParts(new Date(at))
    .find((p) => p.type === 'timeZoneName')?.value ?? timeZone

/** The columns shown in the table. */
export function tableColumns<Row>(kind: KindColumns<Row>) {
  return kind.columns.filter((column): column is Extract<LeadColumn<Row>, { header: string }> => Boolean(column.header))
}

/** The CSV's columns (spec §7: every field of the server's row, in its order). */
export function csvFields<Row>(kind: KindColumns<Row>): (keyof Row & string)[] {
  return kind.columns.flatMap((column) => column.fields)
}

/** Every kind's columns, by kind: the tabs, the sorts and the CSV routes read them from here. */
export const leadColumns = {
  contacts: contactKind,
  newsletters: newsletterKind,
  downloads: downloadKind,
  quizReports: quizReportKind,
  meetings: meetingKind,
} satisfies { [K in LeadKind]: KindColumns<LeadRow<K>> }
