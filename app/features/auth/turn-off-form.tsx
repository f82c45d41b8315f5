import { useEffect } from 'react'
import { TextField } from '#app/components/ui/field.tsx'
import { disableTwoFactor } from './api.ts'
import { FormAlert, useConfirmForm } from './confirm-form.tsx'

/** Turning two-factor sign-in off asks for the password and a current code: a session alone is not enough. */
export function TurnOffForm({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const { form, errors, pending, onSubmit } = useConfirmForm(async (value) => {
    await disableTwoFactor({ password: value('password'), currentCode: value('currentCode') })
    onDone()
  }, 'Two-factor sign-in could not be turned off. Please try again.')
  // The form replaced the button that opened it: keyboard users continue in its first field.
  useEffect(() => form.current?.querySelector('input')?.focus(), [form])

  return (
    <form ref={form} onSubmit={onSubmit} noValidate className="mt-4 space-y-4 text-sm">
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
        errors={errors.currentCode ?? errors.recoveryCode}
        className="max-w-xs"
      />
      <FormAlert messages={errors.form} />
      <div className="flex flex-wrap gap-2">
        <button type="submit" className="btn-primary" disabled={pending}>
          {pending ? 'Checking...' : 'Turn off'}
        </button>
        <button type="button" className="btn-secondary" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  )
}
