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
