import { useRef, useState, type FormEvent } from 'react'
import type { ZodType } from '#app/lib/zod.ts'
import { ApiError } from '#app/lib/api-client.ts'
import { text } from './form-values.ts'
import { focusFirstInvalid, postWithProof } from './submit.ts'

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
  // One submission at a time from the first click: the schema may still be loading then, before
  // `pending` disables the button, and a second click must not post the form twice.
  const busy = useRef(false)

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy.current) return
    busy.current = true
    const form = event.currentTarget
    try {
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
    } finally {
      busy.current = false
    }
  }

  return { errors, pending, onSubmit, clearErrors: () => setErrors({}) }
}
