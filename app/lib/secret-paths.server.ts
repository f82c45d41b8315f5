/**
 * The routes whose path carries a secret: whoever has the address has the access. The one table
 * the logs read (server/app.ts's access log, page errors, `redactText`), and the spelling the site
 * answers them at (server/app.ts): a route matches a path in other letter case, with a trailing
 * slash or with escaped letters too, and each of those must neither work nor reach a log whole.
 * tests/api/log-hygiene.test.ts finds every route with a `:token` (Express's and app/routes.ts)
 * and fails until it is here.
 */
interface SecretRoute {
  /** the path up to the secret, as we hand it out */
  prefix: string
  /** what may follow the secret ('' for nothing); kept in the log, which says which request it was */
  endings: readonly string[]
}

export const SECRET_ROUTES: readonly SecretRoute[] = [
  // a private preview link (decision 26): the page, and React Router's data request for it
  { prefix: '/preview/', endings: ['', '.data'] },
  // a booking's manage link (decision 40): the page and its data request, and the API's calls and
  // the meeting's .ics (decision 59)
  { prefix: '/book/manage/', endings: ['', '.data'] },
  { prefix: '/api/bookings/manage/', endings: ['/confirm', '/reschedule', '/cancel', '/invite.ics'] },
  // the consultant's subscribe URL: every booking, names, emails and agendas, as a calendar
  { prefix: '/api/bookings/feed/', endings: ['.ics'] },
]

/** Every secret we put in a path: base64url. */
const TOKEN = /^[A-Za-z0-9_-]+$/
const ESCAPED = /%[0-9a-f]{2}/i

/**
 * A path as the routers read it, for comparing with the prefixes: escapes decoded (twice-escaped
 * ones too), backslashes and repeated slashes made one slash, dot segments resolved as the page
 * handler's `new URL` does, in lower case.
 */
function comparable(path: string): string {
  let p = path
  for (let i = 0; i < 3 && ESCAPED.test(p); i++)
    p = p.replace(/%([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
  p = `/${p}`.replace(/[\\/]+/g, '/')
  try {
    p = new URL(p, 'http://path.invalid').pathname.replace(/\/+/g, '/')
  } catch {
    // not a path a URL can hold: compared as it is
  }
  return p.toLowerCase()
}

/** The secret route a path reaches, in any spelling, and where its prefix ends in the comparable path. */
function secretRouteIn(path: string): { route: SecretRoute; seen: string; at: number } | null {
  const seen = comparable(path)
  let found: { route: SecretRoute; seen: string; at: number } | null = null
  for (const route of SECRET_ROUTES) {
    const at = seen.indexOf(route.prefix)
    if (at !== -1 && (!found || at < found.at)) found = { route, seen, at }
  }
  return found
}

/**
 * The path as a log writes it: no query string, and for a path that reaches a secret route, the
 * route's prefix, `[redacted]` and the ending (`/book/manage/[redacted].data`), whatever it was
 * spelled like and whatever came after the prefix.
 */
export function loggedPath(url: string): string {
  const path = url.split(/[?#]/, 1)[0]!
  const secret = secretRouteIn(path)
  if (!secret) return path
  const { route, seen, at } = secret
  const rest = seen.slice(at + route.prefix.length).replace(/\/+$/, '')
  const ending = route.endings.find((e) => e !== '' && rest.endsWith(e)) ?? ''
  return `${seen.slice(0, at)}${route.prefix}[redacted]${ending}`
}

/**
 * True for a path that reaches a secret route spelled otherwise than we hand it out (`/Book/Manage/…`,
 * a trailing slash, an escaped letter): answered 404, so a link works in one spelling only.
 */
export function isOtherSpellingOfSecret(path: string): boolean {
  const secret = secretRouteIn(path)
  if (!secret || secret.at !== 0) return false
  const { prefix, endings } = secret.route
  if (!path.startsWith(prefix)) return true
  const rest = path.slice(prefix.length)
  return !endings.some((e) => rest.endsWith(e) && TOKEN.test(rest.slice(0, rest.length - e.length)))
}

const IN_TEXT = new RegExp(
  `(${SECRET_ROUTES.map((r) => r.prefix.replace(/[/.]/g, '\\$&')).join('|')})[^/?#\\s"'<>]+`,
  'gi',
)

/** Secrets of those routes out of free text (an error's message or stack quoting a URL). */
export function redactSecretPaths(text: string): string {
  return text.replace(IN_TEXT, '$1[redacted]')
}
