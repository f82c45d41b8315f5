// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, expect, it, vi } from 'vitest'
import { fakeApi, renderAdmin } from '../../../tests/component/admin-harness.tsx'
import { AdminLogin } from './admin-login.tsx'
import { TurnOffForm } from './turn-off-form.tsx'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

it("refuses an empty sign-in with the schema's messages, beside their fields, and sends nothing", async () => {
  const api = fakeApi({})
  const user = userEvent.setup()
  renderAdmin(<AdminLogin />)
  await user.click(await screen.findByRole('button', { name: 'Authenticate Admin Access' }))

  const username = screen.getByLabelText('Admin Username')
  expect(username.getAttribute('aria-invalid')).toBe('true')
  expect(document.getElementById(username.getAttribute('aria-describedby')!)?.textContent).toBe('Username is required')
  const password = screen.getByLabelText('Security Passphrase')
  const described = password
    .getAttribute('aria-describedby')!
    .split(' ')
    .map((id) => document.getElementById(id))
  expect(described.map((el) => el?.textContent)).toEqual([
    'Use your passphrase',
    'Password must be at least 6 characters',
  ])
  expect(document.activeElement).toBe(username)
  expect(api.calls).toEqual([])
})

it('shows the server’s refusal of a second-step code in the alert, prefixed as sign-in refusals are', async () => {
  const api = fakeApi({
    'POST /api/auth/login': () => ({ json: { twoFactorRequired: true } }),
    'POST /api/auth/2fa/verify': () => ({ status: 401, json: { message: 'That code is not valid' } }),
  })
  const user = userEvent.setup()
  renderAdmin(<AdminLogin />)
  await user.type(await screen.findByLabelText('Admin Username'), 'admin')
  await user.type(screen.getByLabelText('Security Passphrase'), 'correct horse')
  await user.click(screen.getByRole('button', { name: 'Authenticate Admin Access' }))

  const code = await screen.findByLabelText('Authentication code')
  await user.type(code, '123 456')
  await user.click(screen.getByRole('button', { name: 'Verify and sign in' }))
  expect(await within(screen.getByRole('main')).findByRole('alert')).toHaveProperty(
    'textContent',
    'Security Access Denied: That code is not valid',
  )
  // The schema's reading of the code was sent: spaces are forgiven.
  expect(api.to('POST', '/api/auth/2fa/verify').map((c) => c.body)).toEqual([{ code: '123456' }])
  expect(api.to('POST', '/api/auth/login').map((c) => c.body)).toEqual([
    { username: 'admin', password: 'correct horse' },
  ])
})

it('checks a second-step code with the schema before sending it', async () => {
  const api = fakeApi({ 'POST /api/auth/login': () => ({ json: { twoFactorRequired: true } }) })
  const user = userEvent.setup()
  renderAdmin(<AdminLogin />)
  await user.type(await screen.findByLabelText('Admin Username'), 'admin')
  await user.type(screen.getByLabelText('Security Passphrase'), 'correct horse')
  await user.click(screen.getByRole('button', { name: 'Authenticate Admin Access' }))
  await user.click(await screen.findByRole('button', { name: 'Use a recovery code instead' }))
  const recovery = screen.getByLabelText('Recovery code')
  await user.type(recovery, 'not-a-code')
  await user.click(screen.getByRole('button', { name: 'Verify and sign in' }))

  expect(recovery.getAttribute('aria-invalid')).toBe('true')
  expect(document.getElementById(recovery.getAttribute('aria-describedby')!)?.textContent).toBe(
    'A recovery code looks like 1a2b-3c4d-5e6f-7a8b',
  )
  expect(document.activeElement).toBe(recovery)
  expect(api.to('POST', '/api/auth/2fa/verify')).toEqual([])
})

it('shows the server’s field refusal beside its field when turning two-factor sign-in off, and focuses it', async () => {
  const api = fakeApi({
    'POST /api/auth/2fa/disable': () => ({
      status: 400,
      json: {
        message: 'That code is not valid',
        errors: { recoveryCode: ['That recovery code is not valid or was already used'] },
      },
    }),
  })
  const done = vi.fn()
  const user = userEvent.setup()
  renderAdmin(<TurnOffForm onDone={done} onCancel={() => undefined} />)
  await user.type(await screen.findByLabelText('Your password'), 'correct horse')
  const code = screen.getByLabelText('Code from your authenticator app')
  await user.type(code, '123456')
  await user.click(screen.getByRole('button', { name: 'Turn off' }))

  await vi.waitFor(() => expect(code.getAttribute('aria-invalid')).toBe('true'))
  expect(document.getElementById(code.getAttribute('aria-describedby')!)?.textContent).toBe(
    'That recovery code is not valid or was already used',
  )
  expect(document.activeElement).toBe(code)
  // A refusal with a field is not repeated in the form's own alert.
  expect(within(screen.getByRole('button', { name: 'Turn off' }).closest('form')!).queryByRole('alert')).toBeNull()
  expect(api.to('POST', '/api/auth/2fa/disable').map((c) => c.body)).toEqual([
    { password: 'correct horse', currentCode: '123456' },
  ])
  expect(done).not.toHaveBeenCalled()
})
