import { AdminForm } from '#app/components/ui/admin-form.tsx'
import { TextField } from '#app/components/ui/field.tsx'
import { FormActions } from '#app/components/ui/form-actions.tsx'
import { useAdminForm } from '#app/lib/forms/admin-form.ts'
import { disableTwoFactor } from './api.ts'
import { disableTwoFactorSchema } from './auth.schema.ts'
import { FormAlert } from './form-alert.tsx'

/** Turning two-factor sign-in off asks for the password and a current code: a session alone is not enough. */
export function TurnOffForm({
  onDone,
  onCancel,
}: {
  /** `otherSessions`: the admin's other signed-in sessions, which the change left open */
  onDone: (otherSessions: number) => void
  onCancel: () => void
}) {
  const { form, errors, pending } = useAdminForm({
    schema: disableTwoFactorSchema,
    async send({ password, currentCode }) {
      // A missing code is left to the server, which says that one is needed.
      const { otherSessions } = await disableTwoFactor({ password, currentCode })
      onDone(otherSessions)
    },
    failure: (error) => error.message || 'Two-factor sign-in could not be turned off. Please try again.',
    fieldFor: { recoveryCode: 'currentCode' },
  })

  return (
    <AdminForm form={form} focusFirstField className="mt-4 space-y-4 text-sm">
      <p>Without it, your password alone signs in. Confirm it is you:</p>
      <TextField
        name="password"
        type="password"
        label="Your password"
        autoComplete="current-password"
        errors={errors.password}
        className="max-w-xs"
      />
      <TextField
        name="currentCode"
        label="Code from your authenticator app"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={7}
        errors={errors.currentCode}
        className="max-w-xs"
      />
      <FormAlert id={form.errorId} messages={form.errors} />
      <FormActions label="Turn off" pending={pending} onCancel={onCancel} />
    </AdminForm>
  )
}
