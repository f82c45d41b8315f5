import { date, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'

/** One salt per day, deleted once the day is over so a visitor's hash cannot be recomputed (decision 29). */
export const analyticsSalts = pgTable('analytics_salts', {
  day: date('day', { mode: 'string' }).primaryKey(),
  salt: text('salt').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

/** Bounded by the site's pages, never by what a visitor sends: sources live on visits_daily (decision 43). */
export const pageViewsDaily = pgTable(
  'page_views_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    path: text('path').notNull(),
    device: text('device').$type<DeviceClass>().notNull(),
    views: integer('views').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.path, t.device] })],
)

/** One row per visitor and day, keyed by the salted hash (decision 29). */
export const visitsDaily = pgTable(
  'visits_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    visitor: text('visitor').notNull(),
    landingPath: text('landing_path').notNull(),
    /** '' for none or our own site */
    referrerHost: text('referrer_host').notNull().default(''),
    utmSource: text('utm_source').notNull().default(''),
    utmMedium: text('utm_medium').notNull().default(''),
    utmCampaign: text('utm_campaign').notNull().default(''),
    device: text('device').$type<DeviceClass>().notNull(),
    views: integer('views').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.visitor] }), index('visits_daily_landing_idx').on(t.landingPath, t.day)],
)

export type DeviceClass = 'phone' | 'tablet' | 'desktop'
