import type { LucideIcon } from 'lucide-react'
import { useEffect, useRef, useState, type ComponentProps, type ReactNode } from 'react'
import { AdminForm } from '#app/components/ui/admin-form.tsx'
import { TextField } from '#app/components/ui/field.tsx'
import { FormActions } from '#app/components/ui/form-actions.tsx'
import { cn } from '#app/lib/cn.ts'
import { useAdminForm, type AdminFormOptions } from '#app/lib/forms/admin-form.ts'
import type { ZodType } from '#app/lib/zod.ts'
import { FormAlert } from './form-alert.tsx'

export function AccountPanel({
  name,
  id,
  icon: Icon,
  title,
  action,
  children,
}: {
  name: string
  id?: string
  icon: LucideIcon
  title: string
  action?: ReactNode
  children: ReactNode
}) {
  return (
    <section id={id} aria-labelledby={`${name}-heading`} className={cn('card p-6 sm:p-8', id && 'scroll-mt-6')}>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h2 id={`${name}-heading`} className="flex items-center gap-2 text-lg font-bold">
          <Icon aria-hidden="true" className="size-5 text-brand-700" />
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  )
}

/** A form shown in place of the button that opens it: when it closes, keyboard users go on from that button. */
export function useFormInPlace() {
  const [open, setOpen] = useState(false)
  const opener = useRef<HTMLButtonElement>(null)
  const closed = useRef(false)
  useEffect(() => {
    if (!open && closed.current) opener.current?.focus()
  }, [open])
  return {
    open,
    opener,
    show: () => setOpen(true),
    close() {
      closed.current = true
      setOpen(false)
    },
  }
}

export function AccountForm<Schema extends ZodType>({
  label,
  onCancel,
  intro,
  fields,
  ...options
}: AdminFormOptions<Schema> & {
  label: string
  onCancel: () => void
  intro?: string
  fields: (ComponentProps<typeof TextField> & { name: string })[]
}) {
  const { form, errors, pending } = useAdminForm(options)
  return (
    <AdminForm form={form} focusFirstField className="mt-4 space-y-4 text-sm">
      {intro ? <p>{intro}</p> : null}
      {fields.map((field) => (
        <TextField key={field.name} className="max-w-sm" {...field} errors={errors[field.name]} />
      ))}
      <FormAlert id={form.errorId} messages={form.errors} />
      <FormActions label={label} pending={pending} onCancel={onCancel} />
    </AdminForm>
  )
}

export const currentPassword = {
  name: 'currentPassword',
  type: 'password',
  label: 'Current password',
  autoComplete: 'current-password',
}
