import { getFormProps } from '@conform-to/react'
import { Lock } from 'lucide-react'
import { useState } from 'react'
import { useLocation, useRevalidator, useSearchParams } from 'react-router'
import { PASSWORD_RESET_PAGE } from '#app/lib/admin-pages.ts'
import { apiRequest } from '#app/lib/api-client.ts'
import { useAdminForm } from '#app/lib/forms/admin-form.ts'
import { AuthCard, AuthField, AuthMessage, authLink } from './auth-card.tsx'
import { loginSchema } from './auth.schema.ts'
import { SecondStepForm } from './second-step-form.tsx'
import {
  isSignInRefusal,
  isSignOutNotice,
  PASSWORD_RESET_DONE,
  passwordResetDone,
  SECOND_STEP,
  SIGN_IN_ACTIONS,
  SIGN_IN_PARAM,
  signInRefusals,
  signOutNotices,
} from './sign-in-refusals.ts'

const strengthColors = ['bg-danger-600', 'bg-amber-500', 'bg-yellow-400', 'bg-success-600']
const strengthLabels = ['Very short', 'Short', 'Fair', 'Good length']

/** Spec §2; its forms post by themselves before the page's script runs (decision 33). */
export function AdminLogin() {
  const revalidator = useRevalidator()
  const { pathname } = useLocation()
  const [params] = useSearchParams()
  const posted = params.get(SIGN_IN_PARAM)
  const [secondStep, setSecondStep] = useState(posted === SECOND_STEP)
  const postedReason = params.get('reason')
  const { form, fields, pending } = useAdminForm({
    schema: loginSchema,
    async send(values) {
      const result = await apiRequest<{ twoFactorRequired?: boolean }>('POST', '/api/auth/login', values)
      if (result?.twoFactorRequired) setSecondStep(true)
      else await revalidator.revalidate()
    },
    failure: (error) => `Security Access Denied: ${error.message || 'Login failed'}`,
  })
  const password = fields.password.value ?? ''
  // Visual only (spec §5): 1 segment below 4 characters, 2 for 4-5, 3 for 6-7, 4 for 8 or more.
  const strength = Math.min(4, Math.max(1, Math.floor(password.length / 2)))
  const failure =
    form.errors?.[0] ??
    (isSignInRefusal(posted) && !secondStep ? `Security Access Denied: ${signInRefusals[posted]}` : undefined)
  // Signed out without asking (the idle warning): said once, as news rather than a refusal.
  const notice =
    failure || secondStep
      ? undefined
      : isSignOutNotice(posted)
        ? signOutNotices[posted]
        : posted === PASSWORD_RESET_DONE
          ? passwordResetDone
          : undefined

  return (
    <AuthCard
      icon={Lock}
      title={secondStep ? 'Two-Step Verification' : 'Admin Login'}
      lead="Sign in to access the administration panel"
    >
      {secondStep ? (
        <SecondStepForm
          next={pathname}
          postedRefusal={isSignInRefusal(postedReason) ? signInRefusals[postedReason] : undefined}
          onSignedIn={async () => {
            await revalidator.revalidate()
          }}
          onRestart={() => setSecondStep(false)}
        />
      ) : failure ? (
        <AuthMessage tone="refused" id={form.errorId}>
          {failure}
        </AuthMessage>
      ) : notice ? (
        <AuthMessage tone="notice">{notice}</AuthMessage>
      ) : null}
      <form
        {...getFormProps(form)}
        method="post"
        action={SIGN_IN_ACTIONS.password}
        className="mt-6 space-y-5"
        hidden={secondStep}
      >
        <input type="hidden" name="next" value={pathname} />
        <AuthField
          id="admin-username"
          label="Admin Username"
          name="username"
          type="text"
          autoComplete="username"
          maxLength={64}
          error={fields.username.errors?.[0]}
        />
        <AuthField
          id="admin-password"
          label="Security Passphrase"
          name="password"
          type="password"
          autoComplete="current-password"
          maxLength={256}
          aria-describedby="admin-password-strength"
          error={fields.password.errors?.[0]}
        >
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
        </AuthField>
        <button type="submit" className="btn-primary w-full" disabled={pending}>
          {pending ? 'Authenticating...' : 'Authenticate Admin Access'}
        </button>
        <p className="text-center text-sm">
          <a href={PASSWORD_RESET_PAGE} className={authLink}>
            Forgot your password?
          </a>
        </p>
      </form>
      <p className="mt-6 text-center text-xs font-semibold tracking-wide text-muted uppercase">
        Unauthorized Access is Prohibited
      </p>
    </AuthCard>
  )
}
