import type { PostInput } from '#app/features/blog/post.schema.ts'
import { postSchema, splitTags } from '#app/features/blog/post.schema.ts'
import { fromWallClock, toWallClock } from '#app/lib/dates.ts'
import { z } from '#app/lib/zod.ts'
import type { AdminPost } from './api.ts'

/** One row of the sources editor; `key` keeps React's rows stable while rows come and go. */
export interface SourceRow {
  key: string
  title: string
  publisher: string
  url: string
  date: string
}

let rowCount = 0
export function sourceRow(values: Partial<Omit<SourceRow, 'key'>> = {}): SourceRow {
  rowCount += 1
  return { key: `source-${rowCount}`, title: '', publisher: '', url: '', date: '', ...values }
}

/** The form's own state: strings as the inputs hold them. */
export interface PostFormValues {
  title: string
  slug: string
  excerpt: string
  content: string
  category: string
  author: string
  featured: 'true' | 'false'
  publishedAt: string
  tags: string
  heroImageUrl: string
  heroImageAlt: string
  /** 'YYYY-MM-DD' from the date input, or '' */
  reviewedAt: string
  sources: SourceRow[]
}

export function emptyValues(author: string): PostFormValues {
  return {
    title: '',
    slug: '',
    excerpt: '',
    content: '',
    category: '',
    author,
    featured: 'false',
    publishedAt: '',
    tags: '',
    heroImageUrl: '',
    heroImageAlt: '',
    // A new post is reviewed the day it is written; the author can change or clear it.
    reviewedAt: new Date().toLocaleDateString('en-CA'),
    sources: [],
  }
}

/**
 * Spec §4: pre-filled as date and time to the minute, on the site's clocks (SITE_TIME_ZONE): the
 * time a post goes live is the district's time, whatever zone the admin's laptop is in.
 */
export function valuesFromPost(post: AdminPost, timeZone: string): PostFormValues {
  return {
    title: post.title,
    slug: post.slug,
    excerpt: post.excerpt,
    content: post.content,
    category: post.category,
    author: post.author,
    featured: post.featured === 'true' ? 'true' : 'false',
    // A draft's date is when it was saved: empty, so that publishing it publishes it now.
    publishedAt:
      post.status === 'draft' && new Date(post.publishedAt).getTime() <= Date.now()
        ? ''
        : toWallClock(post.publishedAt, timeZone),
    tags: post.tags.join(', '),
    heroImageUrl: post.heroImageUrl ?? '',
    heroImageAlt: post.heroImageAlt ?? '',
    reviewedAt: post.reviewedAt ?? '',
    sources: post.sources.map((s) => sourceRow(s)),
  }
}

/** The form's values without the rows' React keys: what its inputs hold. */
export type PostFields = Omit<PostFormValues, 'sources'> & { sources: Omit<SourceRow, 'key'>[] }

/**
 * Spec §4: tags split on commas; publishedAt as ISO (read on the site's clocks), omitted when
 * empty (publish now). The review
 * date and the sources are always sent, so clearing them in the form clears them; a source row
 * left entirely blank is dropped.
 */
export function toPayload(v: PostFields, timeZone: string): PostInput {
  const payload: PostInput = {
    title: v.title,
    slug: v.slug,
    excerpt: v.excerpt,
    content: v.content,
    category: v.category as PostInput['category'],
    author: v.author,
    tags: splitTags(v.tags),
    heroImageUrl: v.heroImageUrl || null,
    heroImageAlt: v.heroImageAlt || null,
    featured: v.featured,
    reviewedAt: v.reviewedAt || null,
    sources: v.sources
      .map(({ title, publisher, url, date }) => ({ title, publisher, url, date }))
      .filter((s) => Object.values(s).some((value) => value.trim())),
  }
  if (v.publishedAt) payload.publishedAt = fromWallClock(v.publishedAt, timeZone)?.toISOString() ?? v.publishedAt
  return payload
}

const text = (value: unknown) => (typeof value === 'string' ? value : '')
const record = (value: unknown) => (value && typeof value === 'object' ? (value as Record<string, unknown>) : {})

/** The form's inputs as Conform reads them from its FormData (`sources[0].title` as a list of rows). */
export function fieldsFromForm(form: unknown): PostFields {
  const f = record(form)
  return {
    title: text(f.title),
    slug: text(f.slug),
    excerpt: text(f.excerpt),
    content: text(f.content),
    category: text(f.category),
    author: text(f.author),
    featured: f.featured === 'true' ? 'true' : 'false',
    publishedAt: text(f.publishedAt),
    tags: text(f.tags),
    heroImageUrl: text(f.heroImageUrl),
    heroImageAlt: text(f.heroImageAlt),
    reviewedAt: text(f.reviewedAt),
    sources: (Array.isArray(f.sources) ? f.sources : []).map((row) => {
      const r = record(row)
      return { title: text(r.title), publisher: text(r.publisher), url: text(r.url), date: text(r.date) }
    }),
  }
}

/**
 * The post form's check: its inputs become the request's body (toPayload), which the server's own
 * schema then judges, so the form and the API refuse the same posts with the same words.
 */
// Only whether the date is valid matters to the check, not the zone it is read in.
export const postFormSchema = z.preprocess((form) => toPayload(fieldsFromForm(form), 'UTC'), postSchema)
