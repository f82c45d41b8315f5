// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, expect, it, vi } from 'vitest'
import { renderAdmin } from '../../../tests/component/admin-harness.tsx'
import { issue, newsletterApi, newsletterPage } from '../../../tests/component/newsletter-fixtures.tsx'

/**
 * Send now's dialog reads a refusal by its `code` and `reason` (decision 47): only
 * `recipients_changed` asks again with the new number; another 409 closes the dialog with its words.
 */
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

async function sendRefusedWith(refusal: object) {
  const api = newsletterApi([issue()], {
    'POST /api/newsletter-issues/7/send': () => ({ status: 409, json: refusal }),
  })
  const user = userEvent.setup()
  renderAdmin(newsletterPage, '/admin-newsletter')
  await user.click(await screen.findByRole('button', { name: /^Edit/ }))
  await user.click(await screen.findByRole('button', { name: 'Send now' }))
  const dialog = await screen.findByRole('dialog')
  await user.click(within(dialog).getByRole('button', { name: 'Send to 2 confirmed subscribers' }))
  return { api, user }
}

it('asks again with the new number when the answer is conflict / recipients_changed', async () => {
  const message = 'The number of confirmed subscribers changed to 3. Confirm again to send.'
  const { api, user } = await sendRefusedWith({
    message,
    code: 'conflict',
    reason: 'recipients_changed',
    recipients: 3,
  })
  const dialog = await screen.findByRole('dialog')
  expect((await within(dialog).findByRole('alert')).textContent).toBe(message)
  await user.click(within(dialog).getByRole('button', { name: 'Send to 3 confirmed subscribers' }))
  expect(api.to('POST', '/api/newsletter-issues/7/send').map((c) => c.body)).toEqual([
    { recipients: 2, version: 3 },
    { recipients: 3, version: 3 },
  ])
})

it('closes the dialog with the words of any other conflict, even one that carries a number', async () => {
  const message = 'This newsletter changed since you opened it. Reload it to see the latest version.'
  await sendRefusedWith({ message, code: 'conflict', reason: 'version_conflict', recipients: 3 })
  await screen.findByText('That did not work')
  expect(screen.queryByRole('dialog')).toBeNull()
})

it('asks for an address in place when the account has none to send the test to (no_admin_email)', async () => {
  const message = 'Your account has no email address to send the test to. Add one under Account security.'
  newsletterApi([issue()], {
    'POST /api/newsletter-issues/7/test': () => ({
      status: 409,
      json: { message, code: 'conflict', reason: 'no_admin_email' },
    }),
  })
  const user = userEvent.setup()
  renderAdmin(newsletterPage, '/admin-newsletter')
  await user.click(await screen.findByRole('button', { name: /^Edit/ }))
  await user.click(await screen.findByRole('button', { name: 'Send a test to me' }))
  const alert = (await screen.findAllByRole('alert')).find((a) => a.textContent?.includes('no email address'))!
  expect(
    within(alert).getByRole('link', { name: 'Add your email address in Account security' }).getAttribute('href'),
  ).toBe('/admin-account#email-address')
  expect(screen.queryByText('Test not sent')).toBeNull()
})
