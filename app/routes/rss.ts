import { rssXml } from '#app/features/blog/feeds.server.ts'
import { servicesContext } from '#app/context.ts'
import type { Route } from './+types/rss'

export async function loader({ context }: Route.LoaderArgs) {
  const { blog, env } = context.get(servicesContext)
  const posts = await blog.listForFeeds({ limit: 50 })
  return new Response(rssXml(env.SITE_URL, posts, env.site), {
    headers: { 'Content-Type': 'application/rss+xml; charset=utf-8', 'Cache-Control': 'public, max-age=300' },
  })
}
