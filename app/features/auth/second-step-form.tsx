import { getFormProps } from '@conform-to/react'
import { KeyRound } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { ApiError } from '#app/lib/api-client.ts'
import { useAdminForm } from '#app/lib/forms/admin-form.ts'
import { verifySecondStep } from './api.ts'
import { AuthField } from './auth-card.tsx'
import { secondStepSchema } from './auth.schema.ts'
import { SIGN_IN_ACTIONS } from './sign-in-refusals.ts'

const [codeStep, recoveryStep] = secondStepSchema.options

export function SecondStepForm({
  next,
  postedRefusal,
  onSignedIn,
  onRestart,
}: {
  /** the admin page to come back to after a post without the script */
  next: string
  /** why the code posted without the script was refused */
  postedRefusal?: string
  onSignedIn: () => Promise<void>
  onRestart: () => void
}) {
  const [recovery, setRecovery] = useState(false)
  const name = recovery ? 'recoveryCode' : 'code'
  const { form, fields, pending } = useAdminForm({
    // One form per way of signing in: switching starts afresh, without the other way's refusal.
    id: `second-step-form-${name}`,
    schema: recovery ? recoveryStep : codeStep,
    async send(value) {
      try {
        await verifySecondStep(value)
      } catch (error) {
        if (error instanceof ApiError && /expired/.test(error.message)) onRestart()
        // Every refusal here is one of signing in: shown whole in the form's alert, not by a field.
        throw error instanceof ApiError ? new ApiError(error.status, error.message) : error
      }
      await onSignedIn()
    },
    failure: (error) => `Security Access Denied: ${error.message || 'Verification failed'}`,
  })
  const field = fields[name]
  const inputId = recovery ? 'second-step-recovery' : 'second-step-code'
  const input = useRef<HTMLInputElement>(null)
  // The screen changed under the visitor: take them to the one field it asks for.
  useEffect(() => input.current?.focus(), [recovery])

  return (
    <form
      {...getFormProps(form)}
      method="post"
      action={SIGN_IN_ACTIONS.code}
      className="mt-6 space-y-4"
      aria-describedby="second-step-intro"
    >
      <input type="hidden" name="next" value={next} />
      <p id="second-step-intro" className="text-sm text-muted">
        {recovery
          ? 'Enter one of the recovery codes you saved when you turned on two-factor sign-in. Each works once.'
          : 'Open your authenticator app and enter the 6-digit code it shows for this site.'}
      </p>
      {form.errors || postedRefusal ? (
        <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm font-medium text-danger-700">
          {form.errors?.[0] ?? `Security Access Denied: ${postedRefusal}`}
        </p>
      ) : null}
      <AuthField
        key={inputId}
        id={inputId}
        ref={input}
        label={recovery ? 'Recovery code' : 'Authentication code'}
        name={name}
        type="text"
        autoComplete={recovery ? 'off' : 'one-time-code'}
        inputMode={recovery ? 'text' : 'numeric'}
        maxLength={recovery ? 19 : 7}
        error={field.errors?.[0]}
        className="font-mono tracking-widest"
      />
      <button type="submit" className="btn-primary w-full" disabled={pending}>
        <KeyRound aria-hidden="true" className="size-4" />
        {pending ? 'Verifying...' : 'Verify and sign in'}
      </button>
      <button
        type="button"
        className="w-full text-center text-sm font-medium text-brand-700 hover:underline"
        onClick={() => setRecovery(!recovery)}
      >
        {recovery ? 'Use the code from my authenticator app' : 'Use a recovery code instead'}
      </button>
    </form>
  )
}
