import { allLeads, leadKinds, type LeadKind, type LeadTab } from '#app/features/leads/lead-kinds.ts'
import {
  contactPositions,
  contactServices,
  downloadPositions,
  optionLabel,
  studentCounts,
} from '#app/features/leads/lead-options.ts'
import { attributionFields, leadSource, type Attribution } from '#app/features/leads/lead-source.ts'
import { formatDuration, statusLabel, type LeadStatus } from '#app/features/leads/lead-status.ts'
import type { LeadSort } from '#app/features/leads/lead.schema.ts'
import { dateTime } from '#app/lib/dates.ts'
import type { AllLeadsRow, LeadRow, NewsletterRow } from './api.ts'

/** One list per kind drives the table, its sorts and the CSV, so they cannot drift; no React (the server builds the CSV). */
export type LeadColumn<Row> = {
  /** its CSV columns, in the row's order */
  fields: readonly (keyof Row & string)[]
  sort?: LeadSort
} & (
  | { id: string; header: string; text: (row: Row, timeZone: string) => string }
  /** in the CSV only */
  | { id?: undefined; header?: undefined; text?: undefined }
)

export interface KindColumns<Row> {
  id: LeadTab
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
  fileName: `${leadKinds[id].path}.csv`,
  columns,
})

const idColumn = { fields: ['id'] } as const

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
/** One readable cell; the CSV keeps its fields and the landing page (decision 29). */
const attribution = {
  id: 'source',
  header: 'Source',
  fields: attributionFields,
  text: (row: Attribution) => leadSource(row).label,
} as const
const createdAt = (header: string) =>
  ({
    id: 'date',
    header,
    fields: ['createdAt'],
    text: (row: { createdAt: string }, timeZone: string) => dateTime(row.createdAt, timeZone),
    sort: 'date',
  }) as const
/** The pipeline every kind shares (decision 62); on screen only, so the spec's CSVs stay as they are. */
const leadStatus = {
  id: 'leadStatus',
  header: 'Lead Status',
  fields: [],
  text: (row: { leadStatus: LeadStatus }) => statusLabel(row.leadStatus),
} as const

export const contactKind = kindColumns('contacts', [
  idColumn,
  fullName,
  // On screen only: not one of the spec's CSV columns.
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

export function subscriberStatus(n: NewsletterRow, timeZone: string): string {
  return n.status === 'Bounced' && n.bouncedAt ? `Bounced ${dateTime(n.bouncedAt, timeZone)}` : n.status
}

export const newsletterKind = kindColumns('newsletters', [
  idColumn,
  email,
  {
    id: 'status',
    header: 'Status',
    fields: ['status', 'bouncedAt', 'bounceReason'],
    text: subscriberStatus,
  },
  leadStatus,
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
  leadStatus,
  attribution,
  createdAt('Download Date'),
])

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
  leadStatus,
  attribution,
  createdAt('Date'),
])

export const meetingStates = { booked: 'Booked', confirmed: 'Confirmed', cancelled: 'Cancelled' } as const

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
  leadStatus,
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

export function meetingWhen(startsAt: string, timeZone: string): string {
  return `${dateTime(startsAt, timeZone)} ${zoneName(startsAt, timeZone)}`
}
const zoneName = (at: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' })
    .formatToParts(new Date(at))
    .find((p) => p.type === 'timeZoneName')?.value ?? timeZone

export function tableColumns<Row>(kind: KindColumns<Row>) {
  return kind.columns.filter((column): column is Extract<LeadColumn<Row>, { header: string }> => Boolean(column.header))
}

/** Spec §7: every field of the server's row, in its order. */
export function csvFields<Row>(kind: KindColumns<Row>): (keyof Row & string)[] {
  return kind.columns.flatMap((column) => column.fields)
}

export const kindLabel = (kind: LeadKind) => {
  const { noun } = leadKinds[kind]
  return noun.charAt(0).toUpperCase() + noun.slice(1)
}

/** Every kind, newest first: no CSV of its own (each kind's tab has the spec's). */
export const allLeadsKind: KindColumns<AllLeadsRow> = {
  id: 'all',
  ...allLeads,
  fileName: '',
  columns: [
    createdAt('Date'),
    { id: 'kind', header: 'Kind', fields: ['kind'], text: (row) => kindLabel(row.kind) },
    {
      id: 'name',
      header: 'Name',
      fields: ['firstName', 'lastName', 'email'],
      text: (row) => (row.firstName ? `${row.firstName} ${row.lastName}` : row.email),
    },
    { id: 'district', header: 'District', fields: ['district'], text: (row) => row.district ?? '' },
    attribution,
    { id: 'status', header: 'Status', fields: ['status'], text: (row) => statusLabel(row.status) },
  ],
}

export const leadColumns = {
  contacts: contactKind,
  newsletters: newsletterKind,
  downloads: downloadKind,
  quizReports: quizReportKind,
  meetings: meetingKind,
} satisfies { [K in LeadKind]: KindColumns<LeadRow<K>> }

export const tabColumns = { all: allLeadsKind, ...leadColumns }
