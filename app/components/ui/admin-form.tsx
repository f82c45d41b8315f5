import { getFormProps, type FormMetadata } from '@conform-to/react'
import { useEffect, useRef, type ComponentProps } from 'react'
import { NEEDS_SCRIPT } from '#app/lib/forms/admin-form.ts'

/**
 * Sent before its script runs, it posts to a page that says it needs JavaScript (decision 33).
 * `focusFirstField`: a form that replaced the button opening it, so keyboard users go on in its first field.
 */
export function AdminForm<Schema extends Record<string, unknown>, FormError>({
  form,
  focusFirstField = false,
  ref,
  ...props
}: { form: FormMetadata<Schema, FormError>; focusFirstField?: boolean } & Omit<
  ComponentProps<'form'>,
  'method' | 'action'
>) {
  const element = useRef<HTMLFormElement | null>(null)
  useEffect(() => {
    if (focusFirstField) element.current?.querySelector('input')?.focus()
  }, [focusFirstField, form.id])
  const attach = (node: HTMLFormElement | null) => {
    element.current = node
    if (typeof ref === 'function') ref(node)
    else if (ref) ref.current = node
  }
  return <form ref={attach} {...getFormProps(form)} method="post" action={NEEDS_SCRIPT} {...props} />
}
