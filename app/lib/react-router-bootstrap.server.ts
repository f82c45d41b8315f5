/**
 * The one module that knows how React Router's `<Scripts>` writes a page's scripts, which is not a
 * public API. react-router-bootstrap.server.test.ts renders a page with the installed version and
 * fails first after an upgrade (decision 41).
 */
export const CHECKED_WITH_REACT_ROUTER = '8.4.0'

const SCRIPT_MODULE = /(<script\b[^>]*\btype="module"[^>]*>)([\s\S]*?)(<\/script>)/g
const STATIC_ROUTE_IMPORT = /^import \* as (\w+) from ("[^"\n]+");$/gm
const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*\/?>/g
const ROUTE_MODULES_GLOBAL = 'window.__reactRouterRouteModules'

export interface Bootstrap {
  body: string
  routeImports: { name: string; specifier: string }[]
  rest: string
  preloads: string[]
}

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

export function replaceBootstrap(html: string, bootstrap: Bootstrap, body: string): string {
  return html.replace(MODULE_PRELOAD, '').replace(bootstrap.body, () => body)
}
