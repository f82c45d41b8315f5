import { AtSign } from 'lucide-react'
import { useRevalidator } from 'react-router'
import { AdminForm } from '#app/components/ui/admin-form.tsx'
import { TextField } from '#app/components/ui/field.tsx'
import { FormActions } from '#app/components/ui/form-actions.tsx'
import { useToast } from '#app/components/ui/toast.tsx'
import { ACCOUNT_EMAIL_PANEL } from '#app/lib/admin-pages.ts'
import { useAdminForm } from '#app/lib/forms/admin-form.ts'
import { AccountPanel, useFormInPlace } from './account-panel.tsx'
import { changeEmail } from './api.ts'
import { changeEmailSchema, isDeliverableEmail } from './auth.schema.ts'
import { FormAlert } from './form-alert.tsx'

/**
 * The account's email address, where security notices, password-reset links (decision 60) and
 * newsletter tests go. An admin made from ADMIN_USERNAME without ADMIN_EMAIL has none that
 * receives mail (`…@admin.invalid`): the panel says so and asks for one. Changing it takes the
 * current password; the old address is told.
 */
export function EmailPanel({ email }: { email: string | null }) {
  const revalidator = useRevalidator()
  const { toast } = useToast()
  const deliverable = isDeliverableEmail(email)
  const { open, opener, show, close } = useFormInPlace()

  async function changed(next: string) {
    toast({ title: 'Email address saved', description: `Security notices now go to ${next}.` })
    close()
    await revalidator.revalidate()
  }

  return (
    <AccountPanel name="email" id={ACCOUNT_EMAIL_PANEL} icon={AtSign} title="Email address">
      {open ? (
        <EmailForm current={deliverable ? email : null} onDone={changed} onCancel={close} />
      ) : (
        <div className="mt-3 text-sm">
          {deliverable ? (
            <p>
              Security notices, password-reset links and newsletter tests go to <strong>{email}</strong>.
            </p>
          ) : (
            <p className="rounded-lg border border-amber-300 bg-amber-50 p-3 font-medium text-amber-900">
              This account has no email address yet, so security notices, password-reset links and newsletter tests
              cannot reach you. Add one.
            </p>
          )}
          <button ref={opener} type="button" className="btn-secondary mt-4" onClick={show}>
            {deliverable ? 'Change email address' : 'Add an email address'}
          </button>
        </div>
      )}
    </AccountPanel>
  )
}

function EmailForm({
  current,
  onDone,
  onCancel,
}: {
  current: string | null
  onDone: (email: string) => Promise<void>
  onCancel: () => void
}) {
  const { form, errors, pending } = useAdminForm({
    id: 'change-email',
    schema: changeEmailSchema,
    async send(value) {
      const { email } = await changeEmail(value)
      await onDone(email)
    },
    failure: (error) => error.message || 'The address could not be saved. Please try again.',
  })

  return (
    <AdminForm form={form} focusFirstField className="mt-4 space-y-4 text-sm">
      <TextField
        name="email"
        type="email"
        label="Email address"
        autoComplete="email"
        defaultValue={current ?? ''}
        hint={current ? `The old address, ${current}, is told of the change.` : undefined}
        errors={errors.email}
        className="max-w-sm"
      />
      <TextField
        name="currentPassword"
        type="password"
        label="Current password"
        autoComplete="current-password"
        errors={errors.currentPassword}
        className="max-w-sm"
      />
      <FormAlert id={form.errorId} messages={form.errors} />
      <FormActions label="Save email address" pending={pending} onCancel={onCancel} />
    </AdminForm>
  )
}
