import { useEffect, useState } from 'react'
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useMatches } from 'react-router'
import { islandScript } from 'virtual:islands'
import type { Route } from './+types/root'
import './app.css'
import { useNonce } from './lib/nonce.tsx'
import { useSite } from './lib/site.ts'
import { servicesContext } from './context.ts'

export function loader({ context }: Route.LoaderArgs) {
  const { env } = context.get(servicesContext)
  return { site: env.site, siteUrl: env.SITE_URL }
}

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'icon', href: '/favicon-48.png', type: 'image/png', sizes: '48x48' },
  { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' },
  { rel: 'manifest', href: '/site.webmanifest' },
]

/**
 * `handle: { island: true }` serves the page without React (decision 31), decided by the document's
 * first render; the deepest route that says either way decides.
 */
function useIsland(): string | undefined {
  const matches = useMatches()
  const [island] = useState(() => {
    const said = matches.map((m) => (m.handle as { island?: unknown } | undefined)?.island)
    return said.findLast((island) => typeof island === 'boolean') === true ? islandScript : undefined
  })
  return island
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce()
  const island = useIsland()
  const site = useSite()
  // Browser tests wait for it instead of tapping a server-rendered button that does nothing yet.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true'
  }, [])
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#14275f" />
        <Meta />
        <Links />
        <link rel="alternate" type="application/rss+xml" title={`${site.businessName} blog`} href="/blog/rss.xml" />
      </head>
      <body className="min-h-dvh">
        {children}
        {island ? (
          // Fetched after the first paint, like React's scripts.
          <script type="module" src={island} nonce={nonce} data-paint-first="" />
        ) : (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        )}
      </body>
    </html>
  )
}

export default function App() {
  return <Outlet />
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404
  return (
    <main id="main" className="container-page py-24 text-center">
      <h1 className="text-3xl font-bold">{notFound ? '404 Page Not Found' : 'Something went wrong'}</h1>
      <p className="mt-4 text-muted">
        {notFound
          ? "The page you're looking for doesn't exist."
          : 'We could not load this page. Please try again in a moment.'}
      </p>
      <a href="/" className="btn-primary mt-8">
        Go to the home page
      </a>
    </main>
  )
}
