import { ApiError, apiRequest } from '#app/lib/api-client.ts'
import { PROOF_HEADER, PROOF_REQUIRED, type Challenge } from '#app/lib/proof-of-work.ts'
import type { fieldErrors as FieldErrors, ZodType } from '#app/lib/zod.ts'
import { text } from './form-values.ts'

/**
 * Sending a public form as JSON: the submit flow of the pages' script (app/islands/lead-form.ts).
 * No React here.
 */

/** What a visitor reads when the form's checks could not be fetched on submit. */
export const CHECKS_UNAVAILABLE =
  'This form could not be sent: part of the page did not load. Check your connection, reload the page and try again.'

export interface JsonSubmission<T> {
  /** loaded on first submit, so zod stays out of the page's first download (the public pages' JavaScript budget) */
  loadSchema: () => Promise<ZodType<unknown, T>>
  url: string
  read: (form: HTMLFormElement) => T
  /** more fields for the request body that the visitor does not type (e.g. lead attribution) */
  extra?: () => Record<string, unknown>
}

export interface SubmissionView<T> {
  /** replaces the field errors shown (none: clears them); the first is focused afterwards */
  showErrors: (errors: Record<string, string[]>) => void
  setPending: (pending: boolean) => void
  /** `current` is false when the form was started afresh while the request was on its way */
  onSuccess: (values: T, current: boolean) => void | Promise<void>
  onFailure: (error: ApiError) => void
}

/** One per form: which submission is under way, so a form posts once at a time. */
export interface SubmitGuard {
  busy: boolean
  round: number
}

export const newSubmitGuard = (): SubmitGuard => ({ busy: false, round: 0 })

/**
 * Frees the form for a new submission (a dialog reopened for another resource). A reply still on
 * its way then reaches only `onSuccess` (told it is not current) or `onFailure` (its toast still
 * says the earlier request failed); it does not show errors on the form or free it a second time.
 */
export function startAfresh(guard: SubmitGuard) {
  guard.round += 1
  guard.busy = false
}

/**
 * The visitor's input checked with the same zod schema as the server, then a JSON POST (with the
 * honeypot when filled, and a proof of work when the site asks for one). Field errors from either
 * side land next to their fields and the first is focused; the input stays in the form on
 * refusal. One submission at a time from the first click: the schema may still be loading then,
 * before `setPending` disables the button, and a second click must not post the form twice.
 */
export async function submitJsonForm<T>(
  form: HTMLFormElement,
  guard: SubmitGuard,
  { loadSchema, url, read, extra }: JsonSubmission<T>,
  view: SubmissionView<T>,
): Promise<void> {
  if (guard.busy) return
  guard.busy = true
  const round = guard.round
  const current = () => round === guard.round
  const showErrors = (errors: Record<string, string[]>) => {
    view.showErrors(errors)
    focusFirstInvalid(form, errors)
  }
  try {
    const values = read(form)
    let loaded: [ZodType<unknown, T>, { fieldErrors: typeof FieldErrors }]
    try {
      loaded = await Promise.all([loadSchema(), import('#app/lib/zod.ts')])
    } catch (error) {
      // The checks come on the first submit; if they cannot be fetched (the connection dropped, or
      // the site was updated while the page was open), say so rather than let the click do nothing.
      console.error('The form could not load its checks:', error)
      if (current()) view.onFailure(new ApiError(0, CHECKS_UNAVAILABLE))
      return
    }
    const [schema, { fieldErrors }] = loaded
    if (!current()) return
    const parsed = schema.safeParse(values)
    if (!parsed.success) {
      showErrors(fieldErrors(parsed.error))
      return
    }
    view.showErrors({})
    view.setPending(true)
    try {
      const website = text(form, 'website')
      await postWithProof(url, { ...values, ...extra?.(), ...(website ? { website } : {}) })
      await view.onSuccess(values, current())
    } catch (error) {
      const apiError = error instanceof ApiError ? error : new ApiError(0, '')
      if (current()) showErrors(apiError.fieldErrors)
      view.onFailure(apiError)
    }
  } finally {
    if (current()) {
      guard.busy = false
      view.setPending(false)
    }
  }
}

/**
 * A POST that, when the site is flooded and answers with a proof-of-work challenge, solves it in
 * the browser and sends the same body again: the visitor sees only a slightly longer wait
 * (docs/decisions/0013). Should anything go wrong with the challenge, the first refusal stands.
 */
export async function postWithProof(url: string, body: unknown): Promise<void> {
  try {
    await apiRequest('POST', url, body)
  } catch (error) {
    if (!(error instanceof ApiError) || error.reason !== PROOF_REQUIRED) throw error
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
