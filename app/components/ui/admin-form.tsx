import { getFormProps, type FormMetadata } from '@conform-to/react'
import type { ComponentProps } from 'react'
import { NEEDS_SCRIPT } from '#app/lib/forms/admin-form.ts'

/** Sent before its script runs, it posts to a page that says it needs JavaScript (decision 33). */
export function AdminForm<Schema extends Record<string, unknown>, FormError>({
  form,
  ...props
}: { form: FormMetadata<Schema, FormError> } & Omit<ComponentProps<'form'>, 'method' | 'action'>) {
  return <form {...getFormProps(form)} method="post" action={NEEDS_SCRIPT} {...props} />
}
