import type { Challenge as AltchaChallenge, Payload } from 'altcha-lib/v1/types'

/**
 * The proof of work a public form may ask for while the site is flooded (docs/decisions/0013), in
 * the shapes of the ALTCHA protocol's first version (altcha-lib/v1, docs/decisions/0052): the
 * server's refusal carries a signed challenge, the browser finds the number and sends the solution
 * back in one header. Shared by the server and the browser (types only from altcha-lib: none of
 * its code reaches the page); the solver itself (solve-challenge.ts) is loaded only when a
 * challenge arrives.
 */
export type Challenge = AltchaChallenge & { algorithm: 'SHA-256'; maxnumber: number }

/** What the browser sends back, as the ALTCHA widget does: the challenge, the number, the time it took. */
export type Solution = Payload & { took?: number }

/** The request header carrying the solution: base64 of the Solution's JSON. */
export const PROOF_HEADER = 'Altcha'
/** The `reason` of the 429 (`code: "too_many"`) that carries a challenge instead of refusing outright. */
export const PROOF_REQUIRED = 'proof_of_work_required'

export function encodeSolution(solution: Solution): string {
  return btoa(JSON.stringify(solution))
}
