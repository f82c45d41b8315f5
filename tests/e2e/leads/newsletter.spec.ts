import { expect, test } from '../test.ts'
import { accessibilityProblems } from '../axe.ts'
import { E2E_ADMIN } from '../../../playwright.config.ts'
import { control, mailbox, signIn, type Mail } from './helpers.ts'

const header = (mail: Mail, name: string) => mail.headers.filter(([key]) => key === name).map(([, value]) => value)

/**
 * Decision 30, as the consultant does it: write an issue, preview it, send a test, send it to the
 * confirmed subscribers (the seeded ones too: this server's whole list), see the figures, and the
 * archive page. Desktop only: the leads-phone project runs the same server's data.
 */
test('the newsletter journey: compose, preview, test, send to confirmed subscribers only, unsubscribe, figures, archive', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const stamp = Date.now().toString(36)
  const confirmed = ['a', 'b', 'c'].map((n) => `reader-${n}-${stamp}@district.example`)
  const pending = `pending-${stamp}@district.example`
  await control(request, 'POST', '/subscribers', { confirmed, pending: [pending] })
  await control(request, 'DELETE', '/mail')

  await signIn(page, '/admin-newsletter')
  await expect(page.getByRole('heading', { name: 'Newsletter', level: 1 })).toBeVisible()

  // Compose.
  const subject = `Three checks before the board meets ${stamp}`
  await page.getByRole('button', { name: 'New newsletter' }).click()
  await page.getByLabel('Subject').fill(subject)
  await page.getByLabel('Preview text').fill('MFA for the business office, vendor contracts, a tabletop date')
  const body = page.getByRole('textbox', { name: 'Body' })
  await body.click()
  await body.pressSequentially('Turn on phishing-resistant sign-in for the business office first.')
  await page.getByRole('button', { name: 'Save draft' }).click()
  await expect(page.getByText('Your draft is saved.')).toBeVisible()

  // Preview: the exact email in a sandboxed frame, at desktop then phone width.
  const frame = page.frameLocator('iframe[title^="Email preview"]')
  await expect(frame.getByText('Turn on phishing-resistant sign-in for the business office first.')).toBeVisible()
  await expect(frame.getByRole('link', { name: 'Unsubscribe' })).toBeVisible()
  await page.getByRole('button', { name: 'Phone' }).click()
  await expect(page.getByRole('button', { name: 'Phone' })).toHaveAttribute('aria-pressed', 'true')
  // The frame narrows once the page has laid out again: asked until then, not read once.
  await expect
    .poll(async () => (await page.locator('iframe[title^="Email preview"]').boundingBox())?.width)
    .toBeLessThanOrEqual(380)
  expect(await accessibilityProblems(page)).toEqual([])

  // The e2e admin was made from ADMIN_USERNAME alone (`…@admin.invalid`): the test asks for an
  // address in place, and the link leads to the account's Email address panel.
  await page.getByRole('button', { name: 'Send a test to me' }).click()
  const askAddress = page.getByRole('link', { name: 'Add your email address in Account security' })
  await expect(askAddress.or(page.getByText(/^Sent to .+@/))).toBeVisible()
  if (await askAddress.isVisible()) {
    expect(await accessibilityProblems(page)).toEqual([])
    await askAddress.click()
    await expect(page.getByRole('heading', { name: 'Email address' })).toBeVisible()
    await page.getByRole('button', { name: 'Add an email address' }).click()
    await page.getByRole('textbox', { name: 'Email address' }).fill(`consultant-${stamp}@firm.example`)
    await page.getByLabel('Current password').fill(E2E_ADMIN.password)
    expect(await accessibilityProblems(page)).toEqual([])
    await page.getByRole('button', { name: 'Save email address' }).click()
    await expect(page.getByText(`Security notices now go to consultant-${stamp}@firm.example.`)).toBeVisible()
    await page.goto('/admin-newsletter')
    await page
      .getByTestId('newsletter-issue')
      .filter({ hasText: subject })
      .getByRole('button', { name: /^Edit/ })
      .click()
    await page.getByRole('button', { name: 'Send a test to me' }).click()
  }

  // A test to the admin's own address: both parts, the one-click headers, absolute links.
  await expect(page.getByText(/^Sent to .+@/)).toBeVisible()
  await expect
    .poll(async () => (await mailbox(request)).filter((m) => m.subject === `[Test] ${subject}`).length)
    .toBe(1)
  const testMail = (await mailbox(request)).find((m) => m.subject === `[Test] ${subject}`)!
  expect(testMail.text).toContain('Turn on phishing-resistant sign-in for the business office first.')
  expect(testMail.html).toContain('Turn on phishing-resistant sign-in for the business office first.')
  expect(header(testMail, 'list-unsubscribe-post')).toEqual(['List-Unsubscribe=One-Click'])
  expect(header(testMail, 'list-unsubscribe')[0]).toMatch(/^<http:\/\/127\.0\.0\.1:\d+\/unsubscribe\?email=/)
  for (const [, href] of testMail.html.matchAll(/href="([^"]+)"/g))
    expect(href).toMatch(/^https?:\/\/127\.0\.0\.1:\d+(\/|$)/)

  // Send now, behind a confirmation that states the number of recipients.
  await control(request, 'DELETE', '/mail')
  await page.getByRole('button', { name: 'Send now' }).click()
  const dialog = page.getByRole('dialog', { name: 'Send this newsletter now?' })
  await expect(dialog).toContainText(/will go to [\d,]+ confirmed subscribers/)
  expect(await accessibilityProblems(page)).toEqual([])
  await dialog.getByRole('button', { name: /^Send to [\d,]+ confirmed subscribers$/ }).click()
  await expect(page.getByText('Sending started')).toBeVisible()
  // The pressed button gave way to Pause and Cancel: the keyboard is on the panel's heading, not lost.
  await expect(page.getByRole('heading', { name: 'Send', exact: true })).toBeFocused()
  // Closing the issue hands the keyboard back to the list.
  await page.getByRole('button', { name: 'Close' }).click()
  await expect(page.getByRole('heading', { name: /^Newsletters \(\d+\)$/ })).toBeFocused()

  // Each confirmed subscriber gets exactly one message; the pending one gets nothing.
  await expect.poll(async () => (await mailbox(request, confirmed)).length, { timeout: 60_000 }).toBe(3)
  const mail = await mailbox(request, [...confirmed, pending])
  for (const to of confirmed) expect(mail.filter((m) => m.to === to)).toHaveLength(1)
  expect(mail.filter((m) => m.to === pending)).toHaveLength(0)

  // One-click unsubscribe from a received message's header (RFC 8058): no page, just a POST.
  const first = mail.find((m) => m.to === confirmed[0])!
  expect(first.subject).toBe(subject)
  const link = header(first, 'list-unsubscribe')[0]!.slice(1, -1)
  const unsubscribed = await request.post(link, {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    data: 'List-Unsubscribe=One-Click',
  })
  expect(unsubscribed.status()).toBe(200)

  // The figures on the list, once every message went out.
  await expect(async () => {
    await page.reload()
    const card = page.getByTestId('newsletter-issue').filter({ hasText: subject })
    await expect(card.getByText('Sent', { exact: true }).first()).toBeVisible()
    const figure = (label: string) =>
      card.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd')
    const recipients = await figure('Recipients').innerText()
    expect(await figure('Sent').innerText()).toBe(recipients)
    expect(Number(await figure('Unsubscribed since').innerText())).toBeGreaterThanOrEqual(1)
  }).toPass({ timeout: 60_000 })

  // The archive: the listing, then the issue itself, with its "View in browser" address.
  const archiveUrl = /href="(http:\/\/127\.0\.0\.1:\d+\/newsletter\/[a-z0-9-]+)"/.exec(first.html)![1]!
  await page.goto('/newsletter')
  await expect(page.getByRole('heading', { name: 'The monthly briefing', level: 1 })).toBeVisible()
  await page.getByRole('link', { name: subject, exact: true }).click()
  await expect(page).toHaveURL(new URL(archiveUrl).pathname)
  await expect(page.getByRole('heading', { name: subject, level: 1 })).toBeVisible()
  await expect(page.getByText('Turn on phishing-resistant sign-in for the business office first.')).toBeVisible()
  expect(await accessibilityProblems(page)).toEqual([])
  const sitemap = await (await request.get('/sitemap.xml')).text()
  expect(sitemap).toContain(new URL(archiveUrl).pathname)
  // The seeded list's copies are of no use to the journeys after this one, which read the mailbox.
  await control(request, 'DELETE', '/mail')
})
