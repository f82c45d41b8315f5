import { data } from 'react-router'

/** Hydrated by React, unlike the public layout's other pages (decision 31). */
export const handle = { island: false }

export const loader = () => data(null, { status: 404 })

export const meta = () => [{ title: '404 Page Not Found' }, { name: 'robots', content: 'noindex' }]

export default function NotFound() {
  return (
    <section className="container-page py-24 text-center">
      <p className="eyebrow">Error 404</p>
      <h1 className="mt-2 text-4xl font-bold tracking-tight">404 Page Not Found</h1>
      <p className="mx-auto mt-4 max-w-md text-muted">The page you're looking for doesn't exist or has moved.</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <a href="/" className="btn-primary">
          Go to the home page
        </a>
        <a href="/blog" className="btn-secondary">
          Read the blog
        </a>
      </div>
    </section>
  )
}
