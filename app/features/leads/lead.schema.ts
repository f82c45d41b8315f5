import { z } from '#app/lib/zod.ts'
import { contactPositions, contactServices, downloadPositions, studentCounts } from './lead-options.ts'
import type { Attribution } from './lead-source.ts'
import { leadStatusValues } from './lead-status.ts'

// Messages quoted by spec §5 are word for word; every text field is bounded.

type Values<T extends readonly { value: string }[]> = T[number]['value']
const values = <T extends readonly { value: string }[]>(options: T) =>
  options.map((o) => o.value) as [Values<T>, ...Values<T>[]]

/** Control characters other than tab/newline never belong in a form field. */
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/
const noControl = (s: string) => !CONTROL.test(s)
const singleLine = (s: string) => !/[\r\n]/.test(s) && noControl(s)

const name = (label: string, min: number, minMessage: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(min, minMessage)
    .max(100, `${label} must be at most 100 characters`)
    .refine(singleLine, `${label} contains characters that are not allowed`)

export const emailField = z
  .string({ error: 'Please enter a valid email address' })
  .trim()
  .max(254, 'Email must be at most 254 characters')
  .pipe(z.email('Please enter a valid email address'))

const district = (minMessage: string, min: number) =>
  z
    .string({ error: minMessage })
    .trim()
    .min(min, minMessage)
    .max(200, 'District name must be at most 200 characters')
    .refine(singleLine, 'District name contains characters that are not allowed')

/** An empty select sends "", which means "not given". */
const optionalChoice = <T extends [string, ...string[]]>(choices: T, message: string) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), z.enum(choices, message).optional())

const attributionText = (max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() ? v.trim().slice(0, max) : undefined),
    z.string().refine(singleLine, 'Attribution contains characters that are not allowed').optional(),
  )

/** Silently trimmed to size: never a reason to refuse a lead. */
export const attributionSchema = z
  .object({
    utmSource: attributionText(200),
    utmMedium: attributionText(200),
    utmCampaign: attributionText(200),
    referrer: attributionText(500),
  })
  .optional()
  .transform((a): Attribution => ({
    utmSource: a?.utmSource ?? null,
    utmMedium: a?.utmMedium ?? null,
    utmCampaign: a?.utmCampaign ?? null,
    referrer: a?.referrer ?? null,
  }))

/** Who the lead is: the same fields on both forms, each with spec §5's own bounds and words. */
const identity = <T extends readonly { value: string }[]>(
  positions: T,
  min: number,
  messages: { firstName: string; lastName: string; district: string },
) => ({
  firstName: name('First name', min, messages.firstName),
  lastName: name('Last name', min, messages.lastName),
  email: emailField,
  position: z.enum(values(positions), 'Please select your position'),
  district: district(messages.district, min),
})

export const contactSchema = z.object({
  ...identity(contactPositions, 1, {
    firstName: 'First name is required',
    lastName: 'Last name is required',
    district: 'District is required',
  }),
  studentCount: optionalChoice(values(studentCounts), 'Please select a student count from the list'),
  services: z
    .array(z.enum(values(contactServices), 'Please choose services from the list'))
    .max(contactServices.length)
    .optional()
    .transform((list) => (list ? [...new Set(list)] : [])),
  message: z
    .string()
    .max(5000, 'Message must be at most 5000 characters')
    .refine(noControl, 'Message contains characters that are not allowed')
    .optional()
    .transform((m) => (m?.trim() ? m.trim() : undefined)),
  attribution: attributionSchema,
})
export type ContactInput = z.input<typeof contactSchema>
export type Contact = z.output<typeof contactSchema>

export const newsletterSchema = z.object({
  email: z
    .string({ error: 'Email is required' })
    .trim()
    .min(1, 'Email is required')
    .max(254, 'Email must be at most 254 characters')
    .pipe(z.email('Please enter a valid email address'))
    .transform((e) => e.toLowerCase()),
  attribution: attributionSchema,
})
export type NewsletterInput = z.input<typeof newsletterSchema>
export type Newsletter = z.output<typeof newsletterSchema>

/** The service checks the title against the catalogue. */
export const resourceDownloadSchema = z.object({
  ...identity(downloadPositions, 2, {
    firstName: 'First name must be at least 2 characters',
    lastName: 'Last name must be at least 2 characters',
    district: 'District name must be at least 2 characters',
  }),
  resourceTitle: z.string({ error: 'Please choose a resource' }).min(1, 'Please choose a resource').max(200),
  attribution: attributionSchema,
})
export type ResourceDownloadInput = z.input<typeof resourceDownloadSchema>
export type ResourceDownload = z.output<typeof resourceDownloadSchema>

export const statusChangeSchema = z.object({
  status: z.enum(leadStatusValues, 'Please choose a status: New, Contacted, Qualified, Won or Lost'),
})

/** Plain text: stored as typed, shown escaped; never HTML. */
export const noteSchema = z.object({
  body: z
    .string({ error: 'Please write a note' })
    .trim()
    .min(1, 'Please write a note')
    .max(5000, 'A note can be at most 5000 characters')
    .refine(noControl, 'The note contains characters that are not allowed'),
})

/** The type's message stands for its checks too. */
const wholeNumber = (message: string, max: number) => z.coerce.number({ error: message }).int().min(1).max(max)
const idSchema = (message: string) => z.object({ id: wholeNumber(message, 2_147_483_647) })
export const contactIdSchema = idSchema('Unknown consultation request')
export const leadIdSchema = idSchema('Unknown lead')

export const personQuerySchema = z.object({ email: emailField })

export const leadSorts = ['date', 'name', 'email', 'district', 'status', 'resource', 'meeting'] as const
export type LeadSort = (typeof leadSorts)[number]

/** Without parameters, the spec's GET /api/admin/* calls get the newest 1,000 rows (decision 12). */

export const leadListQuerySchema = z.object({
  q: z
    .string({ error: 'Search for text of at most 200 characters' })
    .max(200, 'Search for text of at most 200 characters')
    .refine(singleLine, 'The search contains characters that are not allowed')
    .optional()
    .transform((q) => q?.trim() || undefined),
  status: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(leadStatusValues, 'Please choose a status: New, Contacted, Qualified, Won or Lost').optional(),
  ),
  sort: z.enum(leadSorts, 'Sort by date, name, email, district, status, resource or meeting time').default('date'),
  dir: z.enum(['asc', 'desc'], 'Sort asc or desc').optional(),
  page: wholeNumber('Page must be a whole number from 1', 1_000_000).default(1),
  pageSize: wholeNumber('Page size must be a whole number from 1 to 1000', 1000).default(1000),
})
export type LeadListQuery = z.output<typeof leadListQuerySchema>
export type LeadListQueryInput = z.input<typeof leadListQuerySchema>
