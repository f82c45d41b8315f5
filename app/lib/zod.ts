import { z, type ZodError } from 'zod'

// The one place zod is configured: no eval-compiled parsers, which our Content-Security-Policy
// (no 'unsafe-eval') would refuse. Every module takes `z` from here (an ESLint rule says so).
z.config({ jitless: true })

export { z }
export type { ZodError, ZodType } from 'zod'

/**
 * `{field: [messages]}`: the server's 400 body and the forms' error state are the same shape
 * (docs/architecture.md, Errors). Issues about the input as a whole go under `_`. An issue inside
 * a list of objects is also filed under its full path (`sources.1.url`), so a form can show it
 * beside the input that caused it.
 */
export function fieldErrors(error: ZodError): Record<string, string[]> {
  const { formErrors, fieldErrors } = z.flattenError(error) as {
    formErrors: string[]
    fieldErrors: Record<string, string[]>
  }
  const errors: Record<string, string[]> = formErrors.length ? { ...fieldErrors, _: formErrors } : { ...fieldErrors }
  for (const issue of error.issues) {
    if (issue.path.length < 3) continue
    const key = issue.path.join('.')
    ;(errors[key] ??= []).push(issue.message)
  }
  return errors
}
