import { AccountForm } from './account-panel.tsx'
import { disableTwoFactor } from './api.ts'
import { disableTwoFactorSchema } from './auth.schema.ts'

export function TurnOffForm({ onDone, onCancel }: { onDone: (otherSessions: number) => void; onCancel: () => void }) {
  return (
    <AccountForm
      schema={disableTwoFactorSchema}
      // A missing code is left to the server, which says that one is needed.
      send={async ({ password, currentCode }) =>
        onDone((await disableTwoFactor({ password, currentCode })).otherSessions)
      }
      failure={(error) => error.message || 'Two-factor sign-in could not be turned off. Please try again.'}
      fieldFor={{ recoveryCode: 'currentCode' }}
      label="Turn off"
      onCancel={onCancel}
      intro="Without it, your password alone signs in. Confirm it is you:"
      fields={[
        {
          name: 'password',
          type: 'password',
          label: 'Your password',
          autoComplete: 'current-password',
          className: 'max-w-xs',
        },
        {
          name: 'currentCode',
          label: 'Code from your authenticator app',
          inputMode: 'numeric',
          autoComplete: 'one-time-code',
          maxLength: 7,
          className: 'max-w-xs',
        },
      ]}
    />
  )
}
