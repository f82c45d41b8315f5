import { expect, test, type APIRequestContext, type Page } from '../test.ts'
import { accessibilityProblems as axeAndCodeSniffer } from '../axe.ts'
import { control, mailbox, stampFor } from './helpers.ts'

/**
 * "Forgot your password?" (decision 60) as an admin does it, at desktop and phone sizes: from the
 * sign-in to the emailed link, a refused password, the new one, the sign-in with it, the alert, and
 * the link that opens nothing a second time. An admin of its own per project: the shared e2e admin
 * keeps its password. axe and HTML_CodeSniffer at 0 on every new state.
 */
test('a forgotten password: the emailed link sets a new one, once, and the sign-in follows', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000)
  const stamp = stampFor(testInfo)
  await journey(page, request, stamp, { audit: true })
})

test.describe('without a script', () => {
  test.use({ javaScriptEnabled: false })
  // The same journey as a browser has it before any script arrives (decision 33): every form posts
  // by itself. Audited above: the pages' HTML is the same.
  test('a forgotten password is reset without a script too', async ({ page, request }, testInfo) => {
    test.setTimeout(90_000)
    await journey(page, request, `nojs${stampFor(testInfo)}`, { audit: false })
  })
})

async function journey(page: Page, request: APIRequestContext, stamp: string, { audit }: { audit: boolean }) {
  const accessibilityProblems = audit ? axeAndCodeSniffer : async () => []
  // Without a script no page ever reports itself interactive (tests/e2e/test.ts): arriving is enough.
  const open = (url: string) => page.goto(url, audit ? {} : { waitUntil: 'commit' })
  const username = `reset-${stamp}`
  const email = `${username}@district.example`
  const password = `the old passphrase of ${stamp}`
  const fresh = `a fresh river passphrase ${stamp.split('').reverse().join('')}`
  await control(request, 'POST', '/admin', { username, password, email })

  await open('/admin-contacts')
  const forgot = page.getByRole('link', { name: 'Forgot your password?' })
  await expect(forgot).toBeVisible()
  expect(await accessibilityProblems(page)).toEqual([])
  await forgot.click()
  await expect(page.getByRole('heading', { name: 'Forgot your password?', level: 1 })).toBeVisible()
  expect(await accessibilityProblems(page)).toEqual([])

  await page.getByLabel('Admin username or email address').fill(email)
  await page.getByRole('button', { name: 'Email me a link' }).click()
  await expect(page.getByRole('status')).toContainText('a link to set a new password is on its way')
  expect(await accessibilityProblems(page)).toEqual([])

  await expect.poll(async () => (await mailbox(request, [email])).length, { timeout: 30_000 }).toBe(1)
  const [mail] = await mailbox(request, [email])
  expect(mail!.subject).toMatch(/^Set a new password for /)
  const link = /http:\/\/127\.0\.0\.1:\d+\/admin-password-reset\/[A-Za-z0-9_-]{43}/.exec(mail!.text)![0]

  const opened = await open(link)
  // No other site is told the address: the page's links and requests carry the token to us alone.
  expect(opened!.headers()['referrer-policy']).toBe('same-origin')
  expect(opened!.headers()['cache-control']).toBe('no-store')
  await expect(page.getByRole('heading', { name: 'Set a new password', level: 1 })).toBeVisible()
  expect(await accessibilityProblems(page)).toEqual([])
  // A refused password leaves the link good, and says why beside the form.
  await page.getByLabel('New password', { exact: true }).fill(fresh)
  await page.getByLabel('New password again').fill(`${fresh} typo`)
  await page.getByRole('button', { name: 'Set the new password' }).click()
  await expect(page.getByRole('alert')).toHaveText('The two new passwords do not match.')
  await expect(page.getByLabel('New password again')).toHaveAttribute('aria-invalid', 'true')
  expect(await accessibilityProblems(page)).toEqual([])

  await page.getByLabel('New password', { exact: true }).fill(fresh)
  await page.getByLabel('New password again').fill(fresh)
  await page.getByRole('button', { name: 'Set the new password' }).click()
  // Nobody is signed in by the reset: the sign-in says what happened and asks for the new password.
  await expect(page).toHaveURL(/\/admin-contacts\?sign-in=password-reset$/)
  await expect(page.getByRole('status')).toContainText('Your password was changed')
  await page.getByLabel('Admin Username').fill(username)
  await page.getByLabel('Security Passphrase').fill(fresh)
  await page.getByRole('button', { name: 'Authenticate Admin Access' }).click()
  await expect(page.getByText(`Welcome, ${username}`)).toBeVisible()

  await expect
    .poll(async () => (await mailbox(request, [email])).map((m) => m.subject), { timeout: 30_000 })
    .toContainEqual(expect.stringMatching(/admin password was reset$/))

  // The link worked once.
  const again = await open(link)
  expect(again!.status()).toBe(410)
  await expect(page.getByRole('heading', { name: 'This link no longer works', level: 1 })).toBeVisible()
  expect(await accessibilityProblems(page)).toEqual([])
}
