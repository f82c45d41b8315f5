import type { BlogPost } from '#app/features/blog/post.ts'
import type { ContactInput, ResourceDownloadInput } from '#app/features/leads/lead.schema.ts'
import type { PostInput } from '#app/features/blog/post.schema.ts'

let n = 0
const next = () => ++n

/** Test data with overrides: a test names only the fields it is about. */
export function contactInput(overrides: Partial<ContactInput> = {}): ContactInput {
  return {
    firstName: 'Dana',
    lastName: 'Whitfield',
    email: `dana${next()}@maplewood.k12.example`,
    position: 'superintendent',
    district: 'Maplewood Unified School District',
    studentCount: '1000-5000',
    services: ['vciso', 'assessment'],
    message: 'We would like to talk about an assessment before our budget cycle.',
    ...overrides,
  }
}

export function downloadInput(overrides: Partial<ResourceDownloadInput> = {}): ResourceDownloadInput {
  return {
    firstName: 'Luis',
    lastName: 'Ortega',
    email: `luis${next()}@riverbend.k12.example`,
    position: 'technology-director',
    district: 'Riverbend School District',
    resourceTitle: 'FERPA Compliance Checklist',
    ...overrides,
  }
}

export function postInput(overrides: Partial<PostInput> = {}): PostInput {
  const i = next()
  return {
    title: `Tabletop exercises for small districts ${i}`,
    slug: `tabletop-exercises-${i}`,
    excerpt: 'How to run a ninety-minute ransomware tabletop exercise with your cabinet.',
    content:
      '<h2>Why practice</h2><p>A plan that nobody has rehearsed tends to fail in the first hour of a real incident.</p>',
    category: 'Best Practices',
    author: 'Dr. Morgan Ellis',
    tags: ['incident response', 'tabletop'],
    heroImageUrl: null,
    heroImageAlt: null,
    featured: 'false',
    ...overrides,
  }
}

/**
 * A published post as the API answers it, for tests of what shows it. Published 23:30 on June 30
 * in Chicago (July 1 in UTC): the site's clocks decide its day.
 */
export function blogPost(overrides: Partial<BlogPost> = {}): BlogPost {
  return {
    id: 1,
    slug: 'ransomware-readiness',
    title: 'Ransomware readiness',
    excerpt: 'What a small district can do this term.',
    content: '<p>Words.</p>',
    category: 'Best Practices',
    tags: [],
    author: 'Dana Whitfield',
    heroImageUrl: null,
    heroImageAlt: null,
    featured: 'false',
    publishedAt: '2026-07-01T04:30:00.000Z',
    updatedAt: '2026-11-28T15:00:00.000Z',
    reviewedAt: '2026-11-28',
    updatedOn: null,
    sources: [],
    status: 'published',
    version: 3,
    ...overrides,
  }
}
