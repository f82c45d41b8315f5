import { createHash, randomBytes } from 'node:crypto'
import { and, eq, lt, sql } from 'drizzle-orm'
import { analyticsSalts, pageViewsDaily, visitsDaily, type DeviceClass } from '#db/schema/index.ts'
import type { Db } from '#app/lib/db.server.ts'
import { addDays, calendarDay } from '#app/lib/dates.ts'
import type { Logger } from '#app/lib/logger.server.ts'
import { trafficInsights, type TrafficInsights } from './traffic.server.ts'
import { OTHER, type TrafficPeriod } from './traffic.ts'
import { USER_AGENT_MAX, type Campaign } from './visit.ts'

/** Address and user agent are hashed on arrival and never stored (decision 29). */
export type PageView = Omit<PendingVisit, 'day' | 'who' | 'landingPath' | 'views'> & {
  path: string
  address: string
  userAgent: string
}

/** In-memory bounds between flushes and per day; the numbers are in decisions 29 and 43. */
export const PENDING_MAX = 20_000
export const DAILY_VISITORS_MAX = 100_000
export const DAILY_SOURCES_MAX = 2_000
export const RETAIN_VISITS_DAYS = 90
export const RETAIN_VIEWS_DAYS = 400
/** Bounds what one address (a school network, or a stranger inventing agents) may add (docs/security.md). */
export const DAILY_VISITORS_PER_CLIENT = 200
export const DAILY_SOURCES_PER_CLIENT = 10
const CLIENTS_TRACKED_MAX = 20_000
const INSERT_BATCH = 500

/** 22 characters however long the agent (analytics.test.ts measures it). */
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

/** In-memory counts flushed to the daily rollups by a job and at shutdown (decision 29). */
export type Analytics = ReturnType<typeof createAnalytics>

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
}) {
  let views = new Map<string, number>()
  let visits = new Map<string, PendingVisit>()
  let added = newDay('')
  const salts = new Map<string, { salt: Promise<string | null>; make: boolean }>()

  const visitKey = (day: string, who: string) => `${day}\n${who}`

  /** Asked on every view, so worked out at most once a second. */
  let today = { day: '', until: 0 }
  function dayNow(): string {
    const now = clock().getTime()
    if (now >= today.until || now < today.until - 1000)
      today = { day: calendarDay(new Date(now), timeZone), until: now + 1000 }
    return today.day
  }

  /** Only today's flush makes a salt; null is not cached, so a later view may still make it (decision 29). */
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

  /** null once too many addresses are tracked today: a new one then adds nothing. */
  function clientOf(address: string): { visitors: number; sources: number } | null {
    let client = added.byClient.get(address)
    if (!client && added.byClient.size < CLIENTS_TRACKED_MAX) {
      client = { visitors: 0, sources: 0 }
      added.byClient.set(address, client)
    }
    return client ?? null
  }

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
    for (let i = 0; i < rows.length; i += INSERT_BATCH)
      await db
        .insert(pageViewsDaily)
        .values(rows.slice(i, i + INSERT_BATCH))
        .onConflictDoUpdate({
          target: [pageViewsDaily.day, pageViewsDaily.path, pageViewsDaily.device],
          set: { views: sql`${pageViewsDaily.views} + excluded.views` },
        })
  }

  async function flushVisits(batch: Map<string, PendingVisit>) {
    const hashed = await Promise.all(
      [...batch.values()].map(async ({ who, campaign, ...visit }) => ({
        ...visit,
        ...campaign,
        visitor: await visitorOf(visit.day, who, true),
      })),
    )
    const rows = hashed.filter((row): row is typeof row & { visitor: string } => row.visitor !== null)
    // The first instance to write a visitor's day sets where the visit landed; later views add up.
    for (let i = 0; i < rows.length; i += INSERT_BATCH)
      await db
        .insert(visitsDaily)
        .values(rows.slice(i, i + INSERT_BATCH))
        .onConflictDoUpdate({
          target: [visitsDaily.day, visitsDaily.visitor],
          set: { views: sql`${visitsDaily.views} + excluded.views` },
        })
  }

  return {
    record(view: PageView): void {
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

    async flush(): Promise<void> {
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

    /** null when this visitor was not counted today */
    async landingPath(address: string, userAgent: string): Promise<string | null> {
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

    traffic: ({ days, by }: { days: TrafficPeriod; by: 'day' | 'week' }): Promise<TrafficInsights> =>
      trafficInsights(db, { days, by, now: clock(), timeZone }),

    async prune(): Promise<{ salts: number; visits: number; views: number }> {
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
