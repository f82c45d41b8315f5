import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration } from 'react-router'
import type { Route } from './+types/root'
import './app.css'
import { site } from '#content/site.ts'
import { useNonce } from './lib/nonce.tsx'

export function loader() {
  return { site }
}

export const links: Route.LinksFunction = () => [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }]

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce()
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#14275f" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-dvh">
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
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
