import { useRef, useState, type FormEvent } from 'react'
import { ApiError } from '#app/lib/api-client.ts'

/** Field errors as the API answers them; `form` holds a message that belongs to no field. */
export type ConfirmErrors = Record<string, string[] | undefined>

/**
 * The account-security forms that ask for the password (and a code) again: sends the form's values,
 * shows the API's field errors beside their fields (a message without a field in the form's own
 * alert), and moves the focus to the first field in error, in form order.
 */
export function useConfirmForm(send: (value: (name: string) => string) => Promise<void>, fallback: string) {
  const form = useRef<HTMLFormElement>(null)
  const [errors, setErrors] = useState<ConfirmErrors>({})
  const [pending, setPending] = useState(false)

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    setPending(true)
    setErrors({})
    try {
      await send((name) => String(data.get(name) ?? ''))
    } catch (e) {
      const fields = e instanceof ApiError ? e.fieldErrors : {}
      const next: ConfirmErrors = Object.keys(fields).length
        ? fields
        : { form: [e instanceof ApiError ? e.message : fallback] }
      setErrors(next)
      const inputs = Array.from(form.current?.querySelectorAll<HTMLInputElement>('input[name]') ?? [])
      inputs.find((input) => next[input.name])?.focus()
    } finally {
      setPending(false)
    }
  }

  return { form, errors, pending, onSubmit }
}

/** The form's own alert: a refusal that names no field. */
export function FormAlert({ messages }: { messages?: string[] }) {
  if (!messages?.length) return null
  return (
    <p role="alert" className="mt-3 text-sm font-medium text-danger-700">
      {messages[0]}
    </p>
  )
}
