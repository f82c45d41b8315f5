import type { SiteIdentity } from '#content/site.ts'

/** Built from the content the page shows, so the two never disagree. */

export function professionalServiceJsonLd({
  siteUrl,
  site,
  description,
  services,
}: {
  siteUrl: string
  site: SiteIdentity
  description: string
  services: readonly { title: string; description: string }[]
}) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfessionalService',
    name: site.businessName,
    url: siteUrl,
    logo: `${siteUrl}/icon-512.png`,
    image: `${siteUrl}/og-image.png`,
    description,
    areaServed: 'US',
    audience: { '@type': 'Audience', audienceType: 'K-12 school district leaders' },
    hasOfferCatalog: {
      '@type': 'OfferCatalog',
      name: 'Cybersecurity services for K-12 districts',
      itemListElement: services.map((s) => ({
        '@type': 'Offer',
        itemOffered: { '@type': 'Service', name: s.title, description: s.description },
      })),
    },
  }
}

export function faqPageJsonLd(faqs: readonly { question: string; answer: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faqs.map((f) => ({
      '@type': 'Question',
      name: f.question,
      acceptedAnswer: { '@type': 'Answer', text: f.answer },
    })),
  }
}

/** `image` may be a path. */
export function blogPostingJsonLd({
  post,
  modifiedAt,
  siteUrl,
  site,
  path,
  image,
}: {
  post: {
    title: string
    excerpt: string
    publishedAt: string
    author: string
    tags: readonly string[]
    category: string
  }
  modifiedAt: string
  siteUrl: string
  site: SiteIdentity
  path: string
  image: string
}) {
  return {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'BlogPosting',
        headline: post.title,
        description: post.excerpt,
        image: image.startsWith('http') ? image : `${siteUrl}${image}`,
        datePublished: post.publishedAt,
        dateModified: modifiedAt,
        author: { '@type': 'Person', name: post.author },
        publisher: {
          '@type': 'Organization',
          name: site.businessName,
          logo: { '@type': 'ImageObject', url: `${siteUrl}/icon-512.png` },
        },
        mainEntityOfPage: `${siteUrl}${path}`,
        keywords: post.tags.join(', '),
        articleSection: post.category,
      },
      {
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: 'Home', item: `${siteUrl}/` },
          { '@type': 'ListItem', position: 2, name: 'Blog', item: `${siteUrl}/blog` },
          { '@type': 'ListItem', position: 3, name: post.title, item: `${siteUrl}${path}` },
        ],
      },
    ],
  }
}
