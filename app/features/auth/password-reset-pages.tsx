import { KeyRound } from 'lucide-react'
import type { ReactNode } from 'react'
import { ADMIN_HOME, PASSWORD_RESET_PAGE } from '#app/lib/admin-pages.ts'
import { AuthCard, AuthField, AuthMessage, authLink } from './auth-card.tsx'
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from './auth.schema.ts'
import { RESET_ACTION, resetAction, resetMessages, type ResetReason } from './password-reset-form.ts'

/** Markup only, the same with or without a script (password-reset-form.ts). */
function ResetFrame({
  title,
  lead,
  reason,
  children,
}: {
  title: string
  lead: string
  reason?: ResetReason | null
  children: ReactNode
}) {
  return (
    <AuthCard icon={KeyRound} title={title} lead={lead}>
      {reason ? (
        <AuthMessage tone={reason === 'sent' ? 'sent' : 'refused'} id="reset-error">
          {resetMessages[reason]}
        </AuthMessage>
      ) : null}
      {children}
      <p className="mt-4 text-center text-sm">
        <a href={ADMIN_HOME} className={authLink}>
          Back to sign in
        </a>
      </p>
    </AuthCard>
  )
}

/** After it, the same answer whoever it names. */
export function ForgotPassword({ reason }: { reason: ResetReason | null }) {
  const sent = reason === 'sent'
  return (
    <ResetFrame title="Forgot your password?" lead="We email a link to set a new one." reason={reason}>
      <form method="post" action={RESET_ACTION} className="mt-6 space-y-5">
        <AuthField
          id="reset-who"
          label="Admin username or email address"
          name="who"
          type="text"
          autoComplete="username"
          required
          maxLength={254}
          aria-invalid={reason === 'incomplete' ? true : undefined}
          aria-describedby={reason && !sent ? 'reset-error' : undefined}
        />
        <button type="submit" className="btn-primary w-full">
          {sent ? 'Send another link' : 'Email me a link'}
        </button>
      </form>
    </ResetFrame>
  )
}

export function NewPassword({
  token,
  username,
  reason,
}: {
  token: string
  /** null: the link was used, has expired or is unknown */
  username: string | null
  reason: ResetReason | null
}) {
  if (username === null) {
    return (
      <ResetFrame title="This link no longer works" lead="A reset link works once, for 30 minutes.">
        <p className="mt-6 text-sm">
          It was used already, or is too old. Ask for a new link, and use the newest email if several came.
        </p>
        <p className="mt-4 text-center">
          <a href={PASSWORD_RESET_PAGE} className="btn-primary w-full">
            Ask for a new link
          </a>
        </p>
      </ResetFrame>
    )
  }
  const onConfirm = reason === 'mismatch'
  return (
    <ResetFrame title="Set a new password" lead={`For the admin account “${username}”.`} reason={reason}>
      <form method="post" action={resetAction(token)} className="mt-6 space-y-5">
        <input
          type="text"
          name="username"
          value={username}
          aria-label="Username"
          autoComplete="username"
          readOnly
          hidden
        />
        <AuthField
          id="new-password"
          label="New password"
          name="password"
          type="password"
          autoComplete="new-password"
          required
          minLength={MIN_PASSWORD_LENGTH}
          maxLength={MAX_PASSWORD_LENGTH}
          aria-invalid={reason && !onConfirm ? true : undefined}
          aria-describedby={[reason && !onConfirm ? 'reset-error' : null, 'new-password-hint']
            .filter(Boolean)
            .join(' ')}
        >
          <p id="new-password-hint" className="mt-1 text-xs text-muted">
            At least {MIN_PASSWORD_LENGTH} characters: a short phrase of four or more words works well.
          </p>
        </AuthField>
        <AuthField
          id="confirm-password"
          label="New password again"
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          required
          maxLength={MAX_PASSWORD_LENGTH}
          aria-invalid={onConfirm ? true : undefined}
          aria-describedby={onConfirm ? 'reset-error' : undefined}
        />
        <button type="submit" className="btn-primary w-full">
          Set the new password
        </button>
        <p className="text-xs text-muted">
          Every session of this account is signed out. Then sign in with the new password; if two-factor sign-in is on,
          the code from your authenticator app is still asked for.
        </p>
      </form>
    </ResetFrame>
  )
}
