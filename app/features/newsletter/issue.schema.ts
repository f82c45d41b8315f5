import { z } from '#app/lib/zod.ts'
import { SLUG_PATTERN } from '#app/features/blog/slug.ts'

/** A subject or preview line goes into a mail header: no line breaks (header injection), no control characters. */
const HEADER_UNSAFE = /[\u0000-\u001F\u007F]/
const MARKUP = /[<>]/

const line = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .refine((s) => !HEADER_UNSAFE.test(s), `${label} must be one line, without line breaks`)
    .refine((s) => !MARKUP.test(s), `${label} cannot contain < or >`)

export const RESERVED_ISSUE_SLUGS = new Set(['confirm'])

export const issueSchema = z.object({
  subject: line('Subject', 150).pipe(z.string().min(1, 'Subject is required')),
  previewText: line('Preview text', 200).default(''),
  body: z
    .string({ error: 'Write the body of the newsletter' })
    .max(200_000, 'The body must be at most 200,000 characters')
    .refine((html) => html.replace(/<[^>]*>/g, '').trim().length > 0, 'Write the body of the newsletter'),
  slug: z
    .string()
    .trim()
    .regex(SLUG_PATTERN, 'Slug can only use lowercase letters, numbers and hyphens')
    .refine((s) => !RESERVED_ISSUE_SLUGS.has(s), 'This slug is reserved; choose another')
    .optional(),
  published: z.boolean('Published must be true or false').default(true),
  /** a newer one on the server is a 409 */
  version: z.number().int().positive().optional(),
})
export type IssueInput = z.input<typeof issueSchema>
export type IssueData = z.output<typeof issueSchema>

export const scheduleSchema = z.object({
  /** converted from the site's time zone by the form */
  scheduledAt: z.iso.datetime({ offset: true, error: 'Choose a date and time to send' }),
  version: z.number().int().positive().optional(),
})

export const sendNowSchema = z.object({
  /** a different number now asks again */
  recipients: z.number().int().min(0).optional(),
  version: z.number().int().positive().optional(),
})

export const fromPostSchema = z.object({
  postId: z.number('Choose a blog post').int('Choose a blog post').positive('Choose a blog post'),
})
