import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { identitySearchText, leadAttribution, leadIdentity, leadStatusColumn, leadStatusKnown } from './leads.ts'
import { oneOf } from './columns.ts'

/** ISO weekday (1 Monday … 7 Sunday), "HH:MM" on the site's clocks. */
export interface WeeklyHours {
  weekday: number
  start: string
  end: string
}

export interface DaysOff {
  from: string
  to: string
}

/** One row (id 1), absent until the admin first saves (decision 40). */
export const bookingSettings = pgTable(
  'booking_settings',
  {
    id: smallint('id').primaryKey().default(1),
    weeklyHours: jsonb('weekly_hours').$type<WeeklyHours[]>().notNull(),
    meetingMinutes: smallint('meeting_minutes').notNull(),
    bufferBeforeMinutes: smallint('buffer_before_minutes').notNull(),
    bufferAfterMinutes: smallint('buffer_after_minutes').notNull(),
    minimumNoticeMinutes: integer('minimum_notice_minutes').notNull(),
    horizonDays: smallint('horizon_days').notNull(),
    /** null: no cap */
    dailyCap: smallint('daily_cap'),
    daysOff: jsonb('days_off').$type<DaysOff[]>().notNull(),
    /** a secret iCal address, read for busy times */
    calendarUrl: text('calendar_url'),
    /** where meetings happen (decision 59): a video room's https address, phone calls, or both for the visitor to choose */
    videoUrl: text('video_url'),
    phoneCalls: boolean('phone_calls').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  () => [check('booking_settings_one_row', sql`id = 1`)],
)

export const MEETING_PLACES = ['video', 'phone'] as const

export const BOOKING_STATUSES = ['booked', 'cancelled'] as const

/** Shared by a booking request and the meeting it becomes, so one is copied into the other whole. */
const visitorColumns = () => ({
  /** the same for every version of the meeting; the manage link's token is derived from it */
  uid: text('uid').notNull(),
  ...leadIdentity(),
  agenda: text('agenda'),
  ...leadAttribution(),
  /** the token itself is only ever in the visitor's emails */
  manageTokenHash: text('manage_token_hash').notNull(),
  visitorTimeZone: text('visitor_time_zone').notNull(),
  /** how the meeting happens (decision 59): 'video' or 'phone'; null for meetings booked before places */
  place: text('place', { enum: MEETING_PLACES }),
  /** the visitor's number in E.164, for a phone call */
  phone: text('phone'),
})

/**
 * PostgreSQL refuses two live bookings whose held ranges overlap: the exclusion constraint
 * `bookings_no_overlap` was added by hand to migration 0023 because drizzle-kit cannot express it.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: serial('id').primaryKey(),
    ...visitorColumns(),
    /** the iCalendar SEQUENCE */
    sequence: integer('sequence').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    heldFrom: timestamp('held_from', { withTimezone: true }).notNull(),
    heldUntil: timestamp('held_until', { withTimezone: true }).notNull(),
    status: text('status', { enum: BOOKING_STATUSES }).notNull().default('booked'),
    /** the video room's address when booked, or set since (a change re-sends the invitation) */
    videoUrl: text('video_url'),
    /** the lead's first response (decision 40) */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledBy: text('cancelled_by', { enum: ['visitor', 'consultant'] }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** the lead pipeline (decision 62); `status` above is the booking's own: booked or cancelled */
    leadStatus: leadStatusColumn('lead_status'),
  },
  (t) => [
    uniqueIndex('bookings_uid_unique').on(t.uid),
    uniqueIndex('bookings_manage_token_unique').on(t.manageTokenHash),
    index('bookings_starts_at_idx').on(t.startsAt),
    index('bookings_email_lower_idx').on(sql`lower(${t.email})`),
    index('bookings_created_at_idx').on(t.createdAt),
    index('bookings_search_idx').using('gin', sql`${identitySearchText(t)} gin_trgm_ops`),
    oneOf('bookings_status_known', t.status, BOOKING_STATUSES),
    leadStatusKnown('bookings_lead', t.leadStatus),
    check(
      'bookings_times_ordered',
      sql`${t.heldFrom} <= ${t.startsAt} and ${t.startsAt} < ${t.endsAt} and ${t.endsAt} <= ${t.heldUntil}`,
    ),
  ],
)

/** Holds nothing until confirmed from the emailed link; deleted a day after it expired (decision 40). */
export const bookingRequests = pgTable(
  'booking_requests',
  {
    id: serial('id').primaryKey(),
    ...visitorColumns(),
    /** the meeting's length and buffers are the settings' at confirmation */
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** the same mailbox had a live meeting, which was moved to this time instead */
    movedBookingId: integer('moved_booking_id').references(() => bookings.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('booking_requests_uid_unique').on(t.uid),
    uniqueIndex('booking_requests_manage_token_unique').on(t.manageTokenHash),
    index('booking_requests_expires_at_idx').on(t.expiresAt),
  ],
)
