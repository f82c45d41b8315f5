import { date, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * Privacy-first site analytics (decision 29): counted by the server, no cookie, no script, no
 * address or user agent stored.
 *
 * The salt of each day (on the site's clocks), shared by every instance, deleted once the day is
 * over: a visitor's hash cannot be recomputed, nor linked to the next day's, after that.
 */
export const analyticsSalts = pgTable('analytics_salts', {
  day: date('day', { mode: 'string' }).primaryKey(),
  salt: text('salt').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

/** Where a view or visit came from, and on what: '' for a tag or referrer that is absent. */
function source() {
  return {
    /** the referring site's host name, '' for none or our own */
    referrerHost: text('referrer_host').notNull().default(''),
    utmSource: text('utm_source').notNull().default(''),
    utmMedium: text('utm_medium').notNull().default(''),
    utmCampaign: text('utm_campaign').notNull().default(''),
    device: text('device').$type<DeviceClass>().notNull(),
  }
}

/**
 * Page views per day, page and device class: a rollup the counters add to, kept a little over a
 * year. Its rows are bounded by the site's pages (only pages that answered 200 count), never by
 * what a visitor sends: where visits came from is kept per visitor in visits_daily, for 90 days
 * (migration 0019 folded the sources this table once had; docs/security.md says why).
 */
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

/**
 * One row per visitor and day: the salted hash (never the address), where the visit landed and
 * came from, and how many pages it viewed. Counting the rows of a day counts its unique visitors;
 * a lead's landing page is read from here (by the same hash) when it is sent.
 */
export const visitsDaily = pgTable(
  'visits_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    visitor: text('visitor').notNull(),
    landingPath: text('landing_path').notNull(),
    ...source(),
    views: integer('views').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.visitor] }), index('visits_daily_landing_idx').on(t.landingPath, t.day)],
)

export type DeviceClass = 'phone' | 'tablet' | 'desktop'
