import { getFormProps, type FormMetadata } from '@conform-to/react'
import { useEffect, useImperativeHandle, useRef, type ComponentProps } from 'react'
import { NEEDS_SCRIPT } from '#app/lib/forms/admin-form.ts'

/** Posted before its script runs: a page says so (decision 33). `focusFirstField`: it replaced its opener. */
export function AdminForm<Schema extends Record<string, unknown>, FormError>({
  form,
  focusFirstField = false,
  ref,
  ...props
}: { form: FormMetadata<Schema, FormError>; focusFirstField?: boolean } & Omit<
  ComponentProps<'form'>,
  'method' | 'action'
>) {
  const element = useRef<HTMLFormElement>(null)
  useImperativeHandle(ref, () => element.current!)
  useEffect(() => {
    if (focusFirstField) element.current?.querySelector('input')?.focus()
  }, [focusFirstField, form.id])
  return <form ref={element} {...getFormProps(form)} method="post" action={NEEDS_SCRIPT} {...props} />
}
