import { robotsTxt } from '#app/features/blog/feeds.server.ts'
import { servicesContext } from '#app/context.ts'
import type { Route } from './+types/robots'

export function loader({ context }: Route.LoaderArgs) {
  const { env } = context.get(servicesContext)
  return new Response(robotsTxt(env.SITE_URL), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  })
}
