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
 * The one way in for a public form (contact, newsletter, resource download, booking, the quiz's
 * report), whether its page posted it without a script or a script sent it as JSON to /api:
 * honeypot, then the gate (per-address limit, the form's schema, the flood's proof of work:
 * app/lib/form-gate.server.ts, docs/decisions/0013), then the visit's landing page added to the
 * input's attribution (decision 29; never sent by the browser), then the form's own store. The same-origin
 * check is not here: the page-post door and the /api router (server/app.ts) make it before any
 * form is read. Refusals are DomainErrors; the API's error handler answers them as JSON
 * (server/http-errors.ts), a page's action as a FormRefusal (`pageFormAction`), both by the one
 * status table (HTTP_STATUS, app/lib/errors.ts).
 */

/** What the request says of its sender, for the landing page of their visit (decision 29). */
export interface Visitor {
  /** the client's address as Express resolved it (TRUST_PROXY) */
  address: string
  /** the request's headers, names in lower case */
  headers: Record<string, string | string[] | undefined>
}

/** A public form's submission as it arrived: the JSON API's body, or a page form's fields. */
export interface Submission extends Sender {
  body: unknown
  visitor: Visitor
}

/** What every form's intake is built with: the gate, and where a visitor's visit landed today. */
export interface IntakeDeps {
  gate: FormGateDeps
  /** null: unknown, or the visitor asked not to be tracked */
  landingPath: (visitor: Visitor) => Promise<string | null>
}

/** Every public form's input carries the visit's first-touch attribution. */
type Attributed = { attribution: { landingPath?: string | null } }

/** A public form, declared once: what the gate counts it as, what it reads, and what it does. */
export interface PublicFormSpec<Input extends Attributed, Output> {
  gate: PublicForm
  schema: ZodType<Input>
  /** where a filled honeypot is logged as dropped */
  path: string
  /** the fields a page's form posts, and those among them that repeat (a list of choices) */
  fields: readonly string[]
  lists?: readonly string[]
  /** the answer to a filled honeypot: what the store would have answered, stored nowhere */
  honeypot: (body: unknown) => Output
  /** a rule of the input beyond its schema, inside the gate (a refusal counts as invalid input) */
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

/** A JSON request to a public form, as its intake takes it (the solved proof of work in its header). */
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

/** What the visitor typed into a page's form, as the JSON body would carry it (the honeypot apart). */
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

/** The codes a page draws as a refusal of its form; any other error is the page's error boundary's. */
const REFUSED = new Set(['invalid', 'too_many', 'conflict', 'not_found'])

/** A page form's refusal (app/lib/forms/form-refusal.ts), with the status and Retry-After the API would answer. */
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

/**
 * A public form posted by its page without a script (decision 33): its fields read, then the same
 * intake as the JSON API. Taken: `answer` (a 303 to a page that says so, so a reload does not post
 * it again; the quiz's report, the PDF). Refused: the page drawn again with the FormRefusal.
 */
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
