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

/** Pages reached from our own emails are not visits. */
const NOT_A_PAGE =
  /^\/(api|objects|assets|admin|preview|unsubscribe|newsletter\/confirm|book\/manage)(\/|-|\.data$|$)|\.(?!data$)[a-z0-9]+$/i
const NO_QUERY = new URLSearchParams()
const SESSION_COOKIE = /(?:^|;\s*)(?:__Host-)?sid=/

/** Remembered per agent: a handful of agents make most requests. At most 2,000 × 512 characters. */
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

/** `/_root.data` is the home page; revalidation after a form (`?_routes=`) is not a new view. */
export function pageOf(pathname: string, search: URLSearchParams): string | null {
  if (pathname.length > 300 || NOT_A_PAGE.test(pathname)) return null
  let page = pathname
  if (pathname.endsWith('.data')) {
    if (search.has('_routes')) return null
    page = pathname.slice(0, -'.data'.length)
    if (page === '/_root') page = '/'
  }
  // One spelling per page, as the page cache keys them, so variants do not each add rows.
  return CANONICAL_PATH.test(page) ? page : null
}

/** Decision 29 lists what is not counted; the address and user agent only make the salted hash. */
export function countPageViews(services: Services): RequestHandler {
  const ownHost = new URL(services.env.SITE_URL).hostname
  return (req, res, next) => {
    if (req.method !== 'GET') return next()
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
        // A navigation inside the site: its source is the first page's.
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
