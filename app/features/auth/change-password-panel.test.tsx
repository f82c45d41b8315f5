// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, expect, it, vi } from 'vitest'
import { fakeApi, renderAdmin } from '../../../tests/component/admin-harness.tsx'
import { ChangePasswordPanel } from './change-password-panel.tsx'
import { SessionsPanel } from './sessions-panel.tsx'
import { TwoFactorPanel } from './two-factor-panel.tsx'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const sessionRow = (handle: string, current: boolean) => ({
  handle,
  current,
  device: current ? 'Chrome on Windows' : 'Safari on iOS',
  userAgent: null,
  address: '192.0.2.1',
  createdAt: '2026-11-20T10:00:00.000Z',
  lastSeenAt: '2026-11-20T10:05:00.000Z',
})
const described = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent)

it('refuses a short or mismatched new password beside its field, before sending anything', async () => {
  const api = fakeApi({})
  const user = userEvent.setup()
  renderAdmin(<ChangePasswordPanel />, '/admin-account')
  await user.click(await screen.findByRole('button', { name: 'Change password' }))

  const current = screen.getByLabelText('Current password')
  expect(document.activeElement).toBe(current)
  expect(current.getAttribute('autocomplete')).toBe('current-password')
  const fresh = screen.getByLabelText('New password')
  const confirm = screen.getByLabelText('Confirm new password')
  expect(fresh.getAttribute('autocomplete')).toBe('new-password')
  expect(confirm.getAttribute('autocomplete')).toBe('new-password')
  expect(current.closest('form')?.getAttribute('method')).toBe('post')

  await user.type(current, 'the current passphrase')
  await user.type(fresh, 'too short')
  await user.type(confirm, 'not the same')
  await user.click(screen.getByRole('button', { name: 'Change password' }))

  expect(fresh.getAttribute('aria-invalid')).toBe('true')
  expect(described(fresh)).toEqual([
    'At least 15 characters. A short phrase of four or more words works well; common passwords are refused.',
    'Choose a password of at least 15 characters: a short phrase of four or more words works well.',
  ])
  expect(confirm.getAttribute('aria-invalid')).toBe('true')
  expect(described(confirm)).toEqual(['The two new passwords do not match.'])
  expect(document.activeElement).toBe(fresh)
  expect(api.calls).toEqual([])
})

it('shows a wrong current password beside its field and changes nothing else on the page', async () => {
  const api = fakeApi({
    'POST /api/auth/password': () => ({
      status: 400,
      json: {
        message: 'That password is not correct.',
        errors: { currentPassword: ['That password is not correct.'] },
      },
    }),
  })
  const user = userEvent.setup()
  renderAdmin(<ChangePasswordPanel />, '/admin-account')
  await user.click(await screen.findByRole('button', { name: 'Change password' }))
  const current = screen.getByLabelText('Current password')
  await user.type(current, 'a wrong passphrase')
  await user.type(screen.getByLabelText('New password'), 'lantern orchard velvet compass')
  await user.type(screen.getByLabelText('Confirm new password'), 'lantern orchard velvet compass')
  await user.click(screen.getByRole('button', { name: 'Change password' }))

  await vi.waitFor(() => expect(current.getAttribute('aria-invalid')).toBe('true'))
  expect(described(current)).toEqual(['That password is not correct.'])
  expect(document.activeElement).toBe(current)
  expect(api.to('POST', '/api/auth/password').map((c) => c.body)).toEqual([
    {
      currentPassword: 'a wrong passphrase',
      newPassword: 'lantern orchard velvet compass',
      confirmPassword: 'lantern orchard velvet compass',
    },
  ])
  expect(screen.queryByTestId('toast')).toBeNull()
})

it('on success says how many other sessions were signed out, closes the form and reads the sessions again', async () => {
  let changed = false
  const api = fakeApi({
    'GET /api/auth/sessions': () => ({
      json: { sessions: changed ? [sessionRow('a', true)] : [sessionRow('a', true), sessionRow('b', false)] },
    }),
    'POST /api/auth/password': () => {
      changed = true
      return { json: { success: true, ended: 1 } }
    },
  })
  const user = userEvent.setup()
  renderAdmin(
    <>
      <ChangePasswordPanel />
      <SessionsPanel timeZone="America/Chicago" />
    </>,
    '/admin-account',
  )
  expect(await screen.findAllByTestId('session-row')).toHaveLength(2)
  await user.click(screen.getByRole('button', { name: 'Change password' }))
  await user.type(screen.getByLabelText('Current password'), 'the current passphrase')
  await user.type(screen.getByLabelText('New password'), 'lantern orchard velvet compass')
  await user.type(screen.getByLabelText('Confirm new password'), 'lantern orchard velvet compass')
  await user.click(screen.getByRole('button', { name: 'Change password' }))

  const toast = await screen.findByTestId('toast')
  within(toast).getByText('Password Changed')
  within(toast).getByText('1 other session signed out. You stay signed in here.')
  await vi.waitFor(() => expect(screen.getAllByTestId('session-row')).toHaveLength(1))
  expect(api.to('GET', '/api/auth/sessions')).toHaveLength(2)
  expect(screen.queryByLabelText('Current password')).toBeNull()
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Change password' }))
})

/**
 * Turns two-factor sign-in off in its panel, with the password and a code; the server answers that
 * `otherSessions` other sessions are still signed in.
 */
async function turnOffTwoFactor(otherSessions: number, routes: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi({
    'GET /api/auth/2fa': () => ({
      json: { enabled: true, enabledAt: '2026-11-01T10:00:00.000Z', recoveryCodesLeft: 9 },
    }),
    'POST /api/auth/2fa/disable': () => ({ json: { success: true, otherSessions } }),
    ...routes,
  })
  const user = userEvent.setup()
  renderAdmin(<TwoFactorPanel timeZone="America/Chicago" />, '/admin-account')
  await user.click(await screen.findByRole('button', { name: 'Turn off two-factor sign-in' }))
  await user.type(screen.getByLabelText('Your password'), 'the current passphrase')
  await user.type(screen.getByLabelText('Code from your authenticator app'), '123456')
  await user.click(screen.getByRole('button', { name: 'Turn off' }))
  return { api, user }
}

it('after two-factor sign-in is turned off, offers to sign out the other sessions and keeps this one', async () => {
  const { api, user } = await turnOffTwoFactor(2, {
    'POST /api/auth/sessions/revoke-others': () => ({ json: { success: true, ended: 2 } }),
  })

  const notice = await screen.findByTestId('other-sessions')
  expect(notice.textContent).toContain('2 other sessions opened before this change are still signed in.')
  await user.click(within(notice).getByRole('button', { name: 'Sign out other sessions' }))
  await screen.findByText('2 other sessions signed out. You stay signed in here.')
  expect(screen.queryByTestId('other-sessions')).toBeNull()
  expect(api.to('POST', '/api/auth/sessions/revoke-others')).toHaveLength(1)
  // "Sign out everywhere" would have ended this session too.
  expect(api.to('POST', '/api/auth/sessions/revoke-all')).toEqual([])
})

it('offers nothing when no other session is signed in', async () => {
  await turnOffTwoFactor(0)
  await vi.waitFor(() => expect(screen.queryByRole('button', { name: 'Turn off' })).toBeNull())
  expect(screen.queryByTestId('other-sessions')).toBeNull()
})
