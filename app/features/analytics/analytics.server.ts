import { createHash, randomBytes } from 'node:crypto'
import { and, eq, lt, sql } from 'drizzle-orm'
import { analyticsSalts, pageViewsDaily, visitsDaily, type DeviceClass } from '#db/schema/index.ts'
import type { Db } from '#app/lib/db.server.ts'
import { addDays, calendarDay } from '#app/lib/dates.ts'
import type { Logger } from '#app/lib/logger.server.ts'
import { trafficInsights, type TrafficInsights } from './traffic.server.ts'
import type { TrafficPeriod } from './traffic.ts'
import { USER_AGENT_MAX, type Campaign } from './visit.ts'

/**
 * One counted page view, as the server saw it. The address and user agent are hashed as the view
 * is recorded, and only the digest is kept until the flush; neither is ever stored.
 */
export interface PageView {
  path: string
  referrerHost: string
  campaign: Campaign
  device: DeviceClass
  address: string
  userAgent: string
}

/**
 * Counts page views in memory and adds them to the daily rollups on `flush` (decision 29), which
 * a job calls every few seconds and the runtime once more at shutdown.
 */
export interface Analytics {
  record(view: PageView): void
  /** adds what was counted since the last flush to the database */
  flush(): Promise<void>
  /** the first page of this visitor's visit today, for a lead they send; null when not counted */
  landingPath(address: string, userAgent: string): Promise<string | null>
  /**
   * Deletes the salts of days that are over (their hashes can no longer be recomputed), visitor
   * rows older than the Insights read, and page-view rows older than RETAIN_VIEWS_DAYS.
   */
  prune(): Promise<{ salts: number; visits: number; views: number }>
  /** what the Insights show of the traffic of the last `days` days, by day or week */
  traffic(options: { days: TrafficPeriod; by: 'day' | 'week' }): Promise<TrafficInsights>
}

/**
 * What is held in memory between flushes, at most (a few MB): beyond this many visitors, views
 * still count but not as visitors; beyond this many distinct rollup rows, a view counts as one
 * of "(other)" pages without its source.
 */
export const PENDING_MAX = 20_000
/**
 * What one instance adds in a day, at most, whatever a stranger sends (made-up user agents,
 * referrers or campaign tags): new visitor rows, and distinct sources (referrer and campaign
 * tags) beyond which a view counts without its source. A busy day of a small consultancy's site
 * is a few thousand visitors.
 */
export const DAILY_VISITORS_MAX = 100_000
export const DAILY_SOURCES_MAX = 2_000
/** Kept: visitor rows for the longest Insights period, page views for a little over a year. */
export const RETAIN_VISITS_DAYS = 90
export const RETAIN_VIEWS_DAYS = 400
export const OTHER_PAGES = '(other)'
/**
 * New visitors one client address may add in a day: a school network behind one address has many
 * devices, but a stranger inventing user agents from one address gains no more than this.
 */
export const DAILY_VISITORS_PER_CLIENT = 200
/** Client addresses whose new visitors are counted today, at most (each entry ~100 bytes). */
const CLIENTS_TRACKED_MAX = 20_000
const INSERT_BATCH = 500

/**
 * Who a view came from, as held until the flush: a digest of the address and user agent, so a
 * pending visit holds 22 characters however long the agent was (analytics.test.ts measures it).
 */
export function visitorDigest(address: string, userAgent: string): string {
  return createHash('sha256').update(`${address}\n${userAgent}`).digest('base64url').slice(0, 22)
}

interface PendingVisit {
  day: string
  who: string
  landingPath: string
  referrerHost: string
  campaign: Campaign
  device: DeviceClass
  views: number
}

export function createAnalytics({
  db,
  clock,
  timeZone,
  siteHost,
  logger,
}: {
  db: Db
  clock: () => Date
  timeZone: string
  siteHost: string
  logger: Logger
}): Analytics {
  let views = new Map<string, number>()
  let visits = new Map<string, PendingVisit>()
  /** what this instance has added today, against the daily limits */
  let added = { day: '', visitors: 0, sources: new Set<string>(), byClient: new Map<string, number>() }
  const salts = new Map<string, { salt: Promise<string | null>; make: boolean }>()

  const visitKey = (day: string, who: string) => `${day}\n${who}`

  /** Today on the site's clocks, worked out at most once a second (it is asked on every view). */
  let today = { day: '', until: 0 }
  function dayNow(): string {
    const now = clock().getTime()
    if (now >= today.until || now < today.until - 1000)
      today = { day: calendarDay(new Date(now), timeZone), until: now + 1000 }
    return today.day
  }

  /**
   * The day's salt, made by the first instance that needs it and read by the others. Only a
   * flush of today's views makes one (`make`): a flush just after midnight finds yesterday's if it
   * is still there, and a lead asking for its landing page on a day without views finds none; then
   * the answer is null (not remembered, so a later view can still make it), never a salt brought back.
   */
  function saltOf(day: string, { make }: { make: boolean }): Promise<string | null> {
    const known = salts.get(day)
    // A lookup that may not make one does not answer a flush that must.
    if (known && (known.make || !make)) return known.salt
    const salt = (async () => {
      if (make) {
        await db
          .insert(analyticsSalts)
          .values({ day, salt: randomBytes(32).toString('base64url') })
          .onConflictDoNothing()
      }
      const [row] = await db
        .select({ salt: analyticsSalts.salt })
        .from(analyticsSalts)
        .where(eq(analyticsSalts.day, day))
      return row?.salt ?? null
    })()
    salts.set(day, { salt, make })
    for (const old of salts.keys()) if (old < day) salts.delete(old)
    const forget = () => salts.get(day)?.salt === salt && salts.delete(day)
    void salt.then((found) => found ?? forget(), forget)
    return salt
  }

  async function visitorOf(day: string, who: string, make: boolean): Promise<string | null> {
    const salt = await saltOf(day, { make: make && day === dayNow() })
    if (salt === null) return null
    return createHash('sha256').update(`${salt}\n${siteHost}\n${who}`).digest('base64url').slice(0, 22)
  }

  /** Whether this client address may add another new visitor today (DAILY_VISITORS_PER_CLIENT). */
  function mayAddVisitor(address: string): boolean {
    const count = added.byClient.get(address)
    if (count === undefined && added.byClient.size >= CLIENTS_TRACKED_MAX) return false
    if ((count ?? 0) >= DAILY_VISITORS_PER_CLIENT) return false
    added.byClient.set(address, (count ?? 0) + 1)
    return true
  }

  async function flushViews(batch: Map<string, number>) {
    const rows = [...batch].map(([key, count]) => {
      const [day, path, referrerHost, utmSource, utmMedium, utmCampaign, device] = key.split('\n') as [
        string,
        string,
        string,
        string,
        string,
        string,
        DeviceClass,
      ]
      return { day, path, referrerHost, utmSource, utmMedium, utmCampaign, device, views: count }
    })
    for (let i = 0; i < rows.length; i += INSERT_BATCH) {
      await db
        .insert(pageViewsDaily)
        .values(rows.slice(i, i + INSERT_BATCH))
        .onConflictDoUpdate({
          target: [
            pageViewsDaily.day,
            pageViewsDaily.path,
            pageViewsDaily.referrerHost,
            pageViewsDaily.utmSource,
            pageViewsDaily.utmMedium,
            pageViewsDaily.utmCampaign,
            pageViewsDaily.device,
          ],
          set: { views: sql`${pageViewsDaily.views} + excluded.views` },
        })
    }
  }

  async function flushVisits(batch: Map<string, PendingVisit>) {
    const hashed = await Promise.all(
      [...batch.values()].map(async (v) => ({
        day: v.day,
        visitor: await visitorOf(v.day, v.who, true),
        landingPath: v.landingPath,
        referrerHost: v.referrerHost,
        ...v.campaign,
        device: v.device,
        views: v.views,
      })),
    )
    const rows = hashed.filter((row): row is typeof row & { visitor: string } => row.visitor !== null)
    for (let i = 0; i < rows.length; i += INSERT_BATCH) {
      // The first instance to write a visitor's day sets where the visit landed; later views add up.
      await db
        .insert(visitsDaily)
        .values(rows.slice(i, i + INSERT_BATCH))
        .onConflictDoUpdate({
          target: [visitsDaily.day, visitsDaily.visitor],
          set: { views: sql`${visitsDaily.views} + excluded.views` },
        })
    }
  }

  return {
    record(view) {
      const day = dayNow()
      if (added.day !== day) added = { day, visitors: 0, sources: new Set(), byClient: new Map() }
      const { utmSource, utmMedium, utmCampaign } = view.campaign
      const source = [view.referrerHost, utmSource, utmMedium, utmCampaign].join('\n')
      const knownSource = added.sources.has(source) || added.sources.size < DAILY_SOURCES_MAX
      if (knownSource) added.sources.add(source)
      let key = [day, view.path, knownSource ? source : '\n\n\n', view.device].join('\n')
      if (views.size >= PENDING_MAX && !views.has(key)) key = [day, OTHER_PAGES, '', '', '', '', view.device].join('\n')
      views.set(key, (views.get(key) ?? 0) + 1)
      const who = visitorDigest(view.address, view.userAgent)
      const visit = visitKey(day, who)
      const pending = visits.get(visit)
      if (pending) pending.views += 1
      else if (visits.size < PENDING_MAX && added.visitors < DAILY_VISITORS_MAX && mayAddVisitor(view.address)) {
        added.visitors += 1
        visits.set(visit, {
          day,
          who,
          landingPath: view.path,
          referrerHost: knownSource ? view.referrerHost : '',
          campaign: knownSource ? view.campaign : { utmSource: '', utmMedium: '', utmCampaign: '' },
          device: view.device,
          views: 1,
        })
      }
    },

    async flush() {
      const [viewBatch, visitBatch] = [views, visits]
      if (viewBatch.size === 0 && visitBatch.size === 0) return
      views = new Map()
      visits = new Map()
      try {
        await flushViews(viewBatch)
        await flushVisits(visitBatch)
      } catch (error) {
        // Lost rather than retried forever: a few seconds of counts, never a request (decision 29).
        logger.warn({ err: error, views: viewBatch.size, visits: visitBatch.size }, 'page views not saved')
      }
    },

    async landingPath(address, userAgent) {
      const day = dayNow()
      const who = visitorDigest(address, userAgent.slice(0, USER_AGENT_MAX))
      const pending = visits.get(visitKey(day, who))
      // No salt today means no view was counted today: nothing to find, and no salt is made.
      const visitor = await visitorOf(day, who, false)
      if (visitor === null) return pending?.landingPath ?? null
      const [stored] = await db
        .select({ landingPath: visitsDaily.landingPath })
        .from(visitsDaily)
        .where(and(eq(visitsDaily.day, day), eq(visitsDaily.visitor, visitor)))
      return stored?.landingPath ?? pending?.landingPath ?? null
    },

    traffic: ({ days, by }) => trafficInsights(db, { days, by, now: clock(), timeZone }),

    async prune() {
      const today = dayNow()
      const [salts, visits, views] = await Promise.all([
        db.delete(analyticsSalts).where(lt(analyticsSalts.day, today)).returning({ day: analyticsSalts.day }),
        db
          .delete(visitsDaily)
          .where(lt(visitsDaily.day, addDays(today, -RETAIN_VISITS_DAYS)))
          .returning({ day: visitsDaily.day }),
        db
          .delete(pageViewsDaily)
          .where(lt(pageViewsDaily.day, addDays(today, -RETAIN_VIEWS_DAYS)))
          .returning({ day: pageViewsDaily.day }),
      ])
      return { salts: salts.length, visits: visits.length, views: views.length }
    },
  }
}
