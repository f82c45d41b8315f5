import { useRouteLoaderData } from 'react-router'
import type { SiteIdentity } from '#content/site.ts'
import { site as defaults } from '#content/site.ts'

/** The business identity as the server resolved it (env overrides included), from the root loader. */
export function useSite(): SiteIdentity {
  const data = useRouteLoaderData('root') as { site?: SiteIdentity } | undefined
  return data?.site ?? defaults
}
