import { CheckCircle2, KeyRound, ShieldCheck } from 'lucide-react'
import { useEffect, useRef, useState, type FormEvent, type InputHTMLAttributes } from 'react'
import { useRevalidator } from 'react-router'
import { FieldError } from '#app/components/ui/field-error.tsx'
import { useToast } from '#app/components/ui/toast.tsx'
import { ApiError } from '#app/lib/api-client.ts'
import { shortDate } from '#app/lib/dates.ts'
import { disableTwoFactor, enableTwoFactor, startEnrolment, useTwoFactorStatus, type EnrolmentData } from './api.ts'
import { QrCode } from './qr-code.tsx'

type Errors = Record<string, string | undefined>

/**
 * Enrolment: scan (or type the key), confirm with a code and the password, keep the recovery codes.
 * While it is on, the same steps move it to a new app (with a code from the current one), and
 * turning it off asks for the password and a current code: a session alone changes nothing.
 */
export function TwoFactorPanel({ timeZone }: { timeZone: string }) {
  const status = useTwoFactorStatus()
  const revalidator = useRevalidator()
  const { toast } = useToast()
  const [enrolment, setEnrolment] = useState<EnrolmentData | null>(null)
  const [turningOff, setTurningOff] = useState(false)
  const [codes, setCodes] = useState<string[] | null>(null)
  const on = Boolean(status.data?.enabled)

  async function begin() {
    try {
      setEnrolment(await startEnrolment())
    } catch (e) {
      toast({
        title: 'Setup Failed',
        description: e instanceof ApiError ? e.message : 'Please try again.',
        variant: 'destructive',
      })
    }
  }

  async function changed(recoveryCodes: string[] | null) {
    setCodes(recoveryCodes)
    setEnrolment(null)
    setTurningOff(false)
    await Promise.all([status.refetch({ throwOnError: true }), revalidator.revalidate()])
  }

  return (
    <section aria-labelledby="two-factor-heading" className="card p-6 sm:p-8">
      <h2 id="two-factor-heading" className="flex items-center gap-2 text-lg font-bold">
        <ShieldCheck aria-hidden="true" className="size-5 text-brand-700" />
        Two-factor sign-in
      </h2>
      {codes ? (
        <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />
      ) : enrolment ? (
        <EnrolForm
          enrolment={enrolment}
          replacing={on}
          onDone={(recoveryCodes) => changed(recoveryCodes)}
          onCancel={() => setEnrolment(null)}
        />
      ) : turningOff ? (
        <TurnOffForm onDone={() => changed(null)} onCancel={() => setTurningOff(false)} />
      ) : on && status.data ? (
        <div className="mt-3 text-sm">
          <p className="flex items-start gap-2" data-testid="two-factor-on">
            <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success-700" />
            <span>
              On since {status.data.enabledAt ? shortDate(status.data.enabledAt, timeZone) : 'today'}. After your
              password, sign-in asks for the code from your authenticator app. {status.data.recoveryCodesLeft} of 10
              recovery codes left. Lost your phone and your codes? Run <code>npm run admin -- reset-2fa</code> on the
              server.
            </span>
          </p>
          <div className="mt-4 flex flex-wrap gap-2">
            <button type="button" className="btn-secondary" onClick={begin}>
              Move to a new authenticator app
            </button>
            <button type="button" className="btn-secondary" onClick={() => setTurningOff(true)}>
              Turn off two-factor sign-in
            </button>
          </div>
        </div>
      ) : (
        <div className="mt-3 text-sm">
          <p>
            Off. With it on, signing in needs your password and a code from an app on your phone, so a stolen or guessed
            password alone cannot open the leads.
          </p>
          <button type="button" className="btn-primary mt-4" onClick={begin} disabled={!status.data}>
            <KeyRound aria-hidden="true" className="size-4" />
            Set up two-factor sign-in
          </button>
        </div>
      )}
    </section>
  )
}

/** Field errors from the API answer; a message without a field goes to the form's own alert. */
function errorsFrom(e: unknown, fallback: string): Errors {
  if (!(e instanceof ApiError)) return { form: fallback }
  const fields = Object.fromEntries(Object.entries(e.fieldErrors).map(([name, [message]]) => [name, message]))
  return Object.keys(fields).length ? fields : { form: e.message }
}

/** A labelled input whose error is announced with it and which takes the focus when it has one. */
function Field({
  id,
  label,
  error,
  ...input
}: { id: string; label: string; error?: string } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <div>
      <label htmlFor={id} className="block font-medium">
        {label}
      </label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="mt-1.5 w-full max-w-xs rounded-lg border border-slate-300 px-3 py-2.5 focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none"
        {...input}
      />
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </div>
  )
}

/** Moves the focus to the first field in error, in form order, after an answer came back. */
function focusFirstError(form: HTMLFormElement | null, errors: Errors) {
  const first = Array.from(form?.querySelectorAll<HTMLInputElement>('input[name]') ?? []).find(
    (input) => errors[input.name],
  )
  first?.focus()
}

function FormAlert({ message }: { message?: string }) {
  if (!message) return null
  return (
    <p role="alert" className="mt-3 text-sm font-medium text-danger-700">
      {message}
    </p>
  )
}

function EnrolForm({
  enrolment,
  replacing,
  onDone,
  onCancel,
}: {
  enrolment: EnrolmentData
  replacing: boolean
  onDone: (recoveryCodes: string[]) => void
  onCancel: () => void
}) {
  const form = useRef<HTMLFormElement>(null)
  const [errors, setErrors] = useState<Errors>({})
  const [pending, setPending] = useState(false)

  async function confirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    const value = (name: string) => String(data.get(name) ?? '')
    setPending(true)
    setErrors({})
    try {
      const { recoveryCodes } = await enableTwoFactor({
        code: value('code'),
        password: value('password'),
        ...(replacing ? { currentCode: value('currentCode') } : {}),
      })
      onDone(recoveryCodes)
    } catch (e) {
      const next = errorsFrom(e, 'That code is not valid.')
      setErrors(next)
      focusFirstError(form.current, next)
    } finally {
      setPending(false)
    }
  }

  return (
    <div className="mt-4 grid gap-6 md:grid-cols-[auto_1fr]">
      <QrCode size={enrolment.qr.size} modules={enrolment.qr.modules} label="QR code for your authenticator app" />
      <div className="text-sm">
        <ol className="list-decimal space-y-2 pl-5">
          <li>
            Open {replacing ? 'the new' : 'an'} authenticator app (for example Microsoft Authenticator, Google
            Authenticator or 1Password).
          </li>
          <li>Scan the QR code, or enter this key by hand:</li>
        </ol>
        <p
          className="mt-2 rounded-lg bg-surface px-3 py-2 font-mono text-sm tracking-wider break-all"
          data-testid="manual-key"
        >
          {enrolment.secret.replace(/(.{4})/g, '$1 ').trim()}
        </p>
        <form ref={form} onSubmit={confirm} noValidate className="mt-4 space-y-4">
          <Field
            id="enrol-code"
            name="code"
            label="3. Enter the 6-digit code the app shows"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={7}
            error={errors.code}
          />
          {replacing ? (
            <Field
              id="enrol-current-code"
              name="currentCode"
              label="4. Enter the code from the app you use now"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={7}
              error={errors.currentCode ?? errors.recoveryCode}
            />
          ) : null}
          <Field
            id="enrol-password"
            name="password"
            type="password"
            label={`${replacing ? '5' : '4'}. Enter your password to confirm it is you`}
            autoComplete="current-password"
            error={errors.password}
          />
          <FormAlert message={errors.form} />
          <div className="flex flex-wrap gap-2">
            <button type="submit" className="btn-primary" disabled={pending}>
              {pending ? 'Checking...' : replacing ? 'Move to this app' : 'Turn on'}
            </button>
            <button type="button" className="btn-secondary" onClick={onCancel}>
              Cancel
            </button>
          </div>
        </form>
      </div>
    </div>
  )
}

function TurnOffForm({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const form = useRef<HTMLFormElement>(null)
  const [errors, setErrors] = useState<Errors>({})
  const [pending, setPending] = useState(false)
  // The form replaced the button that opened it: keyboard users continue in its first field.
  useEffect(() => form.current?.querySelector('input')?.focus(), [])

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    setPending(true)
    setErrors({})
    try {
      await disableTwoFactor({
        password: String(data.get('password') ?? ''),
        currentCode: String(data.get('currentCode') ?? ''),
      })
      onDone()
    } catch (e) {
      const next = errorsFrom(e, 'Two-factor sign-in could not be turned off. Please try again.')
      setErrors(next)
      focusFirstError(form.current, next)
    } finally {
      setPending(false)
    }
  }

  return (
    <form ref={form} onSubmit={submit} noValidate className="mt-4 space-y-4 text-sm">
      <p>Without it, your password alone signs in. Confirm it is you:</p>
      <Field
        id="off-password"
        name="password"
        type="password"
        label="Your password"
        autoComplete="current-password"
        error={errors.password}
      />
      <Field
        id="off-code"
        name="currentCode"
        label="Code from your authenticator app"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={7}
        error={errors.currentCode ?? errors.recoveryCode}
      />
      <FormAlert message={errors.form} />
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

function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <div className="mt-3 text-sm" data-testid="recovery-codes">
      <p className="font-semibold text-success-700">Two-factor sign-in is on.</p>
      <p className="mt-2">
        Keep these recovery codes somewhere safe, away from your phone (a password manager, or printed in a locked
        drawer). Each one signs you in once if your phone is lost. They are shown only now.
      </p>
      <ul className="mt-3 grid max-w-md grid-cols-2 gap-2 font-mono">
        {codes.map((code) => (
          <li key={code} className="rounded bg-surface px-2 py-1">
            {code}
          </li>
        ))}
      </ul>
      <button type="button" className="btn-secondary mt-4" onClick={onDone}>
        I have saved them
      </button>
    </div>
  )
}
