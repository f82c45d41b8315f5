import type { Challenge as AltchaChallenge, Payload } from 'altcha-lib/v1/types'

/** ALTCHA v1 shapes for server and browser; only altcha-lib's types reach the page (decisions 13, 52). */
export type Challenge = AltchaChallenge & { algorithm: 'SHA-256'; maxnumber: number }

export type Solution = Payload & { took?: number }

/** base64 of the Solution's JSON */
export const PROOF_HEADER = 'Altcha'
/** The 429's `reason` when it carries a challenge instead of refusing outright. */
export const PROOF_REQUIRED = 'proof_of_work_required'

export function encodeSolution(solution: Solution): string {
  return btoa(JSON.stringify(solution))
}
