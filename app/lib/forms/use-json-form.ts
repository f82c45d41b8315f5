import { useState, type FormEvent } from 'react'
import type { ZodType } from '#app/lib/zod.ts'
import { ApiError, apiRequest } from '#app/lib/api-client.ts'
import { PROOF_HEADER, PROOF_REQUIRED, type Challenge } from '#app/lib/proof-of-work.ts'

export interface JsonFormOptions<T> {
  /** loaded on first submit, so zod stays out of the page's first download (the public pages' JavaScript budget) */
  loadSchema: () => Promise<ZodType<unknown, T>>
  url: string
  read: (form: HTMLFormElement) => T
  /** more fields for the request body that the visitor does not type (e.g. lead attribution) */
  extra?: () => Record<string, unknown>
  onSuccess: (form: HTMLFormElement, values: T) => void | Promise<void>
  onFailure: (error: ApiError) => void
}

/**
 * Client-side validation with the same zod schema as the server, then a JSON POST. Field errors
 * from either side land next to their fields; the visitor's input stays in the form on refusal.
 */
export function useJsonForm<T>({ loadSchema, url, read, extra, onSuccess, onFailure }: JsonFormOptions<T>) {
  const [errors, setErrors] = useState<Record<string, string[]>>({})
  const [pending, setPending] = useState(false)

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (pending) return
    const form = event.currentTarget
    const values = read(form)
    const [schema, { fieldErrors }] = await Promise.all([loadSchema(), import('#app/lib/zod.ts')])
    const parsed = schema.safeParse(values)
    if (!parsed.success) {
      const errors = fieldErrors(parsed.error)
      setErrors(errors)
      focusFirstInvalid(form, errors)
      return
    }
    setErrors({})
    setPending(true)
    try {
      const website = text(form, 'website')
      const body = { ...values, ...extra?.(), ...(website ? { website } : {}) }
      await postWithProof(url, body)
      await onSuccess(form, values)
    } catch (error) {
      const apiError = error instanceof ApiError ? error : new ApiError(0, '')
      setErrors(apiError.fieldErrors)
      focusFirstInvalid(form, apiError.fieldErrors)
      onFailure(apiError)
    } finally {
      setPending(false)
    }
  }

  return { errors, pending, onSubmit, clearErrors: () => setErrors({}) }
}

/**
 * A POST that, when the site is flooded and answers with a proof-of-work challenge, solves it in
 * the browser and sends the same body again: the visitor sees only a slightly longer wait
 * (docs/decisions/0013). Should anything go wrong with the challenge, the first refusal stands.
 */
async function postWithProof(url: string, body: unknown): Promise<void> {
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

function focusFirstInvalid(form: HTMLFormElement, errors: Record<string, string[]>) {
  const first = Object.keys(errors)[0]
  if (!first) return
  const el = form.elements.namedItem(first)
  if (el instanceof HTMLElement) el.focus()
  else if (el instanceof RadioNodeList && el[0] instanceof HTMLElement) (el[0] as HTMLElement).focus()
}

export const text = (form: HTMLFormElement, name: string) => {
  const value = new FormData(form).get(name)
  return typeof value === 'string' ? value : ''
}
