import { createChallenge, extractParams, verifySolution } from 'altcha-lib/v1'
import type { Db } from './db.server.ts'
import type { Challenge, Solution } from './proof-of-work.ts'
import { hit } from './rate-limit.server.ts'
import { z } from './zod.ts'

/**
 * Proof-of-work challenges in the ALTCHA protocol (docs/decisions/0013), made and checked by
 * altcha-lib's v1 API (docs/decisions/0052), self-hosted: nothing leaves the server, nothing is
 * stored in the browser. The server keeps no state until a solution comes back, and then only the
 * solved challenge, until it would have expired, so it is accepted once.
 */
export interface ProofOfWork {
  challenge(): Promise<Challenge>
  /** true once for a correct, signed, unexpired solution (the value of the Altcha header) */
  redeem(header: string): Promise<boolean>
}

export interface ProofOfWorkOptions {
  /** secret for the signatures (derived from the site's key) */
  key: Buffer
  db: Db
  /** the number lies in 1..maxNumber: a browser tries half of them on average */
  maxNumber: number
  /** how long a challenge may be solved and sent */
  ttlSeconds: number
  clock?: () => Date
}

/**
 * ~1 million SHA-256 a second in a desktop Chromium (the solver, app/lib/solve-challenge.ts), a
 * third of that on an older phone: about 0.25 s on average on a desktop, under a second on most
 * phones. Measured figures: docs/decisions/0013.
 */
export const DEFAULT_MAX_NUMBER = 500_000
export const DEFAULT_TTL_SECONDS = 300

export function createProofOfWork({ key, db, maxNumber, ttlSeconds, clock = () => new Date() }: ProofOfWorkOptions) {
  // altcha-lib takes the HMAC key as text and signs with its UTF-8 bytes: the derived key in hex.
  const hmacKey = key.toString('hex')
  return {
    async challenge() {
      const expires = new Date(clock().getTime() + ttlSeconds * 1000)
      // createChallenge's algorithm is SHA-256 unless told otherwise, and it always sets maxnumber.
      return (await createChallenge({ hmacKey, maxNumber, expires })) as Challenge
    },

    async redeem(header: string): Promise<boolean> {
      const solution = parse(header)
      if (!solution) return false
      const now = clock()
      // The expiry createChallenge put in the salt, read against our clock: verifySolution's own
      // check reads Date.now(), so it is switched off below.
      const left = Number(extractParams(solution).expires) - Math.floor(now.getTime() / 1000)
      if (!(left > 0 && left <= ttlSeconds)) return false
      if (!(await verifySolution(solution, hmacKey, false))) return false
      // The first to send it wins; the row goes when the challenge would have expired anyway.
      const use = await hit(db, `pow:${solution.challenge}`, { max: 1, windowSeconds: left }, now)
      return use.allowed
    },
  } satisfies ProofOfWork
}

/**
 * The header's shape, checked before altcha-lib sees it: verifySolution throws on some malformed
 * payloads (`null`, an unknown algorithm), and one without a number it checks against a random one.
 */
const solutionShape = z.object({
  algorithm: z.literal('SHA-256'),
  challenge: z.string().max(128),
  number: z.number().int().nonnegative(),
  salt: z.string().max(256),
  signature: z.string().max(128),
})

function parse(header: string): Solution | null {
  if (header.length > 1024) return null
  let value: unknown
  try {
    value = JSON.parse(Buffer.from(header, 'base64').toString('utf8'))
  } catch {
    return null
  }
  const solution = solutionShape.safeParse(value)
  return solution.success ? solution.data : null
}
