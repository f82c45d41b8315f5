import { useEffect } from 'react'
import { Outlet } from 'react-router'
import { captureAttribution } from '#app/features/leads/attribution.ts'
import { SiteFooter } from '#app/components/layout/site-footer.tsx'
import { SiteHeader } from '#app/components/layout/site-header.tsx'
import { ToastRegions } from '#app/components/ui/toast-regions.tsx'
import { enhanceMenu } from '#app/islands/menu.ts'

/**
 * The public pages' frame. Markup only: on the pages served without React the site's script does
 * what its controls need (app/islands/site.ts); the few pages still hydrated by React (a post's
 * preview, the newsletter's confirmation, unsubscribing, 404) run the same header script once
 * they have (decision 33). Every link in it is a plain link, so leaving one of them loads the next
 * page from the server.
 */
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
