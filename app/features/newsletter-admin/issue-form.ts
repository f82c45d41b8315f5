import { issueSchema, type IssueData } from '#app/features/newsletter/issue.schema.ts'
import { z } from '#app/lib/zod.ts'
import type { Issue } from './api.ts'

export type IssueFormValues = Pick<IssueData, 'subject' | 'previewText' | 'body' | 'published'>

export const issueFormValues = (issue: Issue | null): IssueFormValues => ({
  subject: issue?.subject ?? '',
  previewText: issue?.previewText ?? '',
  body: issue?.body ?? '',
  published: issue?.published ?? true,
})

const text = (value: unknown) => (typeof value === 'string' ? value : '')

/** A ticked checkbox sends `on`. */
export function fieldsFromForm(form: unknown): IssueFormValues {
  const f = form && typeof form === 'object' ? (form as Record<string, unknown>) : {}
  return {
    subject: text(f.subject),
    previewText: text(f.previewText),
    body: text(f.body),
    published: f.published === 'on',
  }
}

/** The API's own schema, so the form and the server refuse with the same words (decision 21). */
export const issueFormSchema = z.preprocess(fieldsFromForm, issueSchema)
