import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'
import type { Db } from './db.server.ts'
import type { Challenge, Solution } from './proof-of-work.ts'
import { hit } from './rate-limit.server.ts'

/**
 * Proof-of-work challenges in the ALTCHA protocol (docs/decisions/0013), self-hosted: nothing
 * leaves the server, nothing is stored in the browser. A challenge is the SHA-256 of a random salt
 * and a secret number, signed with HMAC; the server keeps no state until a solution comes back,
 * and then only the solved challenge, until it would have expired, so it is accepted once.
 */
export interface ProofOfWork {
  challenge(): Challenge
  /** true once for a correct, signed, unexpired solution (the value of the Altcha header) */
  redeem(header: string): Promise<boolean>
}

export interface ProofOfWorkOptions {
  /** secret for the signatures (derived from the site's key) */
  key: Buffer
  db: Db
  /** the number lies in 0..maxNumber: a browser tries half of them on average */
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

/** The salt: 12 random bytes, then the expiry. The trailing `&` makes salt+number unambiguous. */
const SALT = /^[0-9a-f]{24}\?expires=(\d{1,12})&$/
const HEX = /^[0-9a-f]{64}$/

export function createProofOfWork({ key, db, maxNumber, ttlSeconds, clock = () => new Date() }: ProofOfWorkOptions) {
  const sign = (challenge: string) => createHmac('sha256', key).update(challenge).digest('hex')
  return {
    challenge(): Challenge {
      const expires = Math.floor(clock().getTime() / 1000) + ttlSeconds
      const salt = `${randomBytes(12).toString('hex')}?expires=${expires}&`
      const challenge = sha256(salt + randomInt(0, maxNumber + 1))
      return { algorithm: 'SHA-256', challenge, maxnumber: maxNumber, salt, signature: sign(challenge) }
    },

    async redeem(header: string): Promise<boolean> {
      const solution = parse(header)
      if (!solution) return false
      const expires = Number(SALT.exec(solution.salt)?.[1])
      const now = clock()
      const left = expires - Math.floor(now.getTime() / 1000)
      if (!(left > 0 && left <= ttlSeconds)) return false
      if (sha256(solution.salt + solution.number) !== solution.challenge) return false
      if (!timingSafeEqual(Buffer.from(sign(solution.challenge), 'hex'), Buffer.from(solution.signature, 'hex')))
        return false
      // The first to send it wins; the row goes when the challenge would have expired anyway.
      const use = await hit(db, `pow:${solution.challenge}`, { max: 1, windowSeconds: left }, now)
      return use.allowed
    },
  } satisfies ProofOfWork
}

function parse(header: string): Solution | null {
  if (header.length > 1024) return null
  let value: unknown
  try {
    value = JSON.parse(Buffer.from(header, 'base64').toString('utf8'))
  } catch {
    return null
  }
  const s = value as Partial<Solution> | null
  if (
    s?.algorithm !== 'SHA-256' ||
    typeof s.challenge !== 'string' ||
    !HEX.test(s.challenge) ||
    typeof s.signature !== 'string' ||
    !HEX.test(s.signature) ||
    typeof s.salt !== 'string' ||
    !SALT.test(s.salt) ||
    !Number.isSafeInteger(s.number) ||
    s.number! < 0
  )
    return null
  return s as Solution
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')
