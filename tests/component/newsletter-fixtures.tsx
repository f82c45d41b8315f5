import type { Issue } from '#app/features/newsletter-admin/api.ts'
import { NewsletterAdmin } from '#app/features/newsletter-admin/newsletter-admin.tsx'
import { fakeApi, type FakeCall } from './admin-harness.tsx'

/** The newsletter admin screen as its route renders it. */
export const newsletterPage = (
  <NewsletterAdmin username="admin" timeZone="America/Chicago" siteUrl="https://site.example" />
)

/** A draft issue (id 7, version 3) with nothing sent; `overrides` make it any other state. */
export function issue(overrides: Partial<Issue> = {}): Issue {
  return {
    id: 7,
    subject: 'November briefing',
    previewText: 'Board season',
    body: '<p>Three things to check before the board meeting.</p>',
    slug: 'november-briefing',
    published: true,
    status: 'draft',
    version: 3,
    recipients: 0,
    scheduledAt: null,
    startedAt: null,
    finishedAt: null,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    createdBy: 'admin',
    figures: { recipients: 0, sent: 0, failed: 0, bounced: 0, skipped: 0, waiting: 0, unsubscribedSince: 0 },
    ...overrides,
  } as Issue
}

/**
 * The API the newsletter screen reads on opening (its issues, two confirmed subscribers, no posts,
 * issue 7's email preview), plus the test's own `routes`.
 */
export function newsletterApi(
  issues: Issue[],
  routes: Record<string, (call: FakeCall) => { status?: number; json: unknown }> = {},
) {
  return fakeApi({
    'GET /api/newsletter-issues': () => ({ json: { issues, recipients: 2 } }),
    'GET /api/blog': () => ({ json: { posts: [], total: 0 } }),
    'GET /api/newsletter-issues/7/email': () => ({ json: { text: 'Three things', bytes: 2048 } }),
    ...routes,
  })
}
