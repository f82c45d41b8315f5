import { useActionData } from 'react-router'
import type { AnsweredReason, DomainErrorCode } from '#app/lib/errors.ts'

/** A public form posted without a script and refused, drawn again with the visitor's input (decision 33). */
export interface FormRefusal {
  /** a lead form's name, or a booking page's intent */
  form: string
  message: string
  code: DomainErrorCode
  errors: Record<string, string[]>
  /** the honeypot left out */
  values: Record<string, string | string[]>
  reason?: AnsweredReason
}

export function useFormRefusal(...forms: readonly string[]): FormRefusal | undefined {
  const data = useActionData() as FormRefusal | undefined
  return data && forms.includes(data.form) ? data : undefined
}

export const keptValue = (refusal: FormRefusal | undefined, name: string) => {
  const value = refusal?.values[name]
  return typeof value === 'string' ? value : ''
}
