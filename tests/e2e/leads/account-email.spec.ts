import { expect, test } from '../test.ts'
import { accessibilityProblems } from '../axe.ts'
import { control, mailbox, stampFor } from './helpers.ts'

/**
 * "Send a test to me" for an admin made from ADMIN_USERNAME without ADMIN_EMAIL (`…@admin.invalid`),
 * at desktop and phone sizes: the send panel asks for an address in place, its link opens the
 * Email address panel of Account security, and with an address saved the test is sent there.
 */
test('a test send without an admin address asks for one, and goes to it once saved', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000)
  const stamp = stampFor(testInfo)
  const username = `noaddr-${stamp}`
  const password = `the passphrase of ${stamp}`
  const email = `${username}@firm.example`
  await control(request, 'POST', '/admin', { username, password, email: `${username}@admin.invalid` })

  await page.goto('/admin-newsletter')
  await page.getByLabel('Admin Username').fill(username)
  await page.getByLabel('Security Passphrase').fill(password)
  await page.getByRole('button', { name: 'Authenticate Admin Access' }).click()
  await expect(page.getByText(`Welcome, ${username}`)).toBeVisible()

  const subject = `Address check ${stamp}`
  await page.getByRole('button', { name: 'New newsletter' }).click()
  await page.getByLabel('Subject').fill(subject)
  const body = page.getByRole('textbox', { name: 'Body' })
  await body.click()
  await body.pressSequentially('A short test.')
  await page.getByRole('button', { name: 'Save draft' }).click()
  await expect(page.getByText('Your draft is saved.')).toBeVisible()

  await page.getByRole('button', { name: 'Send a test to me' }).click()
  const ask = page.getByRole('link', { name: 'Add your email address in Account security' })
  await expect(ask).toBeVisible()
  await expect(page.getByText('Test not sent')).toHaveCount(0)
  expect(await accessibilityProblems(page)).toEqual([])

  await ask.click()
  await expect(page).toHaveURL(/\/admin-account#email-address$/)
  const panel = page.getByRole('region', { name: 'Email address' })
  await expect(panel).toContainText('This account has no email address yet')
  await panel.getByRole('button', { name: 'Add an email address' }).click()
  await panel.getByRole('textbox', { name: 'Email address' }).fill(email)
  await panel.getByLabel('Current password').fill('not the password at all')
  await panel.getByRole('button', { name: 'Save email address' }).click()
  await expect(panel.getByText('That password is not correct.')).toBeVisible()
  expect(await accessibilityProblems(page)).toEqual([])
  await panel.getByLabel('Current password').fill(password)
  await panel.getByRole('button', { name: 'Save email address' }).click()
  await expect(panel).toContainText(`newsletter tests go to ${email}`)
  expect(await accessibilityProblems(page)).toEqual([])

  await page.goto('/admin-newsletter')
  await page.getByTestId('newsletter-issue').filter({ hasText: subject }).getByRole('button', { name: /^Edit/ }).click()
  await page.getByRole('button', { name: 'Send a test to me' }).click()
  await expect(page.getByText(`Sent to ${email}.`, { exact: false })).toBeVisible()
  await expect
    .poll(async () => (await mailbox(request, [email])).map((m) => m.subject), { timeout: 30_000 })
    .toContain(`[Test] ${subject}`)
})
