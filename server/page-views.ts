import type { RequestHandler } from 'express'
import { isbot } from 'isbot'
import {
  campaignOf,
  deviceClass,
  isPrefetch,
  optedOut,
  referrerHost,
  USER_AGENT_MAX,
} from '#app/features/analytics/visit.ts'
import type { Services } from '#app/services.server.ts'
import { CANONICAL_PATH } from './page-cache/key.ts'

/**
 * Paths that are not counted: the API, files, the admin, private previews, and the pages a
 * visitor reaches from our own emails (confirming a subscription or a booking, unsubscribing, a
 * meeting's private page), which are not visits.
 */
const NOT_A_PAGE =
  /^\/(api|objects|assets|admin|preview|unsubscribe|newsletter\/confirm|book\/manage)(\/|-|\.data$|$)|\.(?!data$)[a-z0-9]+$/i
/** Read only: most requests have no query, and need no parser of their own. */
const NO_QUERY = new URLSearchParams()
const SESSION_COOKIE = /(?:^|;\s*)(?:__Host-)?sid=/

/**
 * isbot's answer per user agent (cut to USER_AGENT_MAX), remembered: a handful of agents make most
 * requests (~2 µs saved each). At most 2,000 × 512 characters.
 */
const bots = new Map<string, boolean>()
function isBot(userAgent: string): boolean {
  let bot = bots.get(userAgent)
  if (bot === undefined) {
    if (bots.size >= 2_000) bots.clear()
    bot = isbot(userAgent)
    bots.set(userAgent, bot)
  }
  return bot
}

/**
 * The public page a GET asks for, or null: a document (`/blog/x`) or React Router's data request
 * for a navigation in the browser (`/blog/x.data`; `/_root.data` is the home page), in its one
 * canonical spelling. Revalidation after a form (`?_routes=`) is not a new view.
 */
export function pageOf(pathname: string, search: URLSearchParams): string | null {
  if (pathname.length > 300 || NOT_A_PAGE.test(pathname)) return null
  let page = pathname
  if (pathname.endsWith('.data')) {
    if (search.has('_routes')) return null
    page = pathname.slice(0, -'.data'.length)
    if (page === '/_root') page = '/'
  }
  // One spelling per page: /PRICING, /pricing/ and /pr%69cing reach the same page, and would
  // otherwise each add rows (the page cache keys pages the same way).
  return CANONICAL_PATH.test(page) ? page : null
}

/**
 * Counts page views on the server (decision 29): GET requests for public pages that answered 200,
 * cached or rendered. Not counted: bots (isbot), link prefetches, a browser with a session cookie
 * (the admin), and anyone sending Global Privacy Control or Do Not Track. Nothing is stored from
 * the request but the page, the referring host, the campaign tags and a device class; the address
 * and user agent only make the day's salted visitor hash, in memory.
 */
export function countPageViews(services: Services): RequestHandler {
  const ownHost = new URL(services.env.SITE_URL).hostname
  return (req, res, next) => {
    if (req.method !== 'GET') return next()
    // Express has parsed the path already; the query is read only when there is one.
    const query = req.originalUrl.indexOf('?')
    const search = query < 0 ? NO_QUERY : new URLSearchParams(req.originalUrl.slice(query + 1))
    const path = pageOf(req.path, search)
    const userAgent = (req.get('user-agent') ?? '').slice(0, USER_AGENT_MAX)
    if (
      !path ||
      !userAgent ||
      optedOut(req.headers) ||
      isPrefetch(req.headers) ||
      SESSION_COOKIE.test(req.get('cookie') ?? '') ||
      isBot(userAgent)
    ) {
      return next()
    }
    res.on('finish', () => {
      if (res.statusCode !== 200) return
      const data = req.path.endsWith('.data')
      if (!data && !String(res.getHeader('content-type') ?? '').startsWith('text/html')) return
      services.analytics.record({
        path,
        // A navigation inside the site came from the site: its source is the visit's first page's.
        referrerHost: data ? '' : referrerHost(req.get('referer'), ownHost),
        campaign: campaignOf(search),
        device: deviceClass(userAgent),
        address: req.ip ?? '',
        userAgent,
      })
    })
    next()
  }
}
