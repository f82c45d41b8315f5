import { useQueryClient } from '@tanstack/react-query'
import { LockKeyhole } from 'lucide-react'
import { useToast } from '#app/components/ui/toast.tsx'
import { AccountForm, AccountPanel, currentPassword, useFormInPlace } from './account-panel.tsx'
import { changePassword, sessionsKey } from './api.ts'
import { changePasswordSchema, MIN_PASSWORD_LENGTH } from './auth.schema.ts'
import { signedOutOthers } from './other-sessions-notice.tsx'

/** ASVS 5.0 V6.2.2, V6.2.3. */
export function ChangePasswordPanel() {
  const queryClient = useQueryClient()
  const { toast } = useToast()
  const { open, opener, show, close } = useFormInPlace()

  async function changed(ended: number) {
    toast({ title: 'Password Changed', description: signedOutOthers(ended) })
    close()
    await queryClient.invalidateQueries({ queryKey: sessionsKey })
  }

  return (
    <AccountPanel name="password" icon={LockKeyhole} title="Password">
      {open ? (
        <AccountForm
          id="change-password"
          schema={changePasswordSchema}
          send={async (value) => changed((await changePassword(value)).ended)}
          failure={(error) => error.message || 'Your password could not be changed. Please try again.'}
          label="Change password"
          onCancel={close}
          fields={[
            currentPassword,
            {
              name: 'newPassword',
              type: 'password',
              label: 'New password',
              hint: `At least ${MIN_PASSWORD_LENGTH} characters. A short phrase of four or more words works well; common passwords are refused.`,
              autoComplete: 'new-password',
            },
            { name: 'confirmPassword', type: 'password', label: 'Confirm new password', autoComplete: 'new-password' },
          ]}
        />
      ) : (
        <div className="mt-3 text-sm">
          <p>Changing your password signs out every other session. This one stays signed in.</p>
          <button ref={opener} type="button" className="btn-secondary mt-4" onClick={show}>
            Change password
          </button>
        </div>
      )}
    </AccountPanel>
  )
}
