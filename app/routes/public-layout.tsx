import { useEffect } from 'react'
import { Outlet, useNavigation } from 'react-router'
import { captureAttribution } from '#app/features/leads/attribution.ts'
import { PostSkeleton } from '#app/features/blog/post-skeleton.tsx'
import { SiteFooter } from '#app/components/layout/site-footer.tsx'
import { SiteHeader } from '#app/components/layout/site-header.tsx'
import { ToastProvider } from '#app/components/ui/toast.tsx'

export default function PublicLayout() {
  const navigation = useNavigation()
  useEffect(() => captureAttribution(), [])
  const loadingPost = navigation.state === 'loading' && /^\/blog\/[^/]+$/.test(navigation.location.pathname)
  return (
    <ToastProvider>
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-brand-700 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to main content
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="outline-none">
        {loadingPost ? <PostSkeleton /> : <Outlet />}
      </main>
      <SiteFooter />
    </ToastProvider>
  )
}
