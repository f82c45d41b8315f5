import { useActionData } from 'react-router'
import type { AnsweredReason, DomainErrorCode } from '#app/lib/errors.ts'

/**
 * A public form posted without a script and refused (decision 33), as its page's action answers
 * it (app/lib/forms/public-form.server.ts): the page is drawn again with the visitor's input, each
 * field's message beside it and a summary that takes the focus. `reason` is an answered reason: the
 * site flooded and wanting the proof of work a script would have done (`proof_of_work_required`),
 * a time taken meanwhile (`slot_taken`), a booking's link confirmed too late (`link_expired`).
 */
export interface FormRefusal {
  /** which form of the page was posted: a lead form's name, a booking page's intent */
  form: string
  message: string
  code: DomainErrorCode
  errors: Record<string, string[]>
  /** what the visitor typed, the honeypot left out */
  values: Record<string, string | string[]>
  reason?: AnsweredReason
}

/** The refusal of one of these forms, when the page was drawn as the answer to posting it. */
export function useFormRefusal(...forms: readonly string[]): FormRefusal | undefined {
  const data = useActionData() as FormRefusal | undefined
  return data && forms.includes(data.form) ? data : undefined
}

/** A text field's value as the refusal kept it ('' when absent or a list). */
export const keptValue = (refusal: FormRefusal | undefined, name: string) => {
  const value = refusal?.values[name]
  return typeof value === 'string' ? value : ''
}
