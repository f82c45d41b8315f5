import { data, redirect } from 'react-router'
import { DomainError } from '#app/lib/errors.ts'
import type { Logger } from '#app/lib/logger.server.ts'
import { clientKey } from '#app/lib/client-address.server.ts'
import { PROOF_REQUIRED } from '#app/lib/proof-of-work.ts'
import { resources } from '#content/resources.ts'
import type { LeadIntake } from './lead-intake.server.ts'
import {
  LEAD_FORM_FIELD,
  resourcePagePath,
  submittedPath,
  type LeadFormName,
  type LeadFormRefusal,
} from './lead-form-refusal.ts'

/** Each form's fields as the JSON API takes them; `services` is the one list. */
const FIELDS: Record<LeadFormName, readonly string[]> = {
  contact: ['firstName', 'lastName', 'email', 'position', 'district', 'studentCount', 'message'],
  newsletter: ['email'],
  'resource-download': ['firstName', 'lastName', 'email', 'position', 'district', 'resourceTitle'],
}
const LISTS: Partial<Record<LeadFormName, readonly string[]>> = { contact: ['services'] }

const isLeadForm = (name: unknown): name is LeadFormName => typeof name === 'string' && Object.hasOwn(FIELDS, name)

/** What the visitor typed, as the JSON body would carry it (the honeypot apart). */
function valuesOf(form: LeadFormName, fields: FormData): Record<string, string | string[]> {
  const values: Record<string, string | string[]> = {}
  for (const name of FIELDS[form]) {
    const value = fields.get(name)
    if (typeof value === 'string') values[name] = value
  }
  for (const name of LISTS[form] ?? []) values[name] = fields.getAll(name).filter((v) => typeof v === 'string')
  return values
}

/** The request's headers as the lead intake reads them (lower-case names). */
const headersOf = (request: Request) => Object.fromEntries(request.headers.entries())

/**
 * A page's public lead form posted without a script (decision 33): the same lead intake as the
 * JSON API, with the same gate and schemas. Stored: 303 to a page that says so, so a reload does
 * not post it again. Refused: the page drawn again with the refusal (useLeadFormRefusal), 400 for
 * input, 429 for a limit or a flood; nothing goes into a URL but the resource's name.
 */
export async function leadFormAction(request: Request, intake: LeadIntake, { ip, log }: { ip: string; log: Logger }) {
  const fields = await request.formData()
  const form = fields.get(LEAD_FORM_FIELD)
  if (!isLeadForm(form)) {
    throw data('This form could not be read. Please reload the page and try again.', { status: 400 })
  }
  const values = valuesOf(form, fields)
  const website = fields.get('website')
  const submission = {
    body: { ...values, ...(typeof website === 'string' && website ? { website } : {}) },
    client: clientKey(ip),
    log,
    visitor: { address: ip, headers: headersOf(request) },
  }
  try {
    if (form === 'resource-download') {
      const { resourceTitle } = await intake.download(submission)
      const resource = resources.find((r) => r.title === resourceTitle)
      // A honeypot's made-up title has no page: it goes back to the library as if all were well.
      return redirect(resource ? resourcePagePath(resource.slug, true) : '/resources', 303)
    }
    await (form === 'contact' ? intake.contact(submission) : intake.newsletter(submission))
    return redirect(submittedPath[form], 303)
  } catch (error) {
    if (!(error instanceof DomainError) || (error.code !== 'invalid' && error.code !== 'too_many')) throw error
    const refusal: LeadFormRefusal = {
      leadForm: form,
      message: error.message,
      errors: error.code === 'invalid' ? (error.errors ?? {}) : {},
      values,
      ...(error.reason === PROOF_REQUIRED ? { busy: true } : {}),
    }
    const headers: HeadersInit = error.retryAfterSeconds ? { 'Retry-After': String(error.retryAfterSeconds) } : {}
    return data(refusal, { status: error.code === 'invalid' ? 400 : 429, headers })
  }
}
