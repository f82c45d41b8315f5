import { and, asc, desc, eq, getTableColumns, inArray, sql } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import {
  bookings,
  contacts,
  emailOutbox,
  leadActivity,
  newsletters,
  quizReports,
  resourceDownloads,
} from '#db/schema/index.ts'
import { pick, type Db, type Tx } from '#app/lib/db.server.ts'
import type { EmailJob } from './lead-emails.server.ts'
import type { LeadKind, PersonKey } from './lead-kinds.ts'
import type { Attribution } from './lead-source.ts'
import { emailState, type EmailState } from './email-state.ts'
import { personMeetings } from './meetings.server.ts'
import { RESPONDED_STATUSES, type LeadStatus } from './lead-status.ts'
import { queueWebhook, webhookLead } from '#app/features/webhooks/webhook-queue.server.ts'
import { bounceReason, subscriberState, subscriberStateSince } from './subscriber-state.server.ts'

const REQUEST_EMAILS = {
  'contact-notify': 'notify',
  'contact-ack': 'ack',
  'contact-reminder': 'reminder',
} as const satisfies Partial<Record<EmailJob['kind'], string>>
export type RequestEmail = (typeof REQUEST_EMAILS)[keyof typeof REQUEST_EMAILS]
/** One of each per request: the outbox's dedupe key (decision 5). */
export const requestEmailKey = (contactId: number, email: RequestEmail) => `contact:${contactId}:${email}`

export const contactColumns = { ...getTableColumns(contacts), status: sql<LeadStatus>`${contacts.status}` }

/** Where each kind keeps its place in the pipeline (decision 62); bookings' own `status` is booked or cancelled. */
export const leadStatusColumns = {
  contacts: { table: contacts, id: contacts.id, status: contacts.status },
  newsletters: { table: newsletters, id: newsletters.id, status: newsletters.status },
  downloads: { table: resourceDownloads, id: resourceDownloads.id, status: resourceDownloads.status },
  quizReports: { table: quizReports, id: quizReports.id, status: quizReports.status },
  meetings: { table: bookings, id: bookings.id, status: bookings.leadStatus },
} satisfies Record<LeadKind, { table: PgTable; id: PgColumn; status: PgColumn }>

export interface LeadStatusChange {
  kind: LeadKind
  id: number
  from: LeadStatus
  to: LeadStatus
}

/**
 * The one place a lead's status changes. A request also logs the move and keeps its first response
 * (the 4-hour promise); a move back to New clears it, so the next is measured from arrival again.
 */
export async function changeLeadStatus(
  db: Db | Tx,
  kind: LeadKind,
  id: number,
  status: LeadStatus,
  { author, now }: { author: string; now: Date },
): Promise<LeadStatusChange | null> {
  const t: (typeof leadStatusColumns)[LeadKind] = leadStatusColumns[kind]
  return db.transaction(async (tx) => {
    const [current] = await tx.select({ status: t.status }).from(t.table).where(eq(t.id, id)).for('update')
    if (!current) return null
    const from = current.status as LeadStatus
    if (from !== status) {
      await tx
        .update(t.table)
        .set({ [kind === 'meetings' ? 'leadStatus' : 'status']: status })
        .where(eq(t.id, id))
      if (kind === 'contacts') {
        const responded = RESPONDED_STATUSES.includes(status) ? now : null
        await tx
          .update(contacts)
          .set({
            firstResponseAt: status === 'new' ? null : sql`coalesce(${contacts.firstResponseAt}, ${responded})`,
          })
          .where(eq(contacts.id, id))
        await tx
          .insert(leadActivity)
          .values({ contactId: id, kind: 'status', fromStatus: from, toStatus: status, author, createdAt: now })
      }
      await queueWebhook(
        tx,
        'lead.status_changed',
        { lead: await webhookLeadOf(tx, kind, id), previousStatus: from },
        now,
      )
    }
    return { kind, id, from, to: status }
  })
}

async function webhookLeadOf(tx: Tx, kind: LeadKind, id: number) {
  const { table, id: idColumn } = leadStatusColumns[kind]
  const [row] = await tx
    .select()
    .from(table as typeof contacts)
    .where(eq(idColumn, id))
  return webhookLead[kind](row as never)
}

/** A request's change, answered with the request as it now is (its first response included). */
export async function changeStatus(
  db: Db,
  contactId: number,
  status: LeadStatus,
  { author, now }: { author: string; now: Date },
) {
  return db.transaction(async (tx) => {
    const lead = await changeLeadStatus(tx, 'contacts', contactId, status, { author, now })
    if (!lead) return null
    const [contact] = await tx.select(contactColumns).from(contacts).where(eq(contacts.id, contactId))
    return { lead, contact: contact! }
  })
}

export async function addNote(db: Db, contactId: number, body: string, { author, now }: { author: string; now: Date }) {
  const [exists] = await db.select({ id: contacts.id }).from(contacts).where(eq(contacts.id, contactId))
  if (!exists) return null
  const [note] = await db
    .insert(leadActivity)
    .values({ contactId, kind: 'note', body, author, createdAt: now })
    .returning({ ...pick(leadActivity, ['id', 'body', 'author']), at: leadActivity.createdAt })
  return { ...note!, body: note!.body ?? '' }
}

export type TimelineEvent =
  | ({ kind: 'arrived'; at: Date } & Attribution)
  | {
      kind: 'email'
      at: Date
      email: RequestEmail
      state: EmailState
      error: string | null
    }
  | { kind: 'status'; at: Date; from: LeadStatus; to: LeadStatus; author: string }
  | { kind: 'note'; at: Date; id: number; body: string; author: string }

async function timelines(db: Db, requests: readonly ({ id: number; createdAt: Date } & Attribution)[]) {
  const ids = requests.map((r) => r.id)
  const byId = new Map<number, TimelineEvent[]>(
    requests.map((r) => [
      r.id,
      [{ kind: 'arrived', at: r.createdAt, ...pick(r, ['utmSource', 'utmMedium', 'utmCampaign', 'referrer']) }],
    ]),
  )
  if (ids.length === 0) return byId
  const [activity, emails] = await Promise.all([
    db
      .select()
      .from(leadActivity)
      .where(inArray(leadActivity.contactId, ids))
      .orderBy(asc(leadActivity.createdAt), asc(leadActivity.id)),
    db
      .select(pick(emailOutbox, ['subjectId', 'kind', 'status', 'sentAt', 'lastError', 'createdAt']))
      .from(emailOutbox)
      .where(
        and(
          eq(emailOutbox.subjectType, 'contact'),
          inArray(emailOutbox.subjectId, ids),
          inArray(emailOutbox.kind, Object.keys(REQUEST_EMAILS)),
        ),
      ),
  ])
  for (const row of emails) {
    const state = emailState(row.status)
    byId.get(row.subjectId!)?.push({
      kind: 'email',
      at: row.sentAt ?? row.createdAt,
      email: REQUEST_EMAILS[row.kind as keyof typeof REQUEST_EMAILS],
      state,
      error: state === 'sent' ? null : row.lastError,
    })
  }
  for (const { createdAt: at, author, ...row } of activity) {
    byId
      .get(row.contactId)!
      .push(
        row.kind === 'note'
          ? { kind: 'note', at, id: row.id, body: row.body ?? '', author }
          : { kind: 'status', at, from: row.fromStatus as LeadStatus, to: row.toStatus as LeadStatus, author },
      )
  }
  for (const events of byId.values()) events.sort((a, b) => a.at.getTime() - b.at.getTime())
  return byId
}

export const PERSON_LIMIT = 50

/** The report's id, qualified: in a one-table select Drizzle writes bare column names, which a subquery would read as its own. */
const reportId = sql`${sql.identifier('quiz_reports')}.${sql.identifier('id')}`
const reportEmail = (column: PgColumn) => sql<string | null>`(select ${column} from ${emailOutbox}
  where ${emailOutbox.subjectType} = 'quiz-report' and ${emailOutbox.subjectId} = ${reportId}
    and ${emailOutbox.kind} = 'quiz-report' limit 1)`
const identity = ['id', 'firstName', 'lastName', 'position', 'district'] as const

/** Each kind's part is its own query, under its `person` key of lead-kinds.ts (the compiler checks). */

export async function person(db: Db, email: string) {
  const address = email.trim().toLowerCase()
  const [requests, downloads, [subscription], [counts], reports, meetings] = await Promise.all([
    db
      .select(contactColumns)
      .from(contacts)
      .where(sql`lower(${contacts.email}) = ${address}`)
      .orderBy(desc(contacts.createdAt), desc(contacts.id))
      .limit(PERSON_LIMIT),
    db
      .select(pick(resourceDownloads, [...identity, 'resourceTitle', 'createdAt']))
      .from(resourceDownloads)
      .where(sql`lower(${resourceDownloads.email}) = ${address}`)
      .orderBy(desc(resourceDownloads.createdAt), desc(resourceDownloads.id))
      .limit(PERSON_LIMIT),
    db
      .select({ state: subscriberState, since: subscriberStateSince, bounceReason })
      .from(newsletters)
      .where(eq(newsletters.email, address)),
    db
      .select({
        requests: sql<number>`(select count(*)::int from ${contacts} where lower(${contacts.email}) = ${address})`,
        downloads: sql<number>`(select count(*)::int from ${resourceDownloads} where lower(${resourceDownloads.email}) = ${address})`,
      })
      .from(sql`(select 1) as one`),
    // No sent time when the address already had a visitor email that day (decision 39).
    db
      .select({
        ...pick(quizReports, [...identity, 'score', 'questionCount', 'missedCategories', 'createdAt']),
        emailStatus: reportEmail(emailOutbox.status),
        emailedAt: reportEmail(emailOutbox.sentAt),
      })
      .from(quizReports)
      .where(sql`lower(${quizReports.email}) = ${address}`)
      .orderBy(desc(quizReports.createdAt), desc(quizReports.id))
      .limit(PERSON_LIMIT),
    personMeetings(db, address, PERSON_LIMIT),
  ])
  const events = await timelines(db, requests)
  return {
    email: address,
    requests: requests.map((r) => ({ ...r, timeline: events.get(r.id)! })),
    downloads,
    quizReports: reports,
    meetings,
    newsletter: subscription ?? null,
    totals: counts ?? { requests: requests.length, downloads: downloads.length },
  } satisfies Record<PersonKey, unknown> & Record<string, unknown>
}
