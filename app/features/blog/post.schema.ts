import { z } from '#app/lib/zod.ts'
import { SLUG_PATTERN } from './slug.ts'

export const blogCategories = [
  'Compliance',
  'Threat Intelligence',
  'Governance',
  'Best Practices',
  'Technology',
  'Training',
] as const

export function splitTags(text: string): string[] {
  return text
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean)
}

const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/
const plain = (max: number, label: string) =>
  z
    .string()
    .max(max, `${label} must be at most ${max} characters`)
    .refine((s) => !CONTROL.test(s), `${label} contains characters that are not allowed`)

const emptyToNull = (v: unknown) => (v === '' || v === undefined ? null : v)

/** Our own upload flow, or an https URL. */
const heroUrl = z.preprocess(
  emptyToNull,
  z
    .string()
    .max(500, 'Hero image URL must be at most 500 characters')
    .refine(
      (u) => /^\/objects\/uploads\/[A-Za-z0-9._-]+$/.test(u) || /^https:\/\/[^\s"'<>]+$/.test(u),
      'Hero image must be an uploaded image or an https URL',
    )
    .nullable(),
)

const CALENDAR_DATE = /^\d{4}(-\d{2}(-\d{2})?)?$/

function isCalendarDate(value: string): boolean {
  if (!CALENDAR_DATE.test(value)) return false
  const [y, m = '01', d = '01'] = value.split('-')
  const date = new Date(`${y}-${m}-${d}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === `${y}-${m}-${d}`
}

/** So a reviewer anywhere in the Americas can write today's date. */
const latestReviewDay = () => new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString().slice(0, 10)

function isHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value)
    return url.protocol === 'https:' && Boolean(url.hostname) && !/[\s"'<>]/.test(value)
  } catch {
    return false
  }
}

/** Beyond the spec; the shape of content/types.ts `Source`. */
const sourceSchema = z.object({
  title: plain(300, 'Source title').trim().min(1, 'Source title is required'),
  publisher: plain(200, 'Publisher').trim().min(1, 'Publisher is required'),
  url: z
    .string({ error: 'Link must start with https://, like https://www.cisa.gov/...' })
    .trim()
    .max(1000, 'Link must be at most 1000 characters')
    .refine(isHttpsUrl, 'Link must start with https://, like https://www.cisa.gov/...'),
  date: z
    .string({ error: 'Date published must be a year, a month (2025-04) or a day (2025-04-22)' })
    .trim()
    .refine(isCalendarDate, 'Date published must be a year, a month (2025-04) or a day (2025-04-22)'),
})

export const postSchema = z.object({
  title: plain(200, 'Title').trim().min(5, 'Title must be at least 5 characters'),
  slug: z
    .string({ error: 'Slug must be at least 3 characters' })
    .min(3, 'Slug must be at least 3 characters')
    .max(100, 'Slug must be at most 100 characters')
    .regex(SLUG_PATTERN, 'Slug can only contain lowercase letters, numbers, and hyphens'),
  excerpt: plain(500, 'Excerpt').trim().min(20, 'Excerpt must be at least 20 characters'),
  content: z
    .string({ error: 'Content must be at least 50 characters' })
    .min(50, 'Content must be at least 50 characters')
    .max(200_000, 'Content must be at most 200000 characters')
    .refine((s) => !s.includes('\u0000'), 'Content contains characters that are not allowed'),
  category: z.enum(blogCategories, 'Please select a category'),
  author: plain(100, 'Author name').trim().min(2, 'Author name is required'),
  tags: z
    .array(plain(50, 'Each tag').trim().min(1))
    .max(20, 'At most 20 tags')
    .nullish()
    .transform((t) => t ?? []),
  heroImageUrl: heroUrl.optional(),
  heroImageAlt: z.preprocess(emptyToNull, plain(300, 'Hero image alt text').nullable()).optional(),
  featured: z
    .union([z.enum(['true', 'false']), z.boolean()], 'Featured must be true or false')
    .optional()
    .transform((f) => (f === true || f === 'true' ? 'true' : 'false')),
  publishedAt: z.preprocess(
    emptyToNull,
    z.iso.datetime({ offset: true, error: 'Publish date must be a valid date and time' }).nullable().optional(),
  ),
  /** Omitted on update keeps the stored one. */
  reviewedAt: z.preprocess(
    (v) => (v === '' ? null : v),
    z.iso
      .date({ error: 'Last reviewed must be a date' })
      .refine(isCalendarDate, 'Last reviewed must be a date')
      .refine((d) => d <= latestReviewDay(), 'Last reviewed cannot be in the future')
      .nullable()
      .optional(),
  ),
  /** Omitted on update keeps the stored list; null or [] clears it. */
  sources: z.array(sourceSchema).max(30, 'At most 30 sources').nullable().optional(),
  /** Omitted: a new post is published (the spec's API), an update keeps its status (decision 25). */
  status: z.enum(['draft', 'published'], 'Status must be draft or published').optional(),
  /** A post changed since is refused with 409; omitted by the spec's clients, then unchecked (decision 27). */
  version: z.number('Version must be a whole number').int('Version must be a whole number').positive().optional(),
})
export type PostInput = z.input<typeof postSchema>
export type PostData = z.output<typeof postSchema>

export const heroImageSchema = z.object({
  heroImageURL: z.string({ error: 'heroImageURL is required' }).min(1, 'heroImageURL is required').max(2000),
})
