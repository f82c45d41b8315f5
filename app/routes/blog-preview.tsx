import { Eye, LinkIcon } from 'lucide-react'
import { data } from 'react-router'
import { servicesContext } from '#app/context.ts'
import { PostArticle } from '#app/features/blog/post-article.tsx'
import { longDate } from '#app/lib/dates.ts'
import { rootData, titled } from '#app/lib/seo.ts'
import { useSite } from '#app/lib/site.ts'
import type { Route } from './+types/blog-preview'

/** Hydrated by React, unlike the public layout's other pages (decision 31). */
export const handle = { island: false }

/** Decision 26: drafts included, signed in or not. Never cached, never indexed. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { blog, env } = context.get(servicesContext)
  const preview = await blog.preview(params.token)
  if (!preview) return data({ post: null, url: null, expiresAt: null }, { status: 404 })
  const { post, expiresAt } = preview
  return {
    post,
    url: `${env.SITE_URL}/blog/${post.slug}`,
    expiresAt: expiresAt.toISOString(),
  }
}

export const headers = () => ({ 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex, nofollow' })

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const title = loaderData?.post ? `Preview: ${loaderData.post.title}` : 'Preview link not valid'
  return [{ title: titled(title, rootData(matches).site) }, { name: 'robots', content: 'noindex, nofollow' }]
}

export default function BlogPreview({ loaderData }: Route.ComponentProps) {
  const site = useSite()
  const { post, url, expiresAt } = loaderData
  if (!post || !url || !expiresAt) {
    return (
      <section className="container-page py-24 text-center">
        <LinkIcon aria-hidden="true" className="mx-auto size-10 text-brand-700" />
        <h1 className="mt-4 text-3xl font-bold tracking-tight">This preview link does not work</h1>
        <p className="mx-auto mt-4 max-w-xl text-muted">
          It has expired or was turned off, or it was copied incompletely. Ask the person who sent it for a new link.
        </p>
        <a href="/blog" className="btn-primary mt-8">
          Read the published posts
        </a>
      </section>
    )
  }
  return (
    <PostArticle
      post={post}
      url={url}
      banner={
        <div role="note" className="border-b border-amber-300 bg-amber-50 print:hidden" data-testid="preview-banner">
          <p className="container-page flex max-w-3xl items-start gap-2 py-3 text-sm text-amber-950">
            <Eye aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>
              <strong>Preview — not published.</strong> Only people with this link can see this page, until{' '}
              {longDate(expiresAt, site.timeZone)}. Sharing and the PDF copy work once the post is published.
            </span>
          </p>
        </div>
      }
    />
  )
}
