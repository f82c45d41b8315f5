import { AdminForm } from '#app/components/ui/admin-form.tsx'
import { TextField } from '#app/components/ui/field.tsx'
import { FormActions } from '#app/components/ui/form-actions.tsx'
import { useAdminForm } from '#app/lib/forms/admin-form.ts'
import { enableTwoFactor, type EnrolmentData } from './api.ts'
import { enableTwoFactorSchema } from './auth.schema.ts'
import { FormAlert } from './form-alert.tsx'
import { QrCode } from './qr-code.tsx'

const codeInput = { inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: 7, className: 'max-w-xs' } as const

/** While two-factor sign-in is on, this moves it to a new app and asks for a code from the current one too. */
export function EnrolForm({
  enrolment,
  replacing,
  onDone,
  onCancel,
}: {
  enrolment: EnrolmentData
  replacing: boolean
  onDone: (recoveryCodes: string[], otherSessions: number) => void
  onCancel: () => void
}) {
  const { form, errors, pending } = useAdminForm({
    schema: enableTwoFactorSchema,
    async send({ code, password, currentCode }) {
      // A missing current code is left to the server, which says that one is needed.
      const { recoveryCodes, otherSessions } = await enableTwoFactor({
        code,
        password,
        ...(replacing ? { currentCode } : {}),
      })
      onDone(recoveryCodes, otherSessions)
    },
    failure: (error) => error.message || 'That code is not valid.',
    fieldFor: { recoveryCode: 'currentCode' },
  })

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
        <AdminForm form={form} className="mt-4 space-y-4">
          <TextField name="code" label="3. Enter the 6-digit code the app shows" errors={errors.code} {...codeInput} />
          {replacing ? (
            <TextField
              name="currentCode"
              label="4. Enter the code from the app you use now"
              errors={errors.currentCode}
              {...codeInput}
            />
          ) : null}
          <TextField
            name="password"
            type="password"
            label={`${replacing ? '5' : '4'}. Enter your password to confirm it is you`}
            autoComplete="current-password"
            errors={errors.password}
            className="max-w-xs"
          />
          <FormAlert id={form.errorId} messages={form.errors} />
          <FormActions label={replacing ? 'Move to this app' : 'Turn on'} pending={pending} onCancel={onCancel} />
        </AdminForm>
      </div>
    </div>
  )
}
