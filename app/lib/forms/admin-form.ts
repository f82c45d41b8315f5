import { useForm, type SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { useState } from 'react'
import { ApiError } from '#app/lib/api-client.ts'
import type { z, ZodType } from '#app/lib/zod.ts'

/** Where an admin form posts before its script runs: a page saying it needs JavaScript (decision 33). */
export const NEEDS_SCRIPT = '/needs-script'

export interface AdminFormOptions<Schema extends ZodType> {
  /** a new id starts the form afresh */
  id?: string
  /** the API's own schema, so the form refuses what the server would, in its words */
  schema: Schema
  /** for a schema that converts the strings itself */
  rawValues?: boolean
  send: (value: z.output<Schema>) => Promise<void>
  /** words for a refusal that names no field; without them, `send` tells of it */
  failure?: (error: ApiError) => string
  failureField?: string
  /** the form's field for an error the API files under another name */
  fieldFor?: Record<string, string>
  /** A select without one would be left with no option chosen, though React still shows the value it set. */
  defaultValue?: object
}

/** The admin forms' one mechanism: Conform on the API's zod schema (decision 21). */
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
      void send(submission.value)
        .catch((error: unknown) => setLastResult(submission.reply(serverErrors(error, reply))))
        .finally(() => setPending(false))
    },
  })
  return { form, fields, pending, errors: form.allErrors }
}

/** The API's field errors under the form's names (`sources.0.url` becomes `sources[0].url`). */
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
