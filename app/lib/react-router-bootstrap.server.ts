/**
 * The one module that knows how React Router's `<Scripts>` writes a page's scripts, which is not a
 * public API: a `<link rel="modulepreload">` in the head for every script of the page, and an
 * inline `<script type="module">` (the bootstrap) that imports the matched route modules statically
 * (`import * as route0 from "/assets/root.js";`) and sets `window.__reactRouterRouteModules`.
 * paint-first.server.ts rewrites the document through these functions only.
 *
 * Checked against the version below by react-router-bootstrap.server.test.ts, which renders a page
 * with the installed React Router: after an upgrade that test fails first and names what to
 * re-check (docs/decisions/0041).
 */
export const CHECKED_WITH_REACT_ROUTER = '8.4.0'

const SCRIPT_MODULE = /(<script\b[^>]*\btype="module"[^>]*>)([\s\S]*?)(<\/script>)/g
const STATIC_ROUTE_IMPORT = /^import \* as (\w+) from ("[^"\n]+");$/gm
const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*\/?>/g
const ROUTE_MODULES_GLOBAL = 'window.__reactRouterRouteModules'

export interface Bootstrap {
  /** the inline module's text, as React Router wrote it */
  body: string
  /** its static route imports, in order: the local name and the quoted module specifier */
  routeImports: { name: string; specifier: string }[]
  /** the rest of its text, the static imports taken out */
  rest: string
  /** every module preload of the document, in order, without repeats */
  preloads: string[]
}

/** The page's bootstrap, or null when the document has none with route imports (not a React page). */
export function readBootstrap(html: string): Bootstrap | null {
  let found: Bootstrap | null = null
  for (const match of html.matchAll(SCRIPT_MODULE)) {
    const body = match[2]!
    if (!body.includes(ROUTE_MODULES_GLOBAL)) continue
    const routeImports = [...body.matchAll(STATIC_ROUTE_IMPORT)].map((m) => ({ name: m[1]!, specifier: m[2]! }))
    if (routeImports.length === 0) continue
    found = { body, routeImports, rest: body.replace(STATIC_ROUTE_IMPORT, ''), preloads: [] }
  }
  if (found) found.preloads = [...new Set([...html.matchAll(MODULE_PRELOAD)].map((m) => m[1]!))]
  return found
}

/** The document without its module preloads, and with `body` in place of the bootstrap's text. */
export function replaceBootstrap(html: string, bootstrap: Bootstrap, body: string): string {
  return html.replace(MODULE_PRELOAD, '').replace(bootstrap.body, () => body)
}
