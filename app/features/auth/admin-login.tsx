import { Lock, ShieldAlert } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import { useRevalidator } from 'react-router'
import { FieldError } from '#app/components/ui/field-error.tsx'
import { ApiError, apiRequest } from '#app/lib/api-client.ts'
import { passwordStrength } from './password-strength.ts'
import { SecondStepForm } from './second-step-form.tsx'

const strengthColors = ['bg-danger-600', 'bg-amber-500', 'bg-yellow-400', 'bg-success-600']
const strengthLabels = ['Very short', 'Short', 'Fair', 'Good length']

/** Spec §2 Admin Login, shown in place of either admin page when there is no session. */
export function AdminLogin() {
  const revalidator = useRevalidator()
  const [password, setPassword] = useState('')
  const [errors, setErrors] = useState<Record<string, string[]>>({})
  const [failure, setFailure] = useState<string | null>(null)
  const [pending, setPending] = useState(false)
  const [secondStep, setSecondStep] = useState(false)
  const strength = passwordStrength(password)

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    const values = { username: String(data.get('username') ?? ''), password: String(data.get('password') ?? '') }
    // zod arrives with the first sign-in attempt, not with every admin page (the dashboard's first view).
    const [{ loginSchema }, { fieldErrors }] = await Promise.all([
      import('./auth.schema.ts'),
      import('#app/lib/zod.ts'),
    ])
    const parsed = loginSchema.safeParse(values)
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error))
      return
    }
    setErrors({})
    setFailure(null)
    setPending(true)
    try {
      const result = await apiRequest<{ twoFactorRequired?: boolean }>('POST', '/api/auth/login', values)
      if (result?.twoFactorRequired) {
        setSecondStep(true)
        setPending(false)
        return
      }
      await revalidator.revalidate()
    } catch (error) {
      setFailure(`Security Access Denied: ${(error instanceof ApiError && error.message) || 'Login failed'}`)
      setPending(false)
    }
  }

  return (
    <main id="main" className="grid min-h-dvh place-items-center bg-brand-950 px-4 py-12">
      <div className="w-full max-w-md rounded-2xl bg-white p-8 shadow-2xl">
        <div className="mx-auto grid size-14 place-items-center rounded-2xl bg-brand-600 text-white">
          <Lock aria-hidden="true" className="size-7" />
        </div>
        <h1 className="mt-5 text-center text-2xl font-bold tracking-tight">
          {secondStep ? 'Two-Step Verification' : 'Admin Login'}
        </h1>
        <p className="mt-1 text-center text-sm text-muted">Sign in to access the administration panel</p>
        {secondStep ? (
          <SecondStepForm
            onSignedIn={async () => {
              await revalidator.revalidate()
            }}
            onRestart={() => setSecondStep(false)}
          />
        ) : null}
        {secondStep ? null : failure ? (
          <div
            role="alert"
            className="mt-6 flex gap-2 rounded-lg border border-red-300 bg-red-50 p-3 text-sm font-medium text-danger-700"
          >
            <ShieldAlert aria-hidden="true" className="size-5 shrink-0" />
            {failure}
          </div>
        ) : null}
        <form noValidate onSubmit={onSubmit} className="mt-6 space-y-5" hidden={secondStep}>
          <div>
            <label htmlFor="admin-username" className="mb-1.5 block text-sm font-medium">
              Admin Username
            </label>
            <input
              id="admin-username"
              name="username"
              autoComplete="username"
              maxLength={64}
              aria-invalid={errors.username ? true : undefined}
              aria-describedby={errors.username ? 'admin-username-error' : undefined}
              className="block w-full rounded-lg border border-slate-300 px-3 py-2.5 focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none"
            />
            <FieldError id="admin-username-error">{errors.username?.[0]}</FieldError>
          </div>
          <div>
            <label htmlFor="admin-password" className="mb-1.5 block text-sm font-medium">
              Security Passphrase
            </label>
            <input
              id="admin-password"
              name="password"
              type="password"
              autoComplete="current-password"
              maxLength={256}
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              aria-invalid={errors.password ? true : undefined}
              aria-describedby={`admin-password-strength${errors.password ? ' admin-password-error' : ''}`}
              className="block w-full rounded-lg border border-slate-300 px-3 py-2.5 focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none"
            />
            <div
              className="mt-2 flex gap-1"
              aria-hidden="true"
              data-testid="strength-bar"
              data-strength={password ? strength : 0}
            >
              {[1, 2, 3, 4].map((segment) => (
                <span
                  key={segment}
                  className={`h-1.5 flex-1 rounded-full ${password && segment <= strength ? strengthColors[strength - 1] : 'bg-slate-200'}`}
                />
              ))}
            </div>
            <p id="admin-password-strength" className="mt-1 text-xs text-muted">
              {password ? `Length: ${strengthLabels[strength - 1]}` : 'Use your passphrase'}
            </p>
            <FieldError id="admin-password-error">{errors.password?.[0]}</FieldError>
          </div>
          <button type="submit" className="btn-primary w-full" disabled={pending}>
            {pending ? 'Authenticating...' : 'Authenticate Admin Access'}
          </button>
        </form>
        <p className="mt-6 text-center text-xs font-semibold tracking-wide text-muted uppercase">
          Unauthorized Access is Prohibited
        </p>
      </div>
    </main>
  )
}
