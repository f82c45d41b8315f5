import { readFileSync } from 'node:fs'
import { renderToString } from 'react-dom/server'
import {
  createRequestHandler,
  Links,
  Outlet,
  Scripts,
  ServerRouter,
  type HandleDocumentRequestFunction,
  type ServerBuild,
} from 'react-router'
import { describe, expect, it } from 'vitest'
import { paintFirst } from './paint-first.server.ts'
import { CHECKED_WITH_REACT_ROUTER, readBootstrap, replaceBootstrap } from './react-router-bootstrap.server.ts'

/**
 * The contract between react-router-bootstrap.server.ts and the installed React Router: a page
 * rendered by React Router itself (its request handler, `<ServerRouter>` and `<Scripts>`, as in
 * production) has the bootstrap and preloads the adapter reads.
 */
const installed = (JSON.parse(readFileSync('node_modules/react-router/package.json', 'utf8')) as { version: string })
  .version

const route = (id: string, file: string, extra: object) => ({
  id,
  module: `/assets/${file}.js`,
  imports: [`/assets/${file}-chunk.js`],
  hasAction: false,
  hasLoader: false,
  hasClientAction: false,
  hasClientLoader: false,
  hasClientMiddleware: false,
  hasErrorBoundary: false,
  clientActionModule: undefined,
  clientLoaderModule: undefined,
  clientMiddlewareModule: undefined,
  hydrateFallbackModule: undefined,
  ...extra,
})

function Root() {
  return (
    <html lang="en">
      <head>
        <Links />
      </head>
      <body>
        <Outlet />
        <Scripts nonce="abc" />
      </body>
    </html>
  )
}

/** The document as app/entry.server.tsx renders it, without the streaming. */
const handleRequest: HandleDocumentRequestFunction = (request, status, headers, context) =>
  new Response(`<!DOCTYPE html>${renderToString(<ServerRouter context={context} url={request.url} nonce="abc" />)}`, {
    status,
    headers: { ...Object.fromEntries(headers), 'Content-Type': 'text/html' },
  })

const build = {
  entry: { module: { default: handleRequest } },
  routes: {
    root: { id: 'root', path: '', module: { default: Root } },
    'routes/home': { id: 'routes/home', parentId: 'root', index: true, module: { default: () => <main>Hello</main> } },
  },
  assets: {
    entry: { module: '/assets/entry.client.js', imports: ['/assets/framework.js'] },
    routes: {
      root: route('root', 'root', { path: '' }),
      'routes/home': route('routes/home', 'home', { parentId: 'root', index: true }),
    },
    url: '/assets/manifest.js',
    version: 'test',
  },
  publicPath: '/',
  assetsBuildDirectory: 'build/client',
  future: {},
  ssr: true,
  isSpaMode: false,
  prerender: [],
  routeDiscovery: { mode: 'lazy', manifestPath: '/__manifest' },
} as unknown as ServerBuild

async function renderedPage() {
  const response = await createRequestHandler(build, 'production')(new Request('http://localhost/'))
  expect(response.status).toBe(200)
  return response.text()
}

describe('React Router’s page scripts, as react-router-bootstrap.server.ts reads them', () => {
  it(`is the version the adapter was checked with (${CHECKED_WITH_REACT_ROUTER})`, () => {
    expect(
      installed,
      `react-router is now ${installed}; react-router-bootstrap.server.ts was checked with ${CHECKED_WITH_REACT_ROUTER}. ` +
        'Re-check what <Scripts> writes (module preloads in the head; one inline type="module" script with ' +
        '`import * as routeN from "…";` lines and window.__reactRouterRouteModules), adjust the adapter if it changed, ' +
        'load a page in a browser to see it paints before the scripts run (docs/decisions/0022), then update CHECKED_WITH_REACT_ROUTER.',
    ).toBe(CHECKED_WITH_REACT_ROUTER)
  })

  it('finds the bootstrap, its route imports in order and every preload in a page React Router rendered', async () => {
    const html = await renderedPage()
    expect(html).toContain('<main>Hello</main>')
    const bootstrap = readBootstrap(html)
    expect(bootstrap, 'no bootstrap with static route imports in:\n' + html).not.toBeNull()
    expect(bootstrap!.routeImports).toEqual([
      { name: 'route0', specifier: '"/assets/root.js"' },
      { name: 'route1', specifier: '"/assets/home.js"' },
    ])
    expect(bootstrap!.rest).not.toMatch(/^import \* as/m)
    expect(bootstrap!.rest).toContain('window.__reactRouterRouteModules')
    expect(bootstrap!.rest).toContain('route0')
    expect(bootstrap!.preloads).toEqual(
      expect.arrayContaining([
        '/assets/entry.client.js',
        '/assets/framework.js',
        '/assets/root.js',
        '/assets/root-chunk.js',
        '/assets/home.js',
        '/assets/home-chunk.js',
      ]),
    )
  })

  it('replaces the bootstrap and drops the preloads, leaving the rest of the page as it was', async () => {
    const html = await renderedPage()
    const replaced = replaceBootstrap(html, readBootstrap(html)!, 'replaced();')
    expect(replaced).not.toContain('rel="modulepreload"')
    expect(replaced).toMatch(/<script\b[^>]*type="module"[^>]*>replaced\(\);<\/script>/)
    expect(replaced).toContain('<main>Hello</main>')
    expect(replaced).toContain('window.__reactRouterContext')
  })

  it('lets paintFirst rewrite that page into one that waits for the first paint', async () => {
    const rewritten = paintFirst(await renderedPage())
    expect(rewritten).toContain(
      'const [route0, route1] = await Promise.all([import("/assets/root.js"), import("/assets/home.js")]);',
    )
    expect(rewritten).toContain("getEntriesByName('first-contentful-paint')")
    expect(rewritten).not.toMatch(/^import \* as/m)
  })
})
