import type { MetaDescriptor } from 'react-router'
import { siteDefaults, type SiteIdentity } from '#content/site.ts'

/** Spec §9: meta description cut to 157 characters plus an ellipsis when the excerpt is over 160. */
export function metaDescription(text: string): string {
  return text.length > 160 ? `${text.slice(0, 157)}...` : text
}

type MetaMatches = readonly ({ id: string; loaderData?: unknown } | undefined)[]

/** The root loader's data, as meta functions see it: the origin and the configured business identity. */
export function rootData(matches: MetaMatches): { siteUrl: string; site: SiteIdentity } {
  const root = matches.find((m) => m?.id === 'root')?.loaderData as
    { siteUrl?: string; site?: SiteIdentity } | undefined
  return { siteUrl: root?.siteUrl ?? 'http://localhost:3000', site: root?.site ?? siteDefaults }
}

/** A page's <title>: its own words, then the configured business name. */
export const titled = (title: string, site: SiteIdentity) => `${title} | ${site.businessName}`

interface SeoPage {
  /** the page's own words; the business name is added after them (titled) */
  title: string
  description: string
  path: string
  image?: string
  type?: 'website' | 'article'
  noindex?: boolean
  jsonLd?: Record<string, unknown>
}

/**
 * Title, description, canonical URL, Open Graph and Twitter tags for one page, all in the
 * server-rendered HTML. Descriptions follow spec §9: 157 characters plus an ellipsis over 160.
 */
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

/** The `meta` export of a page whose tags need nothing from its own loader, only the site URL. */
export function pageMeta(page: SeoPage): (args: { matches: MetaMatches }) => MetaDescriptor[] {
  return ({ matches }) => seo({ ...page, ...rootData(matches) })
}

/**
 * The `meta` export of a private page (a form's answer, an email link's page): its title, not
 * indexed; and what it is, where its reader may share or bookmark it.
 */
export function privateMeta(title: string, description?: string): (args: { matches: MetaMatches }) => MetaDescriptor[] {
  return ({ matches }) => [
    { title: titled(title, rootData(matches).site) },
    ...(description ? [{ name: 'description', content: description }] : []),
    { name: 'robots', content: 'noindex' },
  ]
}
