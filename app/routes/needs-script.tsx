import { TriangleAlert } from 'lucide-react'
import { data } from 'react-router'
import { privateMeta } from '#app/lib/seo.ts'

/** Decision 33: admin forms without their script post here, never fields in an address. Nothing is read. */
export const action = () => data(null, { status: 400, headers: { 'Cache-Control': 'no-store' } })

export const handle = { island: true }

export const meta = privateMeta('This form needs JavaScript')

export default function NeedsScript() {
  return (
    <main id="main" className="grid min-h-dvh place-items-center bg-surface px-4 py-12">
      <div className="card w-full max-w-lg p-8 text-center">
        <TriangleAlert aria-hidden="true" className="mx-auto size-12 text-amber-600" />
        <h1 className="mt-4 text-2xl font-bold">This form needs JavaScript</h1>
        <p className="mt-3 text-muted">
          It was sent before the page had finished loading, or with JavaScript turned off, so nothing was saved. Go back
          with your browser&apos;s Back button (what you typed is usually still there), wait a moment for the page to
          load, and send it again.
        </p>
        <a href="/admin-contacts" className="btn-secondary mt-8">
          Go to the admin dashboard
        </a>
      </div>
    </main>
  )
}
