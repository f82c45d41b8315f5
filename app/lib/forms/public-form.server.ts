import { data } from 'react-router'
import { clientKey } from '../client-address.server.ts'
import { DomainError, HTTP_STATUS, isAnsweredReason } from '../errors.ts'
import { admitSubmission, isHoneypotFilled, parseInput, type FormGateDeps, type Sender } from '../form-gate.server.ts'
import type { PublicForm } from '../form-floods.server.ts'
import type { Logger } from '../logger.server.ts'
import { PROOF_HEADER } from '../proof-of-work.ts'
import type { ZodType } from '../zod.ts'
import type { FormRefusal } from './form-refusal.ts'

/**
 * The one way in for a public form, from a page post or /api alike: honeypot, gate (decision 13),
 * the visit's landing page (decision 29; never sent by the browser), then the form's own store
 * (decision 53). The same-origin check is made before any form is read (server/app.ts).
 */

export interface Visitor {
  /** as Express resolved it (TRUST_PROXY) */
  address: string
  headers: Record<string, string | string[] | undefined>
}

export interface Submission extends Sender {
  body: unknown
  visitor: Visitor
}

export interface IntakeDeps {
  gate: FormGateDeps
  /** null: unknown, or the visitor asked not to be tracked */
  landingPath: (visitor: Visitor) => Promise<string | null>
}

type Attributed = { attribution: { landingPath?: string | null } }

export interface PublicFormSpec<Input extends Attributed, Output> {
  gate: PublicForm
  schema: ZodType<Input>
  path: string
  /** and those among them that repeat */
  fields: readonly string[]
  lists?: readonly string[]
  /** what the store would have answered, stored nowhere */
  honeypot: (body: unknown) => Output
  /** a refusal here counts as invalid input */
  check?: (input: Input) => Input
  store: (input: Input, submission: Submission) => Promise<Output>
}

export interface PublicFormIntake<Output> {
  fields: readonly string[]
  lists: readonly string[]
  receive: (submission: Submission) => Promise<Output>
}

export function publicForm<Input extends Attributed, Output>(
  { gate, landingPath }: IntakeDeps,
  {
    gate: name,
    schema,
    path,
    fields,
    lists = [],
    honeypot,
    check = (input) => input,
    store,
  }: PublicFormSpec<Input, Output>,
): PublicFormIntake<Output> {
  return {
    fields,
    lists,
    async receive(submission) {
      if (isHoneypotFilled(submission.body, submission, path)) return honeypot(submission.body)
      const input = await admitSubmission(gate, name, submission, () => check(parseInput(schema, submission.body)))
      input.attribution.landingPath = await landingPath(submission.visitor)
      return store(input, submission)
    },
  }
}

export function submissionOf(req: {
  body: unknown
  ip?: string
  headers: Visitor['headers']
  log: Logger
  get: (name: string) => string | undefined
}): Submission {
  return {
    body: req.body,
    client: clientKey(req.ip),
    proof: req.get(PROOF_HEADER),
    log: req.log,
    visitor: { address: req.ip ?? '', headers: req.headers },
  }
}

export function valuesOf(
  fields: FormData,
  { fields: names, lists = [] }: { fields: readonly string[]; lists?: readonly string[] },
): Record<string, string | string[]> {
  const values: Record<string, string | string[]> = {}
  for (const name of names) {
    const value = fields.get(name)
    if (typeof value === 'string') values[name] = value
  }
  for (const name of lists) {
    const list = fields.getAll(name).filter((v) => typeof v === 'string')
    if (list.length) values[name] = list
  }
  return values
}

/** Any other error is the page's error boundary's. */
const REFUSED = new Set(['invalid', 'too_many', 'conflict', 'not_found'])

/** With the status and Retry-After the API would answer. */
export function formRefusal(form: string, error: unknown, values: FormRefusal['values']) {
  if (!(error instanceof DomainError) || !REFUSED.has(error.code)) throw error
  const refusal: FormRefusal = {
    form,
    message: error.message,
    code: error.code,
    errors: error.code === 'invalid' ? (error.errors ?? {}) : {},
    values,
    ...(isAnsweredReason(error.reason) ? { reason: error.reason } : {}),
  }
  const headers: HeadersInit = error.retryAfterSeconds ? { 'Retry-After': String(error.retryAfterSeconds) } : {}
  return data(refusal, { status: HTTP_STATUS[error.code], headers })
}

/** Taken: a 303, so a reload does not post it again. Refused: the page drawn again (decision 33). */
export async function pageFormAction<Output>(
  request: Request,
  fields: FormData,
  form: string,
  intake: PublicFormIntake<Output>,
  { ip, log }: { ip: string; log: Logger },
  answer: (output: Output) => Response,
) {
  const values = valuesOf(fields, intake)
  const website = fields.get('website')
  const submission: Submission = {
    body: { ...values, ...(typeof website === 'string' && website ? { website } : {}) },
    client: clientKey(ip),
    log,
    visitor: { address: ip, headers: Object.fromEntries(request.headers.entries()) },
  }
  try {
    return answer(await intake.receive(submission))
  } catch (error) {
    return formRefusal(form, error, values)
  }
}
