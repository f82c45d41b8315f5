/**
 * The proof of work a public form may ask for while the site is flooded (docs/decisions/0013), in
 * the ALTCHA protocol's shapes: the server's refusal carries a signed challenge, the browser finds
 * the number and sends the solution back in one header. Shared by the server and the browser; the
 * solver itself (solve-challenge.ts) is loaded only when a challenge arrives.
 */
export interface Challenge {
  algorithm: 'SHA-256'
  /** hex SHA-256 of `salt + number` */
  challenge: string
  /** the number lies in 0..maxnumber */
  maxnumber: number
  /** random, with the expiry as `?expires=<unix seconds>&` */
  salt: string
  /** hex HMAC-SHA-256 of `challenge` under the server's key */
  signature: string
}

export interface Solution {
  algorithm: 'SHA-256'
  challenge: string
  number: number
  salt: string
  signature: string
  /** milliseconds the browser spent */
  took?: number
}

/** The request header carrying the solution: base64 of the Solution's JSON. */
export const PROOF_HEADER = 'Altcha'
/** The `code` of the 429 that carries a challenge instead of refusing outright. */
export const PROOF_REQUIRED = 'proof_of_work_required'

export function encodeSolution(solution: Solution): string {
  return btoa(JSON.stringify(solution))
}
