import { CheckCircle2, KeyRound, ShieldCheck } from 'lucide-react'
import { useState } from 'react'
import { useRevalidator } from 'react-router'
import { useToast } from '#app/components/ui/toast.tsx'
import { failureToast } from '#app/lib/api-client.ts'
import { shortDate } from '#app/lib/dates.ts'
import { AccountPanel } from './account-panel.tsx'
import { startEnrolment, useTwoFactorStatus, type EnrolmentData } from './api.ts'
import { EnrolForm } from './enrol-form.tsx'
import { OtherSessionsNotice } from './other-sessions-notice.tsx'
import { TurnOffForm } from './turn-off-form.tsx'

/** A session alone changes nothing (decision 14); after a change, the panel offers to sign out the others. */
export function TwoFactorPanel({ timeZone }: { timeZone: string }) {
  const status = useTwoFactorStatus()
  const revalidator = useRevalidator()
  const { toast } = useToast()
  const [enrolment, setEnrolment] = useState<EnrolmentData | null>(null)
  const [turningOff, setTurningOff] = useState(false)
  const [codes, setCodes] = useState<string[] | null>(null)
  const [others, setOthers] = useState(0)
  const on = Boolean(status.data?.enabled)

  const begin = () => startEnrolment().then(setEnrolment, (e: unknown) => toast(failureToast('Setup Failed', e)))

  async function changed(recoveryCodes: string[] | null, otherSessions: number) {
    setCodes(recoveryCodes)
    setOthers(otherSessions)
    setEnrolment(null)
    setTurningOff(false)
    await Promise.all([status.refetch(), revalidator.revalidate()])
  }

  return (
    <AccountPanel name="two-factor" icon={ShieldCheck} title="Two-factor sign-in">
      {others > 0 ? <OtherSessionsNotice count={others} onClose={() => setOthers(0)} /> : null}
      {codes ? (
        // Shown once, after two-factor sign-in is turned on or moved.
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
          <button type="button" className="btn-secondary mt-4" onClick={() => setCodes(null)}>
            I have saved them
          </button>
        </div>
      ) : enrolment ? (
        <EnrolForm
          enrolment={enrolment}
          replacing={on}
          onDone={(recoveryCodes, otherSessions) => void changed(recoveryCodes, otherSessions)}
          onCancel={() => setEnrolment(null)}
        />
      ) : turningOff ? (
        <TurnOffForm
          onDone={(otherSessions) => void changed(null, otherSessions)}
          onCancel={() => setTurningOff(false)}
        />
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
            <button type="button" className="btn-secondary" onClick={() => void begin()}>
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
          <button type="button" className="btn-primary mt-4" onClick={() => void begin()} disabled={!status.data}>
            <KeyRound aria-hidden="true" className="size-4" />
            Set up two-factor sign-in
          </button>
        </div>
      )}
    </AccountPanel>
  )
}
