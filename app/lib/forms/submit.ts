import { ApiError, apiRequest } from '#app/lib/api-client.ts'
import { PROOF_HEADER, PROOF_REQUIRED, type Challenge } from '#app/lib/proof-of-work.ts'
import type { fieldErrors as FieldErrors, ZodType } from '#app/lib/zod.ts'
import { text } from './form-values.ts'

/** The pages' script's submit flow (app/islands/lead-form.ts); no React here. */

export const CHECKS_UNAVAILABLE =
  'This form could not be sent: part of the page did not load. Check your connection, reload the page and try again.'

export interface JsonSubmission<T> {
  /** loaded on first submit, keeping zod out of the public pages' JavaScript budget */
  loadSchema: () => Promise<ZodType<unknown, T>>
  url: string
  read: (form: HTMLFormElement) => T
  /** fields the visitor does not type (e.g. lead attribution) */
  extra?: () => Record<string, unknown>
}

export interface SubmissionView<T> {
  showErrors: (errors: Record<string, string[]>) => void
  setPending: (pending: boolean) => void
  /** false when the form was started afresh while the request was on its way */
  onSuccess: (values: T, current: boolean) => void | Promise<void>
  onFailure: (error: ApiError) => void
}

/** So a form posts once at a time. */
export interface SubmitGuard {
  busy: boolean
  round: number
}

export const newSubmitGuard = (): SubmitGuard => ({ busy: false, round: 0 })

/** A reply still on its way then reaches only `onSuccess` (not current) or `onFailure`. */
export function startAfresh(guard: SubmitGuard) {
  guard.round += 1
  guard.busy = false
}

/** One at a time from the first click, while the schema may still load and the button is not yet disabled. */
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
      // Say so rather than let the click do nothing (connection dropped, or the site updated meanwhile).
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

/** Solves a flood's proof-of-work challenge and sends again; if that fails the first refusal stands (decision 13). */
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

export function focusFirstInvalid(form: HTMLFormElement, errors: Record<string, string[]>) {
  const first = Object.keys(errors)[0]
  if (!first) return
  const el = form.elements.namedItem(first)
  if (el instanceof HTMLElement) el.focus()
  else if (el instanceof RadioNodeList && el[0] instanceof HTMLElement) (el[0] as HTMLElement).focus()
}
