import { KeyRound, MailCheck, ShieldAlert } from 'lucide-react'
import type { ReactNode } from 'react'
import { ADMIN_HOME, PASSWORD_RESET_PAGE } from '#app/lib/admin-pages.ts'
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from './auth.schema.ts'
import { RESET_ACTION, resetAction, resetMessages, type ResetReason } from './password-reset-form.ts'

/**
 * "Forgot your password?" (decision 60): plain HTML forms that post to the API and come back with
 * a reason in `?reset=` (password-reset-form.ts). Markup only, the same with or without a script.
 */
const input =
  'block w-full rounded-lg border border-slate-500 px-3 py-2.5 focus:border-brand-500 focus:ring-2 focus:ring-brand-500 focus:outline-none'
const link = 'inline-flex min-h-11 items-center font-medium text-brand-700 underline underline-offset-2'

function ResetFrame({ title, lead, children }: { title: string; lead: string; children: ReactNode }) {
  return (
    <main id="main" className="grid min-h-dvh place-items-center bg-brand-950 px-4 py-12">
      <div className="w-full max-w-md rounded-2xl bg-white p-8 shadow-2xl">
        <div className="mx-auto grid size-14 place-items-center rounded-2xl bg-brand-600 text-white">
          <KeyRound aria-hidden="true" className="size-7" />
        </div>
        <h1 className="mt-5 text-center text-2xl font-bold tracking-tight">{title}</h1>
        <p className="mt-1 text-center text-sm text-muted">{lead}</p>
        {children}
        <p className="mt-4 text-center text-sm">
          <a href={ADMIN_HOME} className={link}>
            Back to sign in
          </a>
        </p>
      </div>
    </main>
  )
}

function Refusal({ children }: { children: ReactNode }) {
  return (
    <div
      id="reset-error"
      role="alert"
      className="mt-6 flex gap-2 rounded-lg border border-red-300 bg-red-50 p-3 text-sm font-medium text-danger-700"
    >
      <ShieldAlert aria-hidden="true" className="size-5 shrink-0" />
      {children}
    </div>
  )
}

/** The first page: the username or email address; after it, the same answer whoever it names. */
export function ForgotPassword({ reason }: { reason: ResetReason | null }) {
  const sent = reason === 'sent'
  return (
    <ResetFrame title="Forgot your password?" lead="We email a link to set a new one.">
      {sent ? (
        <div
          role="status"
          className="mt-6 flex gap-2 rounded-lg border border-green-300 bg-green-50 p-3 text-sm font-medium text-green-900"
        >
          <MailCheck aria-hidden="true" className="size-5 shrink-0" />
          {resetMessages.sent}
        </div>
      ) : reason ? (
        <Refusal>{resetMessages[reason]}</Refusal>
      ) : null}
      <form method="post" action={RESET_ACTION} className="mt-6 space-y-5">
        <div>
          <label htmlFor="reset-who" className="mb-1.5 block text-sm font-medium">
            Admin username or email address
          </label>
          <input
            id="reset-who"
            name="who"
            type="text"
            autoComplete="username"
            required
            maxLength={254}
            aria-invalid={reason === 'incomplete' ? true : undefined}
            aria-describedby={reason && !sent ? 'reset-error' : undefined}
            className={input}
          />
        </div>
        <button type="submit" className="btn-primary w-full">
          {sent ? 'Send another link' : 'Email me a link'}
        </button>
      </form>
    </ResetFrame>
  )
}

/** The page a link opens: the new password twice, or why the link opens nothing. */
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
  const describedBy = (mine: boolean) => [mine && reason ? 'reset-error' : null, 'new-password-hint'].filter(Boolean)
  return (
    <ResetFrame title="Set a new password" lead={`For the admin account “${username}”.`}>
      {reason ? <Refusal>{resetMessages[reason]}</Refusal> : null}
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
        <div>
          <label htmlFor="new-password" className="mb-1.5 block text-sm font-medium">
            New password
          </label>
          <input
            id="new-password"
            name="password"
            type="password"
            autoComplete="new-password"
            required
            minLength={MIN_PASSWORD_LENGTH}
            maxLength={MAX_PASSWORD_LENGTH}
            aria-invalid={reason && !onConfirm ? true : undefined}
            aria-describedby={describedBy(!onConfirm).join(' ')}
            className={input}
          />
          <p id="new-password-hint" className="mt-1 text-xs text-muted">
            At least {MIN_PASSWORD_LENGTH} characters: a short phrase of four or more words works well.
          </p>
        </div>
        <div>
          <label htmlFor="confirm-password" className="mb-1.5 block text-sm font-medium">
            New password again
          </label>
          <input
            id="confirm-password"
            name="confirmPassword"
            type="password"
            autoComplete="new-password"
            required
            maxLength={MAX_PASSWORD_LENGTH}
            aria-invalid={onConfirm ? true : undefined}
            aria-describedby={onConfirm ? 'reset-error' : undefined}
            className={input}
          />
        </div>
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
