import { sitemapXml } from '#app/features/blog/feeds.server.ts'
import { servicesContext } from '#app/context.ts'
import type { Route } from './+types/sitemap'

/** When the site's own copy last changed: the deploy's start-up time is a fair stand-in. */
const contentUpdated = new Date()

export async function loader({ context }: Route.LoaderArgs) {
  const { blog, newsletters, env } = context.get(servicesContext)
  const [posts, issues] = await Promise.all([blog.listForFeeds(), newsletters.archive()])
  return new Response(sitemapXml(env.SITE_URL, posts, contentUpdated, issues), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=300' },
  })
}
