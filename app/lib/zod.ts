import { z, type ZodError } from 'zod'

// No eval-compiled parsers: the CSP has no 'unsafe-eval'. Every module takes `z` from here (lint rule).
z.config({ jitless: true })

export { z }
export type { ZodError, ZodType } from 'zod'

/** `_` holds issues about the whole input; a list item's issue is also filed under its full path (`sources.1.url`). */
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
