import { z, type ZodError } from 'zod'

// The one place zod is configured: no eval-compiled parsers, which our Content-Security-Policy
// (no 'unsafe-eval') would refuse. Every module takes `z` from here (an ESLint rule says so).
z.config({ jitless: true })

export { z }
export type { ZodError, ZodType } from 'zod'

/**
 * `{field: [messages]}`: the server's 400 body and the forms' error state are the same shape
 * (STYLE rule 3). Issues about the input as a whole go under `_`.
 */
export function fieldErrors(error: ZodError): Record<string, string[]> {
  const { formErrors, fieldErrors } = z.flattenError(error) as {
    formErrors: string[]
    fieldErrors: Record<string, string[]>
  }
  return formErrors.length ? { ...fieldErrors, _: formErrors } : fieldErrors
}
