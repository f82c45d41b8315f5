import { useRef, useState, type FormEvent } from 'react'
import type { ApiError } from '#app/lib/api-client.ts'
import { newSubmitGuard, submitJsonForm, type JsonSubmission } from './submit.ts'

export interface JsonFormOptions<T> extends JsonSubmission<T> {
  onSuccess: (form: HTMLFormElement, values: T) => void | Promise<void>
  onFailure: (error: ApiError) => void
}

/**
 * A JSON form in React: submitJsonForm's flow (the same zod schema as the server, then a JSON
 * POST; one submission at a time), with the field errors and the pending state kept as state.
 */
export function useJsonForm<T>({ onSuccess, onFailure, ...submission }: JsonFormOptions<T>) {
  const [errors, setErrors] = useState<Record<string, string[]>>({})
  const [pending, setPending] = useState(false)
  const guard = useRef(newSubmitGuard())

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    await submitJsonForm(form, guard.current, submission, {
      showErrors: setErrors,
      setPending,
      onSuccess: (values) => onSuccess(form, values),
      onFailure,
    })
  }

  return { errors, pending, onSubmit, clearErrors: () => setErrors({}) }
}
