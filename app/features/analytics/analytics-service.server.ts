import { createHash, randomBytes } from 'node:crypto'
import { and, eq, lt, sql } from 'drizzle-orm'
import { analyticsSalts, pageViewsDaily, visitsDaily, type DeviceClass } from '#db/schema/index.ts'
import type { Db } from '#app/lib/db.server.ts'
import { addDays, calendarDay } from '#app/lib/dates.ts'
import type { Logger } from '#app/lib/logger.server.ts'
import { trafficInsights, type TrafficInsights } from './traffic.server.ts'
import { OTHER, type TrafficPeriod } from './traffic.ts'
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
 * still count but not as visitors; beyond this many pages (more than the site has), a view counts
 * as one of the "(other)" pages.
 */
export const PENDING_MAX = 20_000
/**
 * What one instance adds in a day, at most, whatever a stranger sends (made-up user agents,
 * referrers or campaign tags): new visitor rows, and distinct sources (referrer and campaign
 * tags), beyond which a visit's source is "(other)". A busy day of a small consultancy's site is
 * a few thousand visitors from a few dozen sources.
 */
export const DAILY_VISITORS_MAX = 100_000
export const DAILY_SOURCES_MAX = 2_000
/**
 * Kept: visitor rows (and with them where visits came from) for the longest Insights period, page
 * totals for a little over a year.
 */
export const RETAIN_VISITS_DAYS = 90
export const RETAIN_VIEWS_DAYS = 400
/**
 * New visitors, and new sources, one client address may add in a day: a school network behind one
 * address has many devices, but a stranger inventing user agents or campaign tags from one address
 * gains no more than this, and cannot spend the day's allowance of sources that real referrers and
 * campaigns need (docs/security.md).
 */
export const DAILY_VISITORS_PER_CLIENT = 200
export const DAILY_SOURCES_PER_CLIENT = 10
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

function newDay(day: string) {
  return {
    day,
    visitors: 0,
    sources: new Set<string>(),
    byClient: new Map<string, { visitors: number; sources: number }>(),
  }
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
  let added = newDay('')
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

  /**
   * What this client address has added today (DAILY_VISITORS_PER_CLIENT, DAILY_SOURCES_PER_CLIENT);
   * null once too many addresses are tracked today, when a new one adds nothing.
   */
  function clientOf(address: string): { visitors: number; sources: number } | null {
    let client = added.byClient.get(address)
    if (!client && added.byClient.size < CLIENTS_TRACKED_MAX) {
      client = { visitors: 0, sources: 0 }
      added.byClient.set(address, client)
    }
    return client ?? null
  }

  /**
   * Where a new visit came from, as it will be stored: its own referrer and tags when the source is
   * known today or may still be added (within the day's and the client's allowance), else "(other)"
   * in place of each one it had.
   */
  function sourceOf(view: PageView, client: { sources: number }): Pick<PendingVisit, 'referrerHost' | 'campaign'> {
    const { referrerHost, campaign } = view
    const key = [referrerHost, campaign.utmSource, campaign.utmMedium, campaign.utmCampaign].join('\n')
    if (key === '\n\n\n' || added.sources.has(key)) return { referrerHost, campaign }
    if (added.sources.size < DAILY_SOURCES_MAX && client.sources < DAILY_SOURCES_PER_CLIENT) {
      added.sources.add(key)
      client.sources += 1
      return { referrerHost, campaign }
    }
    const other = (value: string) => (value ? OTHER : '')
    return {
      referrerHost: other(referrerHost),
      campaign: { utmSource: other(campaign.utmSource), utmMedium: '', utmCampaign: '' },
    }
  }

  async function flushViews(batch: Map<string, number>) {
    const rows = [...batch].map(([key, count]) => {
      const [day, path, device] = key.split('\n') as [string, string, DeviceClass]
      return { day, path, device, views: count }
    })
    for (let i = 0; i < rows.length; i += INSERT_BATCH) {
      await db
        .insert(pageViewsDaily)
        .values(rows.slice(i, i + INSERT_BATCH))
        .onConflictDoUpdate({
          target: [pageViewsDaily.day, pageViewsDaily.path, pageViewsDaily.device],
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
      if (added.day !== day) added = newDay(day)
      let key = `${day}\n${view.path}\n${view.device}`
      if (views.size >= PENDING_MAX && !views.has(key)) key = `${day}\n${OTHER}\n${view.device}`
      views.set(key, (views.get(key) ?? 0) + 1)

      const who = visitorDigest(view.address, view.userAgent)
      const visit = visitKey(day, who)
      const pending = visits.get(visit)
      if (pending) {
        pending.views += 1
        return
      }
      if (visits.size >= PENDING_MAX || added.visitors >= DAILY_VISITORS_MAX) return
      const client = clientOf(view.address)
      if (!client || client.visitors >= DAILY_VISITORS_PER_CLIENT) return
      client.visitors += 1
      added.visitors += 1
      visits.set(visit, { day, who, landingPath: view.path, device: view.device, views: 1, ...sourceOf(view, client) })
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
