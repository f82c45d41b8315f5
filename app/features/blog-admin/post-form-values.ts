import type { PostInput } from '#app/features/blog/post.schema.ts'
import type { Source } from '#content/types.ts'
import { postSchema, splitTags } from '#app/features/blog/post.schema.ts'
import { fromWallClock, toWallClock } from '#app/lib/dates.ts'
import { z } from '#app/lib/zod.ts'
import type { AdminPost } from './api.ts'

/** `key` keeps React's rows stable while rows come and go. */
export type SourceRow = Source & { key: string }

let rowCount = 0
export function sourceRow(values: Partial<Omit<SourceRow, 'key'>> = {}): SourceRow {
  rowCount += 1
  return { key: `source-${rowCount}`, title: '', publisher: '', url: '', date: '', ...values }
}

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
    reviewedAt: new Date().toLocaleDateString('en-CA'),
    sources: [],
  }
}

/** Spec §4: on the site's clocks, whatever zone the admin's laptop is in. */
export function valuesFromPost(post: AdminPost, timeZone: string): PostFormValues {
  return {
    title: post.title,
    slug: post.slug,
    excerpt: post.excerpt,
    content: post.content,
    category: post.category,
    author: post.author,
    featured: post.featured === 'true' ? 'true' : 'false',
    // A draft's date is empty, so that publishing it publishes it now.
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

export type PostFields = Omit<PostFormValues, 'sources'> & { sources: Omit<SourceRow, 'key'>[] }

/** Spec §4. The review date and sources are always sent, so clearing them in the form clears them. */
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

/** `sources[0].title` arrives as a list of rows. */
export function fieldsFromForm(form: unknown): PostFields {
  const f = record(form)
  const texts = Object.fromEntries(Object.keys(emptyValues('')).map((key) => [key, text(f[key])]))
  return {
    ...(texts as Omit<PostFields, 'featured' | 'sources'>),
    featured: f.featured === 'true' ? 'true' : 'false',
    sources: (Array.isArray(f.sources) ? f.sources : []).map((row) => {
      const r = record(row)
      return { title: text(r.title), publisher: text(r.publisher), url: text(r.url), date: text(r.date) }
    }),
  }
}

/** The server's own schema judges the payload, so form and API refuse alike; the date's zone does not matter to it. */
export const postFormSchema = z.preprocess((form) => toPayload(fieldsFromForm(form), 'UTC'), postSchema)
