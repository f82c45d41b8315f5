import { KeyRound } from 'lucide-react'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { ApiError } from '#app/lib/api-client.ts'
import { verifySecondStep } from './api.ts'

/**
 * The second step of sign-in (issue 13): the code from the authenticator app, or a recovery code.
 * Its own call (POST /api/auth/2fa/verify) with the pending session the password opened.
 */
export function SecondStepForm({ onSignedIn, onRestart }: { onSignedIn: () => Promise<void>; onRestart: () => void }) {
  const [recovery, setRecovery] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const [pending, setPending] = useState(false)
  const inputId = recovery ? 'second-step-recovery' : 'second-step-code'
  const input = useRef<HTMLInputElement>(null)
  // The screen changed under the visitor: take them to the one field it asks for.
  useEffect(() => input.current?.focus(), [recovery])

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const value = String(new FormData(event.currentTarget).get('value') ?? '').trim()
    setFailure(null)
    setPending(true)
    try {
      await verifySecondStep(recovery ? { recoveryCode: value } : { code: value })
      await onSignedIn()
    } catch (error) {
      const expired = error instanceof ApiError && /expired/.test(error.message)
      setFailure(`Security Access Denied: ${(error instanceof ApiError && error.message) || 'Verification failed'}`)
      setPending(false)
      if (expired) onRestart()
    }
  }

  return (
    <form noValidate onSubmit={onSubmit} className="mt-6 space-y-4" aria-describedby="second-step-intro">
      <p id="second-step-intro" className="text-sm text-muted">
        {recovery
          ? 'Enter one of the recovery codes you saved when you turned on two-factor sign-in. Each works once.'
          : 'Open your authenticator app and enter the 6-digit code it shows for this site.'}
      </p>
      {failure ? (
        <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm font-medium text-danger-700">
          {failure}
        </p>
      ) : null}
      <div>
        <label htmlFor={inputId} className="mb-1.5 block text-sm font-medium">
          {recovery ? 'Recovery code' : 'Authentication code'}
        </label>
        <input
          key={inputId}
          id={inputId}
          ref={input}
          name="value"
          autoComplete={recovery ? 'off' : 'one-time-code'}
          inputMode={recovery ? 'text' : 'numeric'}
          maxLength={recovery ? 19 : 7}
          className="block w-full rounded-lg border border-slate-300 px-3 py-2.5 font-mono tracking-widest focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none"
        />
      </div>
      <button type="submit" className="btn-primary w-full" disabled={pending}>
        <KeyRound aria-hidden="true" className="size-4" />
        {pending ? 'Verifying...' : 'Verify and sign in'}
      </button>
      <button
        type="button"
        className="w-full text-center text-sm font-medium text-brand-700 hover:underline"
        onClick={() => {
          setRecovery(!recovery)
          setFailure(null)
        }}
      >
        {recovery ? 'Use the code from my authenticator app' : 'Use a recovery code instead'}
      </button>
    </form>
  )
}
