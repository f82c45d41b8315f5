import { useEffect } from 'react'
import { Outlet } from 'react-router'
import { captureAttribution } from '#app/features/leads/attribution.ts'
import { SiteFooter } from '#app/components/layout/site-footer.tsx'
import { SiteHeader } from '#app/components/layout/site-header.tsx'
import { ToastRegions } from '#app/components/ui/toast-regions.tsx'
import { enhanceMenu } from '#app/islands/menu.ts'

/** Its pages get app/islands/site.ts instead of React's scripts unless their handle says `island: false` (decision 31). */
export const handle = { island: true }

/** Markup only: the pages' script drives its controls (decision 33), and every link is a plain link. */
export default function PublicLayout() {
  useEffect(() => {
    captureAttribution()
    return enhanceMenu()
  }, [])
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-brand-700 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to main content
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="outline-none">
        <Outlet />
      </main>
      <SiteFooter />
      <ToastRegions />
    </>
  )
}
