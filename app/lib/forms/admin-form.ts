import { useForm, type SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { useState } from 'react'
import { ApiError } from '#app/lib/api-client.ts'
import type { z, ZodType } from '#app/lib/zod.ts'

/**
 * Where every admin form posts when it is sent before its script runs (decision 33): a page that
 * says the form needs JavaScript, and nothing posted is read. Never a GET with the fields.
 */
export const NEEDS_SCRIPT = '/needs-script'

export interface AdminFormOptions<Schema extends ZodType> {
  /** several forms on one page need their own ids; a new id starts the form afresh */
  id?: string
  /** The API's own schema for this request: the form refuses what the server would, in its words. */
  schema: Schema
  /** Parse the form's values as they are (strings), for a schema that converts them itself. */
  rawValues?: boolean
  /** Sends the valid values; an ApiError it throws is shown on the form (see `serverErrors`). */
  send: (value: z.output<Schema>) => Promise<void>
  /** The words for a refusal that names no field; without them, `send` tells of it (a toast). */
  failure?: (error: ApiError) => string
  /** Where such a refusal shows: a field of the form, or (by default) the form's own alert. */
  failureField?: string
  /** The form's field for an error the API files under another name. */
  fieldFor?: Record<string, string>
  /**
   * What the fields hold when this form (this `id`) starts. A new id makes Conform reset every
   * field of the form to it; a select without one would be left with no option chosen, though
   * React still shows the value it set.
   */
  defaultValue?: object
}

/**
 * The admin forms' one mechanism (docs/decisions/0021-admin-forms-on-conform.md): Conform checks
 * the values with the API's zod schema on submit, keeps the errors, wires them to their inputs
 * (`errors` beside each field, aria-invalid and aria-describedby through components/ui/field.tsx)
 * and moves the focus to the first field in error, in form order. A valid form is sent by `send`
 * (a JSON call, not a native post); the server's refusals come back through the same path.
 */
export function useAdminForm<Schema extends ZodType>({
  id,
  schema,
  rawValues,
  send,
  defaultValue,
  ...reply
}: AdminFormOptions<Schema>) {
  const [lastResult, setLastResult] = useState<SubmissionResult<string[]>>()
  const [pending, setPending] = useState(false)
  const [form, fields] = useForm<z.input<Schema> & Record<string, unknown>, z.output<Schema>>({
    id,
    lastResult,
    ...(defaultValue ? { defaultValue: defaultValue as never } : {}),
    onValidate: ({ formData }) => parseWithZod(formData, { schema, disableAutoCoercion: rawValues }),
    onSubmit(event, { submission }) {
      event.preventDefault()
      if (submission?.status !== 'success' || pending) return
      setPending(true)
      // Conform does not await onSubmit: a refusal becomes the form's errors here instead.
      void send(submission.value)
        .catch((error: unknown) => setLastResult(submission.reply(serverErrors(error, reply))))
        .finally(() => setPending(false))
    },
  })
  return { form, fields, pending, errors: form.allErrors }
}

/**
 * A refusal as Conform reports it: the API's field errors under the form's names (`sources.0.url`
 * becomes `sources[0].url`); a message about no one field (the API's `_`, else `failure`) in the
 * form's alert or under `failureField`.
 */
export function serverErrors(
  error: unknown,
  { failure, failureField, fieldFor = {} }: Pick<AdminFormOptions<ZodType>, 'failure' | 'failureField' | 'fieldFor'>,
): { fieldErrors: Record<string, string[]>; formErrors?: string[] } {
  const apiError = error instanceof ApiError ? error : new ApiError(0, '')
  const fieldErrors: Record<string, string[]> = {}
  const { _: whole, ...named } = apiError.fieldErrors
  for (const [name, messages] of Object.entries(named)) {
    const field = fieldFor[name] ?? name.replace(/\.(\d+)(?=\.|$)/g, '[$1]')
    fieldErrors[field] = [...(fieldErrors[field] ?? []), ...messages]
  }
  if (Object.keys(fieldErrors).length) return { fieldErrors, ...(whole ? { formErrors: whole } : {}) }
  const message = whole ?? (failure ? [failure(apiError)] : undefined)
  if (!message) return { fieldErrors }
  return failureField ? { fieldErrors: { [failureField]: message } } : { fieldErrors, formErrors: message }
}
