import { ADMIN_PAGES } from '#app/lib/admin-pages.ts'
import { escapeHtml } from '#app/lib/html.ts'
import type { listPublishedForFeeds } from './blog.server.ts'
import { updateShown } from './post.ts'

const xml = escapeHtml

export type FeedPost = Awaited<ReturnType<typeof listPublishedForFeeds>>[number]

const STATIC_PAGES = ['/', '/pricing', '/cybersecurity-quiz', '/resources', '/blog', '/privacy', '/accessibility']

/** With `newsletters`, the archive and each issue too (decision 30). */
export function sitemapXml(
  siteUrl: string,
  posts: FeedPost[],
  contentUpdated: Date,
  newsletters: { slug: string; updatedAt: Date }[] = [],
): string {
  const newest = posts[0]?.updatedAt ?? contentUpdated
  const entries = [
    ...STATIC_PAGES.map((path) => ({ loc: `${siteUrl}${path}`, lastmod: path === '/blog' ? newest : contentUpdated })),
    ...posts.map((p) => ({ loc: `${siteUrl}/blog/${p.slug}`, lastmod: p.updatedAt })),
    { loc: `${siteUrl}/newsletter`, lastmod: newsletters[0]?.updatedAt ?? contentUpdated },
    ...newsletters.map((n) => ({ loc: `${siteUrl}/newsletter/${n.slug}`, lastmod: n.updatedAt })),
  ]
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${entries.map((e) => `  <url><loc>${xml(e.loc)}</loc><lastmod>${e.lastmod.toISOString()}</lastmod></url>`).join('\n')}
</urlset>
`
}

export function robotsTxt(siteUrl: string): string {
  return `User-agent: *
Allow: /
${ADMIN_PAGES.map(({ path }) => `Disallow: ${path}\n`).join('')}Disallow: /api/
Disallow: /unsubscribe

Sitemap: ${siteUrl}/sitemap.xml
`
}

export function rssXml(
  siteUrl: string,
  posts: FeedPost[],
  site: { businessName: string; tagline: string; timeZone: string },
): string {
  const items = posts
    .map(
      (p) => `    <item>
      <title>${xml(p.title)}</title>
      <link>${xml(`${siteUrl}/blog/${p.slug}`)}</link>
      <guid isPermaLink="true">${xml(`${siteUrl}/blog/${p.slug}`)}</guid>
      <description>${xml(p.excerpt)}</description>
      <category>${xml(p.category)}</category>
      <dc:creator>${xml(p.author)}</dc:creator>
      <pubDate>${p.publishedAt.toUTCString()}</pubDate>${modified(p, site.timeZone)}
    </item>`,
    )
    .join('\n')
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/">
  <channel>
    <title>${xml(site.businessName)} blog</title>
    <link>${xml(`${siteUrl}/blog`)}</link>
    <atom:link href="${xml(`${siteUrl}/blog/rss.xml`)}" rel="self" type="application/rss+xml"/>
    <description>${xml(site.tagline)}: practical guidance for K-12 leaders</description>
    <language>en-us</language>
${posts[0] ? `    <lastBuildDate>${posts[0].updatedAt.toUTCString()}</lastBuildDate>\n` : ''}${items}
  </channel>
</rss>
`
}

function modified(p: FeedPost, timeZone: string): string {
  const updated = updateShown({ publishedAt: p.publishedAt.toISOString(), updatedOn: p.updatedOn }, timeZone)
  return updated ? `\n      <dcterms:modified>${updated}</dcterms:modified>` : ''
}
