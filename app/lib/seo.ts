import type { MetaDescriptor } from 'react-router'
import { siteDefaults, type SiteIdentity } from '#content/site.ts'

/** Spec §9. */
export function metaDescription(text: string): string {
  return text.length > 160 ? `${text.slice(0, 157)}...` : text
}

type MetaMatches = readonly ({ id: string; loaderData?: unknown } | undefined)[]

export function rootData(matches: MetaMatches): { siteUrl: string; site: SiteIdentity } {
  const root = matches.find((m) => m?.id === 'root')?.loaderData as
    { siteUrl?: string; site?: SiteIdentity } | undefined
  return { siteUrl: root?.siteUrl ?? 'http://localhost:3000', site: root?.site ?? siteDefaults }
}

export const titled = (title: string, site: SiteIdentity) => `${title} | ${site.businessName}`

interface SeoPage {
  title: string
  description: string
  path: string
  image?: string
  type?: 'website' | 'article'
  noindex?: boolean
  jsonLd?: Record<string, unknown>
}

export function seo({
  title,
  description,
  path,
  siteUrl,
  site,
  image = '/og-image.png',
  type = 'website',
  noindex = false,
  jsonLd,
}: SeoPage & { siteUrl: string; site: SiteIdentity }): MetaDescriptor[] {
  const fullTitle = titled(title, site)
  const url = `${siteUrl}${path}`
  const desc = metaDescription(description)
  const imageUrl = image.startsWith('http') ? image : `${siteUrl}${image}`
  const tags: MetaDescriptor[] = [
    { title: fullTitle },
    { name: 'description', content: desc },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:site_name', content: site.businessName },
    { property: 'og:type', content: type },
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: desc },
    { property: 'og:url', content: url },
    { property: 'og:image', content: imageUrl },
    { property: 'og:locale', content: 'en_US' },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: fullTitle },
    { name: 'twitter:description', content: desc },
    { name: 'twitter:image', content: imageUrl },
  ]
  if (noindex) tags.push({ name: 'robots', content: 'noindex' })
  if (jsonLd) tags.push({ 'script:ld+json': jsonLd })
  return tags
}

export function pageMeta(page: SeoPage): (args: { matches: MetaMatches }) => MetaDescriptor[] {
  return ({ matches }) => seo({ ...page, ...rootData(matches) })
}

/** A form's answer or an email link's page: not indexed; described where its reader may share it. */
export function privateMeta(title: string, description?: string): (args: { matches: MetaMatches }) => MetaDescriptor[] {
  return ({ matches }) => [
    { title: titled(title, rootData(matches).site) },
    ...(description ? [{ name: 'description', content: description }] : []),
    { name: 'robots', content: 'noindex' },
  ]
}
