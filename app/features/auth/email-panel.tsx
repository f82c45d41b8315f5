import { AtSign } from 'lucide-react'
import { useRevalidator } from 'react-router'
import { useToast } from '#app/components/ui/toast.tsx'
import { ACCOUNT_EMAIL_PANEL } from '#app/lib/admin-pages.ts'
import { AccountForm, AccountPanel, currentPassword, useFormInPlace } from './account-panel.tsx'
import { changeEmail } from './api.ts'
import { changeEmailSchema, isDeliverableEmail } from './auth.schema.ts'

/** An admin made from ADMIN_USERNAME without ADMIN_EMAIL has none that receives mail: the panel asks for one. */
export function EmailPanel({ email }: { email: string | null }) {
  const revalidator = useRevalidator()
  const { toast } = useToast()
  const deliverable = isDeliverableEmail(email)
  const { open, opener, show, close } = useFormInPlace()

  async function changed(next: string) {
    toast({ title: 'Email address saved', description: `Security notices now go to ${next}.` })
    close()
    await revalidator.revalidate()
  }

  return (
    <AccountPanel name="email" id={ACCOUNT_EMAIL_PANEL} icon={AtSign} title="Email address">
      {open ? (
        <AccountForm
          id="change-email"
          schema={changeEmailSchema}
          send={async (value) => changed((await changeEmail(value)).email)}
          failure={(error) => error.message || 'The address could not be saved. Please try again.'}
          label="Save email address"
          onCancel={close}
          fields={[
            {
              name: 'email',
              type: 'email',
              label: 'Email address',
              autoComplete: 'email',
              defaultValue: deliverable ? email : '',
              hint: deliverable ? `The old address, ${email}, is told of the change.` : undefined,
            },
            currentPassword,
          ]}
        />
      ) : (
        <div className="mt-3 text-sm">
          {deliverable ? (
            <p>
              Security notices, password-reset links and newsletter tests go to <strong>{email}</strong>.
            </p>
          ) : (
            <p className="rounded-lg border border-amber-300 bg-amber-50 p-3 font-medium text-amber-900">
              This account has no email address yet, so security notices, password-reset links and newsletter tests
              cannot reach you. Add one.
            </p>
          )}
          <button ref={opener} type="button" className="btn-secondary mt-4" onClick={show}>
            {deliverable ? 'Change email address' : 'Add an email address'}
          </button>
        </div>
      )}
    </AccountPanel>
  )
}
