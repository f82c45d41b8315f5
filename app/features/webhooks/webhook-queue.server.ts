import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import type { bookings, contacts, newsletters, quizReports, resourceDownloads } from '#db/schema/index.ts'
import type { Db, Tx } from '#app/lib/db.server.ts'
import type { LEAD_KINDS, WebhookEventType, WebhookLead } from './webhook-events.ts'

/** The deliverer listens on it; PostgreSQL sends it at commit, so a rolled-back lead wakes nobody. */
export const WEBHOOK_CHANNEL = 'webhook_queued'

type Attributed = {
  utmSource: string | null
  utmMedium: string | null
  utmCampaign: string | null
  referrer: string | null
  landingPath: string | null
}
type Person = { id: number; email: string; createdAt: Date } & Attributed

/** `url` is a path here; the deliverer makes it absolute with SITE_URL when it sends. */
function lead(
  kind: (typeof LEAD_KINDS)[number],
  tab: string,
  row: Person & Partial<Record<'firstName' | 'lastName' | 'position' | 'district', string>>,
  details: WebhookLead['details'],
  status: string,
): WebhookLead {
  return {
    kind,
    id: row.id,
    email: row.email,
    firstName: row.firstName ?? null,
    lastName: row.lastName ?? null,
    position: row.position ?? null,
    district: row.district ?? null,
    createdAt: row.createdAt.toISOString(),
    status: status as WebhookLead['status'],
    details,
    attribution: {
      utmSource: row.utmSource,
      utmMedium: row.utmMedium,
      utmCampaign: row.utmCampaign,
      referrer: row.referrer,
      landingPage: row.landingPath,
    },
    url: `/admin-contacts?${new URLSearchParams({ tab, q: row.email })}`,
  }
}

/** Each event source's lead, from the row it just wrote; keyed as the lead kinds are (lead-kinds.ts). */
export const webhookLead = {
  contacts: (row: typeof contacts.$inferSelect) =>
    lead(
      'consultation_request',
      'contacts',
      row,
      { studentCount: row.studentCount, services: row.services ?? [], message: row.message },
      row.status,
    ),
  downloads: (row: typeof resourceDownloads.$inferSelect) =>
    lead('resource_download', 'downloads', row, { resourceTitle: row.resourceTitle }, row.status),
  quizReports: (row: typeof quizReports.$inferSelect) =>
    lead(
      'quiz_report',
      'quizReports',
      row,
      {
        studentCount: row.studentCount,
        score: row.score,
        questionCount: row.questionCount,
        missedCategories: row.missedCategories,
      },
      row.status,
    ),
  newsletters: (row: typeof newsletters.$inferSelect) =>
    lead('newsletter_subscriber', 'newsletters', row, {}, row.status),
  meetings: (row: typeof bookings.$inferSelect) =>
    lead('meeting', 'meetings', row, { agenda: row.agenda, phone: row.phone }, row.leadStatus),
}

export function webhookBooking(row: typeof bookings.$inferSelect) {
  return {
    id: row.id,
    uid: row.uid,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    timeZone: row.visitorTimeZone,
    place: row.place,
    status: row.status,
    cancelledBy: row.cancelledBy,
  }
}

/**
 * One event for every active endpoint that chose its type, in the caller's transaction (the
 * outbox, decision 5): the lead and its deliveries commit together or not at all. Nothing is
 * stored when no endpoint wants it.
 */
export async function queueWebhook(
  tx: Tx | Db,
  type: WebhookEventType,
  data: Record<string, unknown>,
  now = new Date(),
): Promise<void> {
  const payload = { type, timestamp: now.toISOString(), data }
  await tx.execute(sql`
    with targets as (
      select id from webhook_endpoints where status = 'active' and ${type} = any(events)
    ), event as (
      insert into webhook_events (message_id, type, payload, created_at)
      select ${`msg_${randomUUID().replaceAll('-', '')}`}, ${type}, ${JSON.stringify(payload)}::jsonb, ${now}
      where exists (select 1 from targets)
      returning id
    ), queued as (
      insert into webhook_deliveries (endpoint_id, event_id, next_attempt_at)
      select targets.id, event.id, ${now} from targets, event
      returning id
    )
    select pg_notify(${WEBHOOK_CHANNEL}, '') from queued limit 1`)
}

/** The three changes of a meeting that a CRM hears of; a change of place is not one. */
export async function queueBookingWebhook(
  tx: Tx,
  row: typeof bookings.$inferSelect,
  change: 'booked' | 'moved' | 'cancelled' | 'place',
  now: Date,
) {
  const data = { lead: webhookLead.meetings(row), booking: webhookBooking(row) }
  if (change === 'booked') await queueWebhook(tx, 'lead.created', { lead: data.lead }, now)
  if (change === 'booked') await queueWebhook(tx, 'booking.confirmed', data, now)
  if (change === 'moved') await queueWebhook(tx, 'booking.rescheduled', data, now)
  if (change === 'cancelled') await queueWebhook(tx, 'booking.cancelled', data, now)
}
