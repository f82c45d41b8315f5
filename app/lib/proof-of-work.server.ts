import { createChallenge, extractParams, verifySolution } from 'altcha-lib/v1'
import type { Db } from './db.server.ts'
import type { Challenge, Solution } from './proof-of-work.ts'
import { hit } from './rate-limit.server.ts'
import { z } from './zod.ts'

/** ALTCHA on altcha-lib (decisions 13, 52): only a solved challenge is kept, until expiry, so it works once. */
export interface ProofOfWork {
  challenge(): Promise<Challenge>
  /** true once for a correct, signed, unexpired solution */
  redeem(header: string): Promise<boolean>
}

export interface ProofOfWorkOptions {
  key: Buffer
  db: Db
  /** a browser tries half of 1..maxNumber on average */
  maxNumber: number
  ttlSeconds: number
  clock?: () => Date
}

/** About 0.25 s on a desktop, under a second on most phones (decision 13). */
export const DEFAULT_MAX_NUMBER = 500_000
export const DEFAULT_TTL_SECONDS = 300

export function createProofOfWork({ key, db, maxNumber, ttlSeconds, clock = () => new Date() }: ProofOfWorkOptions) {
  // altcha-lib signs with the UTF-8 bytes of a text key.
  const hmacKey = key.toString('hex')
  return {
    async challenge() {
      const expires = new Date(clock().getTime() + ttlSeconds * 1000)
      return (await createChallenge({ hmacKey, maxNumber, expires })) as Challenge
    },

    async redeem(header: string): Promise<boolean> {
      const solution = parse(header)
      if (!solution) return false
      const now = clock()
      // Read against our clock; verifySolution's own check reads Date.now(), so it is off below.
      const left = Number(extractParams(solution).expires) - Math.floor(now.getTime() / 1000)
      if (!(left > 0 && left <= ttlSeconds)) return false
      if (!(await verifySolution(solution, hmacKey, false))) return false
      // The first to send it wins.
      const use = await hit(db, `pow:${solution.challenge}`, { max: 1, windowSeconds: left }, now)
      return use.allowed
    },
  } satisfies ProofOfWork
}

/** verifySolution throws on some malformed payloads, and checks one without a number against a random one. */
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
