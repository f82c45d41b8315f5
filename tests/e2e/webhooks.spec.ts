import { expect, test, type Page } from './test.ts'
import { accessibilityProblems } from './axe.ts'
import { E2E_ADMIN } from '../../playwright.config.ts'
import { expectToast } from './helpers.ts'

/**
 * The Webhooks screen (decision 64): add an endpoint with its events, see its secret once, send a
 * test event and read it in the delivery log, pause and resume, delete. axe and HTML_CodeSniffer
 * find nothing in any of these states. The receiver's name resolves nowhere here (no network), so
 * the log shows the refusal in our words.
 */
const clean = async (page: Page, state: string) => expect(await accessibilityProblems(page), state).toEqual([])

test('a webhook: added, its secret once, its events changed, a test event in the log, paused, resumed, deleted', async ({
  page,
}) => {
  const res = await page.context().request.post('/api/auth/login', { data: E2E_ADMIN })
  expect(res.status()).toBe(200)
  await page.goto('/admin-integrations')
  await expect(page.getByRole('heading', { level: 1, name: 'Webhooks' })).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Webhooks' })).toHaveAttribute(
    'aria-current',
    'page',
  )
  await clean(page, 'empty')

  const form = page.getByRole('form', { name: 'Add a webhook' })
  await form.getByRole('checkbox', { name: /A new lead/ }).uncheck()
  await form.getByRole('button', { name: 'Add webhook' }).click()
  await expect(form.getByText('Choose at least one event')).toBeVisible()
  await expect(form.getByText(/Paste the address/)).toBeVisible()
  await clean(page, 'errors')

  const url = `https://crm-${Date.now()}.example.invalid/hooks/in`
  await form.getByLabel('Receiving address').fill(url)
  await form.getByRole('checkbox', { name: /A new lead/ }).check()
  await form.getByRole('checkbox', { name: /A meeting was booked/ }).check()
  await form.getByRole('button', { name: 'Add webhook' }).click()
  const secret = page.getByTestId('webhook-secret')
  await expect(secret).toHaveText(/^whsec_[A-Za-z0-9+/=]{40,}$/)
  await expect(page.getByRole('heading', { name: /Copy the signing secret now/ })).toBeFocused()
  await clean(page, 'secret shown')
  await page.getByRole('button', { name: 'I have copied it' }).click()
  await expect(secret).toHaveCount(0)

  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: url }) })
  await expect(card.getByText('Active')).toBeVisible()
  await expect(card.getByText('Sends: lead.created, booking.confirmed')).toBeVisible()
  await card.getByRole('button', { name: 'Change events' }).click()
  const events = card.getByRole('form', { name: `Events of ${url}` })
  await expect(events.getByRole('checkbox', { name: /A new lead/ })).toBeFocused()
  await events.getByRole('checkbox', { name: /A meeting was cancelled/ }).check()
  await clean(page, 'changing events')
  await events.getByRole('button', { name: 'Save events' }).click()
  await expect(card.getByText('Sends: lead.created, booking.confirmed, booking.cancelled')).toBeVisible()
  await card.getByRole('button', { name: 'Send test event' }).click()
  await expectToast(page, 'Test event queued')
  await card.getByRole('button', { name: 'Delivery log' }).click()
  await expect(card.getByText('lead.created', { exact: true })).toBeVisible()
  // The jobs try it within seconds: the name resolves nowhere, and the log says so in our words.
  await expect(async () => {
    await card.getByRole('button', { name: 'Hide delivery log' }).click()
    await card.getByRole('button', { name: 'Delivery log' }).click()
    await expect(card.getByText('The host name could not be resolved.')).toBeVisible({ timeout: 1_000 })
  }).toPass({ timeout: 20_000 })
  await expect(card.getByText(/no answer · \d+ ms/)).toBeVisible()
  await clean(page, 'delivery log')

  await card.getByRole('button', { name: 'Pause' }).click()
  await expect(card.getByText('Paused')).toBeVisible()
  await card.getByRole('button', { name: 'Resume' }).click()
  await expect(card.getByText('Active')).toBeVisible()

  await card.getByRole('button', { name: 'Delete' }).click()
  const dialog = page.getByRole('dialog', { name: 'Delete this webhook?' })
  await expect(dialog).toBeVisible()
  await clean(page, 'delete dialog')
  await dialog.getByRole('button', { name: 'Delete webhook' }).click()
  await expect(page.getByRole('heading', { name: url })).toHaveCount(0)
})
