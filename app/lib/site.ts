import { useRouteLoaderData } from 'react-router'
import { siteDefaults, type SiteIdentity } from '#content/site.ts'

/** The defaults only where no root loader ran (a component rendered alone in a test). */
export function useSite(): SiteIdentity {
  const data = useRouteLoaderData('root') as { site?: SiteIdentity } | undefined
  return data?.site ?? siteDefaults
}
