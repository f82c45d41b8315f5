import { CheckCircle2, KeyRound, ShieldCheck } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import { useRevalidator } from 'react-router'
import { FieldError } from '#app/components/ui/field-error.tsx'
import { useToast } from '#app/components/ui/toast.tsx'
import { ApiError } from '#app/lib/api-client.ts'
import { shortDate } from '#app/lib/dates.ts'
import { enableTwoFactor, startEnrolment, useTwoFactorStatus, type EnrolmentData } from './api.ts'
import { QrCode } from './qr-code.tsx'

/** Enrolment: scan (or type the key), confirm with a code, keep the recovery codes. */
export function TwoFactorPanel({ timeZone }: { timeZone: string }) {
  const status = useTwoFactorStatus()
  const revalidator = useRevalidator()
  const { toast } = useToast()
  const [enrolment, setEnrolment] = useState<EnrolmentData | null>(null)
  const [codes, setCodes] = useState<string[] | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [pending, setPending] = useState(false)

  async function begin() {
    setError(null)
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

  async function confirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const code = String(new FormData(event.currentTarget).get('code') ?? '')
    setPending(true)
    setError(null)
    try {
      const { recoveryCodes } = await enableTwoFactor(code)
      setCodes(recoveryCodes)
      setEnrolment(null)
      await Promise.all([status.refetch(), revalidator.revalidate()])
    } catch (e) {
      setError(e instanceof ApiError ? e.message : 'That code is not valid.')
    } finally {
      setPending(false)
    }
  }

  return (
    <section aria-labelledby="two-factor-heading" className="card p-6 sm:p-8">
      <h2 id="two-factor-heading" className="flex items-center gap-2 text-lg font-bold">
        <ShieldCheck aria-hidden="true" className="size-5 text-brand-700" />
        Two-factor sign-in
      </h2>
      {codes ? (
        <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />
      ) : status.data?.enabled ? (
        <p className="mt-3 flex items-start gap-2 text-sm" data-testid="two-factor-on">
          <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success-700" />
          <span>
            On since {status.data.enabledAt ? shortDate(status.data.enabledAt, timeZone) : 'today'}. After your
            password, sign-in asks for the code from your authenticator app. {status.data.recoveryCodesLeft} of 10
            recovery codes left. Lost your phone and your codes? Run <code>npm run admin -- reset-2fa</code> on the
            server.
          </span>
        </p>
      ) : enrolment ? (
        <div className="mt-4 grid gap-6 md:grid-cols-[auto_1fr]">
          <QrCode size={enrolment.qr.size} modules={enrolment.qr.modules} label="QR code for your authenticator app" />
          <div className="text-sm">
            <ol className="list-decimal space-y-2 pl-5">
              <li>
                Open an authenticator app (for example Microsoft Authenticator, Google Authenticator or 1Password).
              </li>
              <li>Scan the QR code, or enter this key by hand:</li>
            </ol>
            <p
              className="mt-2 rounded-lg bg-surface px-3 py-2 font-mono text-sm tracking-wider break-all"
              data-testid="manual-key"
            >
              {enrolment.secret.replace(/(.{4})/g, '$1 ').trim()}
            </p>
            <form onSubmit={confirm} noValidate className="mt-4">
              <label htmlFor="enrol-code" className="block font-medium">
                3. Enter the 6-digit code the app shows
              </label>
              <div className="mt-1.5 flex flex-wrap gap-2">
                <input
                  id="enrol-code"
                  name="code"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={7}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? 'enrol-code-error' : undefined}
                  className="w-36 rounded-lg border border-slate-300 px-3 py-2.5 font-mono tracking-widest focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none"
                />
                <button type="submit" className="btn-primary" disabled={pending}>
                  {pending ? 'Checking...' : 'Turn on'}
                </button>
              </div>
              <FieldError id="enrol-code-error">{error}</FieldError>
            </form>
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
