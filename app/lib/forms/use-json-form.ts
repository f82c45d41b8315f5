import { useState, type FormEvent } from 'react'
import type { ZodType } from '#app/lib/zod.ts'
import { ApiError, apiRequest } from '#app/lib/api-client.ts'

export interface JsonFormOptions<T> {
  /** loaded on first submit, so zod stays out of the page's first download (issue 6) */
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
      await apiRequest('POST', url, body)
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
