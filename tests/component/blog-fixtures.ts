import type { AdminPost } from '#app/features/blog-admin/api.ts'

/** A draft post (id 4, version 2) that passes the post schema; `overrides` make it any other. */
export function adminPost(overrides: Partial<AdminPost> = {}): AdminPost {
  return {
    id: 4,
    slug: 'tabletop-exercises',
    title: 'Tabletop exercises',
    excerpt: 'How to run a ninety-minute ransomware exercise.',
    content: '<p>Pick a scenario your cabinet can picture, and a clock to run it against.</p>',
    category: 'Training',
    tags: ['ransomware'],
    author: 'Dr. Ellis',
    heroImageUrl: null,
    heroImageAlt: null,
    featured: 'false',
    publishedAt: '2026-11-01T15:00:00.000Z',
    updatedAt: '2026-11-01T15:00:00.000Z',
    reviewedAt: null,
    updatedOn: null,
    sources: [],
    status: 'draft',
    version: 2,
    ...overrides,
  } as AdminPost
}
