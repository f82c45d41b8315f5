/**
 * Routes whose path carries a secret: the one table the logs read, and the one spelling the site
 * answers (other case, a trailing slash or escaped letters must neither work nor reach a log
 * whole). tests/api/log-hygiene.test.ts fails until every route with a `:token` is here.
 */
interface SecretRoute {
  prefix: string
  /** what may follow the secret; kept in the log, which says which request it was */
  endings: readonly string[]
}

export const SECRET_ROUTES: readonly SecretRoute[] = [
  { prefix: '/preview/', endings: ['', '.data'] },
  { prefix: '/book/manage/', endings: ['', '.data'] },
  { prefix: '/api/bookings/manage/', endings: ['/confirm', '/reschedule', '/cancel', '/invite.ics'] },
  // a forgotten password's link (decision 60): the page, and where its form posts
  { prefix: '/admin-password-reset/', endings: ['', '.data'] },
  { prefix: '/api/auth/password-reset/', endings: [''] },
  { prefix: '/api/bookings/feed/', endings: ['.ics'] },
]

const TOKEN = /^[A-Za-z0-9_-]+$/
const ESCAPED = /%[0-9a-f]{2}/i

/** As the routers read it: escapes decoded (twice too), slashes collapsed, dot segments resolved, lower case. */
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

function secretRouteIn(path: string): { route: SecretRoute; seen: string; at: number } | null {
  const seen = comparable(path)
  let found: { route: SecretRoute; seen: string; at: number } | null = null
  for (const route of SECRET_ROUTES) {
    const at = seen.indexOf(route.prefix)
    if (at !== -1 && (!found || at < found.at)) found = { route, seen, at }
  }
  return found
}

/** `/book/manage/[redacted].data`, however it was spelled and whatever came after the prefix. */
export function loggedPath(url: string): string {
  const path = url.split(/[?#]/, 1)[0]!
  const secret = secretRouteIn(path)
  if (!secret) return path
  const { route, seen, at } = secret
  const rest = seen.slice(at + route.prefix.length).replace(/\/+$/, '')
  const ending = route.endings.find((e) => e !== '' && rest.endsWith(e)) ?? ''
  return `${seen.slice(0, at)}${route.prefix}[redacted]${ending}`
}

/** Answered 404, so a link works in one spelling only. */
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

export function redactSecretPaths(text: string): string {
  return text.replace(IN_TEXT, '$1[redacted]')
}
