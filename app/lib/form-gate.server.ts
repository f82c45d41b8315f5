import { DomainError } from './errors.ts'
import type { Db } from './db.server.ts'
import { recordFlood, type PublicForm } from './form-floods.server.ts'
import type { Logger } from './logger.server.ts'
import { PROOF_REQUIRED } from './proof-of-work.ts'
import type { ProofOfWork } from './proof-of-work.server.ts'
import { hit, type Limits } from './rate-limit.server.ts'
import { fieldErrors, type ZodType } from './zod.ts'

export const allAddressesKey = (form: PublicForm) => `${form}:all`

/** Who sent a public form, as every way in describes it. */
export interface Sender {
  /** clientKey(ip): an IPv4 address or an IPv6 /64 */
  client: string
  proof?: string
  log: Logger
}

export interface FormGateDeps {
  db: Db
  limits: Limits
  proofOfWork: ProofOfWork
  clock: () => Date
  /** once per window when a form's submissions pass its hourly threshold */
  onFlood?: (form: PublicForm, threshold: number) => Promise<void>
}

export function invalidInput(error: Parameters<typeof fieldErrors>[0]): DomainError {
  return new DomainError('invalid', error.issues[0]?.message ?? 'Invalid input', { errors: fieldErrors(error) })
}

export function parseInput<T>(schema: ZodType<T>, input: unknown): T {
  const parsed = schema.safeParse(input)
  if (!parsed.success) throw invalidInput(parsed.error)
  return parsed.data
}

/**
 * Every request counts against its address; valid submissions of all addresses count together, and
 * past the hourly threshold one is taken only with a solved proof of work, so no number of other
 * clients can stop a person's request while scripts pay for each of theirs (decision 13).
 */
export async function admitSubmission<T>(
  { db, limits, proofOfWork, clock, onFlood }: FormGateDeps,
  form: PublicForm,
  sender: Sender,
  parse: () => T,
): Promise<T> {
  const own = await hit(db, `${form}:ip:${sender.client}`, limits[form])
  if (!own.allowed) {
    sender.log.warn({ event: 'rate_limited', limit: form, scope: 'address', ip: sender.client }, 'rate limit reached')
    throw new DomainError('too_many', 'Too many requests. Please wait a few minutes and try again.', {
      retryAfterSeconds: own.retryAfterSeconds,
      reason: 'address',
    })
  }

  const input = parse()

  const threshold = limits[`${form}Global`]
  const all = await hit(db, allAddressesKey(form), threshold)
  if (all.allowed) return input
  if (all.count === threshold.max + 1) {
    sender.log.warn(
      { event: 'form_flood', form, threshold: threshold.max, windowSeconds: threshold.windowSeconds },
      'form flooded: submissions now need a proof of work',
    )
    await recordFlood(db, { form, at: clock(), threshold: threshold.max })
    await onFlood?.(form, threshold.max)
  }
  if (sender.proof && (await proofOfWork.redeem(sender.proof))) return input
  if (sender.proof) sender.log.info({ event: 'proof_refused', form, ip: sender.client }, 'proof of work refused')
  throw new DomainError(
    'too_many',
    'We are receiving an unusual number of requests right now. Please try again in a few minutes.',
    { reason: PROOF_REQUIRED, details: { challenge: await proofOfWork.challenge() } },
  )
}

/** People never see the "website" field; bots fill it. Answered as a success and stored nowhere. */
export function isHoneypotFilled(body: unknown, sender: Sender, path: string): boolean {
  const value = (body as { website?: unknown } | undefined)?.website
  const filled = typeof value === 'string' ? value.trim() !== '' : value !== undefined && value !== null
  if (filled) sender.log.info({ event: 'honeypot', path, ip: sender.client }, 'honeypot submission dropped')
  return filled
}
