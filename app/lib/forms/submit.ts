import { ApiError, apiRequest } from '#app/lib/api-client.ts'
import { PROOF_HEADER, PROOF_REQUIRED, type Challenge } from '#app/lib/proof-of-work.ts'

/** Sending a public form, shared by useJsonForm and the home page's script (no React here). */

/**
 * A POST that, when the site is flooded and answers with a proof-of-work challenge, solves it in
 * the browser and sends the same body again: the visitor sees only a slightly longer wait
 * (docs/decisions/0013). Should anything go wrong with the challenge, the first refusal stands.
 */
export async function postWithProof(url: string, body: unknown): Promise<void> {
  try {
    await apiRequest('POST', url, body)
  } catch (error) {
    if (!(error instanceof ApiError) || error.body.code !== PROOF_REQUIRED) throw error
    let proof: string
    try {
      const { solveChallenge } = await import('#app/lib/solve-challenge.ts')
      proof = await solveChallenge(error.body.challenge as Challenge)
    } catch {
      throw error
    }
    await apiRequest('POST', url, body, { [PROOF_HEADER]: proof })
  }
}

/** Moves the keyboard to the first field with an error. */
export function focusFirstInvalid(form: HTMLFormElement, errors: Record<string, string[]>) {
  const first = Object.keys(errors)[0]
  if (!first) return
  const el = form.elements.namedItem(first)
  if (el instanceof HTMLElement) el.focus()
  else if (el instanceof RadioNodeList && el[0] instanceof HTMLElement) (el[0] as HTMLElement).focus()
}
