import type { Request } from 'express'
import { hit } from '#app/lib/rate-limit.server.ts'
import { clientKey } from '#app/lib/client-address.server.ts'
import { recordFlood, type PublicForm } from '#app/lib/form-floods.server.ts'
import { PROOF_HEADER, PROOF_REQUIRED } from '#app/lib/proof-of-work.ts'
import type { Services } from '#app/services.server.ts'
import { HttpError } from './http-errors.ts'

/** The counter of a form's valid submissions from all addresses together. */
export const allAddressesKey = (form: PublicForm) => `${form}:all`

/**
 * A public form's gate, before anything is stored (docs/decisions/0013):
 * 1. every request counts against its sender's address (an IPv4 address or an IPv6 /64), junk
 *    included; past that limit, 429;
 * 2. the body is validated (`parse` throws the 400), so invalid bodies never reach step 3;
 * 3. valid submissions of all addresses count together; past the form's hourly threshold the site
 *    is flooded, and a submission is taken only with a solved proof-of-work challenge. Without one
 *    the 429 carries a challenge, which the site's own forms solve unseen and send again. So no
 *    number of other clients can stop a person's request; scripts pay for each of theirs.
 * Returns the parsed input.
 */
export async function admitForm<T>(
  services: Services,
  req: Request,
  form: PublicForm,
  parse: (body: unknown) => T,
): Promise<T> {
  const client = clientKey(req.ip)
  const own = await hit(services.db, `${form}:ip:${client}`, services.limits[form])
  if (!own.allowed) {
    req.log.warn({ event: 'rate_limited', limit: form, scope: 'address', ip: client }, 'rate limit reached')
    throw new HttpError(429, 'Too many requests. Please wait a few minutes and try again.', undefined, {
      'Retry-After': String(own.retryAfterSeconds),
    })
  }

  const input = parse(req.body)

  const threshold = services.limits[`${form}Global`]
  const all = await hit(services.db, allAddressesKey(form), threshold)
  if (all.allowed) return input
  if (all.count === threshold.max + 1) {
    req.log.warn(
      { event: 'form_flood', form, threshold: threshold.max, windowSeconds: threshold.windowSeconds },
      'form flooded: submissions now need a proof of work',
    )
    await recordFlood(services.db, { form, at: services.clock(), threshold: threshold.max })
  }
  const proof = req.get(PROOF_HEADER)
  if (proof && (await services.proofOfWork.redeem(proof))) return input
  if (proof) req.log.info({ event: 'proof_refused', form, ip: client }, 'proof of work refused')
  throw new HttpError(
    429,
    'We are receiving an unusual number of requests right now. Please try again in a few minutes.',
    undefined,
    undefined,
    { code: PROOF_REQUIRED, challenge: services.proofOfWork.challenge() },
  )
}

/**
 * The hidden "website" field: people never see it, form-filling bots fill it. Such a submission
 * is answered as a success and stored nowhere.
 */
export function isHoneypotFilled(req: Request): boolean {
  const value = (req.body as { website?: unknown } | undefined)?.website
  const filled = typeof value === 'string' ? value.trim() !== '' : value !== undefined && value !== null
  if (filled) req.log.info({ event: 'honeypot', path: req.path, ip: clientKey(req.ip) }, 'honeypot submission dropped')
  return filled
}
