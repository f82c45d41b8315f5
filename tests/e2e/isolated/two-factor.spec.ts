import { expect, test, type Page } from '../test.ts'
import { Secret, TOTP } from 'otpauth'
import { E2E_ADMIN } from '../../../playwright.config.ts'
import { accessibilityProblems } from '../axe.ts'
import { expectFocusVisible, signInByKeyboard, tabTo } from '../focus.ts'

/**
 * Two-factor sign-in: enrol (with the password again), sign out, sign in with a code and with a
 * recovery code; a wrong code is refused; moving to a new app and turning it off ask for the
 * password and a current code. On the second instance, so the main instance's admin keeps
 * signing in with a password.
 */
// Each journey signs in (argon2id) more than once and may wait for the next 30-second code step.
test.describe.configure({ mode: 'serial', timeout: 90_000 })

let secret = ''
/** What an authenticator app shows (RFC 6238 defaults: SHA-1, 6 digits, 30 s). */
const currentCode = (key: string, timestamp = Date.now()) =>
  new TOTP({ secret: Secret.fromBase32(key) }).generate({ timestamp })
let recoveryCodes: string[] = []
/**
 * The server accepts a code for the previous, current or next 30-second step, and only for a step
 * after the last one it accepted: each code here is for the step after the last one used, and
 * waits for the clock when that step is not in the window yet.
 */
let lastStep = 0
const stepNow = () => Math.floor(Date.now() / 30_000)
async function unusedCode(page: Page, key: string) {
  const step = Math.max(lastStep + 1, stepNow())
  while (step > stepNow() + 1) await page.waitForTimeout(1_000)
  lastStep = step
  return currentCode(key, step * 30_000)
}

async function password(page: Page, path = '/admin-contacts') {
  await page.goto(path)
  await page.getByLabel('Admin Username').fill(E2E_ADMIN.username)
  await page.getByLabel('Security Passphrase').fill(E2E_ADMIN.password)
  await page.getByRole('button', { name: 'Authenticate Admin Access' }).click()
}

test(
  'enrol: scan or type the key, confirm with a code, keep the recovery codes',
  { tag: ['@wcag3.3.1', '@wcag3.3.3', '@wcag1.1.1'] },
  async ({ page }) => {
    await password(page)
    await expect(page.getByTestId('two-factor-banner')).toBeVisible()
    await page.getByRole('link', { name: 'Turn on two-factor sign-in' }).click()
    await expect(page.getByRole('heading', { name: 'Account Security' })).toBeVisible()
    await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click()
    await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible()
    secret = (await page.getByTestId('manual-key').innerText()).replace(/\s/g, '')
    expect(secret).toMatch(/^[A-Z2-7]{32}$/)
    expect(await accessibilityProblems(page)).toEqual([])

    const code = page.getByLabel('3. Enter the 6-digit code the app shows')
    const passwordAgain = page.getByLabel('4. Enter your password to confirm it is you')
    // The password is asked again: a session alone cannot turn it on with someone else's app.
    await code.fill(currentCode(secret))
    await passwordAgain.fill('not the password')
    await page.getByRole('button', { name: 'Turn on' }).click()
    await expect(passwordAgain).toBeFocused()
    await expect(passwordAgain).toHaveAttribute('aria-invalid', 'true')
    await expect(passwordAgain).toHaveAccessibleDescription('That password is not correct.')
    await passwordAgain.fill(E2E_ADMIN.password)
    await code.fill('000000')
    await page.getByRole('button', { name: 'Turn on' }).click()
    await expect(page.getByText(/That code is not valid/)).toBeVisible()
    await expect(code).toBeFocused()
    await code.fill(await unusedCode(page, secret))
    await page.keyboard.press('Enter')
    const codes = page.getByTestId('recovery-codes')
    await expect(codes).toContainText('Two-factor sign-in is on.')
    recoveryCodes = (await codes.locator('li').allInnerTexts()).map((c) => c.trim())
    expect(recoveryCodes).toHaveLength(10)
    await expect(page.getByTestId('two-factor-banner')).toBeHidden()
    await page.getByRole('button', { name: 'I have saved them' }).click()
    await expect(page.getByTestId('two-factor-on')).toContainText('10 of 10 recovery codes left')
    await page.getByRole('button', { name: 'Logout' }).click()
    await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible()
  },
)

test('sign in with a code from the app; a wrong code is refused', async ({ page }) => {
  await password(page)
  await expect(page.getByRole('heading', { name: 'Two-Step Verification' })).toBeVisible()
  await expect(page.getByLabel('Authentication code')).toBeFocused()
  await page.getByLabel('Authentication code').fill('123456')
  await page.getByRole('button', { name: 'Verify and sign in' }).click()
  await expect(page.getByRole('alert')).toContainText('Security Access Denied: That code is not valid')
  await page.getByLabel('Authentication code').fill(await unusedCode(page, secret))
  await page.getByRole('button', { name: 'Verify and sign in' }).click()
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible()
  await expect(page.getByTestId('two-factor-banner')).toBeHidden()
})

test(
  'sign in with the second factor and sign out, with the keyboard alone',
  { tag: ['@wcag2.1.1', '@wcag2.1.2', '@wcag2.4.3', '@wcag2.4.7', '@wcag3.2.1'] },
  async ({ page }) => {
    await page.goto('/admin-contacts')
    await signInByKeyboard(page)
    await expect(page.getByRole('heading', { name: 'Two-Step Verification' })).toBeVisible()
    // Focus moves to the code field by itself, visibly, so the next keystrokes land there.
    await expect(page.getByLabel('Authentication code')).toBeFocused()
    await expectFocusVisible(page)
    await page.keyboard.type(await unusedCode(page, secret))
    await page.keyboard.press('Enter')
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible()
    await tabTo(page, page.getByRole('button', { name: 'Logout' }))
    await page.keyboard.press('Enter')
    await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible()
  },
)

test('sign in with a recovery code, once; the sessions list shows this browser', async ({ page }) => {
  await password(page, '/admin-account')
  await page.getByRole('button', { name: 'Use a recovery code instead' }).click()
  await page.getByLabel('Recovery code').fill(recoveryCodes[0]!)
  await page.getByRole('button', { name: 'Verify and sign in' }).click()
  await expect(page.getByRole('heading', { name: 'Account Security' })).toBeVisible()
  await expect(page.getByTestId('two-factor-on')).toContainText('9 of 10 recovery codes left')
  await expect(page.getByTestId('session-row').filter({ hasText: 'This device' })).toContainText(
    /Chrome on (Windows|Linux|macOS)/,
  )
  await page.getByRole('button', { name: 'Logout' }).click()
  // Signed out once the login screen shows: a navigation before that could cancel the logout call.
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible()

  await password(page)
  await page.getByRole('button', { name: 'Use a recovery code instead' }).click()
  await page.getByLabel('Recovery code').fill(recoveryCodes[0]!)
  await page.getByRole('button', { name: 'Verify and sign in' }).click()
  await expect(page.getByRole('alert')).toContainText('already used')
})

test('sign out everywhere ends this session too', async ({ page }) => {
  await password(page, '/admin-account')
  await page.getByRole('button', { name: 'Use a recovery code instead' }).click()
  await page.getByLabel('Recovery code').fill(recoveryCodes[1]!)
  await page.getByRole('button', { name: 'Verify and sign in' }).click()
  await expect(page.getByRole('heading', { name: 'Account Security' })).toBeVisible()
  await page.getByRole('button', { name: 'Sign out everywhere' }).click()
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible()
})

test('moving to a new app and turning it off ask for the password and a current code', async ({ page }) => {
  await password(page, '/admin-account')
  await page.getByRole('button', { name: 'Use a recovery code instead' }).click()
  await page.getByLabel('Recovery code').fill(recoveryCodes[2]!)
  await page.getByRole('button', { name: 'Verify and sign in' }).click()
  await expect(page.getByRole('heading', { name: 'Account Security' })).toBeVisible()

  await page.getByRole('button', { name: 'Move to a new authenticator app' }).click()
  const replacement = (await page.getByTestId('manual-key').innerText()).replace(/\s/g, '')
  expect(replacement).not.toBe(secret)
  const newCode = page.getByLabel('3. Enter the 6-digit code the app shows')
  await newCode.fill(currentCode(replacement))
  await page.getByLabel('5. Enter your password to confirm it is you').fill(E2E_ADMIN.password)
  const current = page.getByLabel('4. Enter the code from the app you use now')
  await current.fill('000000')
  await page.getByRole('button', { name: 'Move to this app' }).click()
  await expect(current).toBeFocused()
  await expect(current).toHaveAccessibleDescription(/That code is not valid/)
  await current.fill(await unusedCode(page, secret))
  const newStep = stepNow()
  await newCode.fill(currentCode(replacement, newStep * 30_000))
  await page.getByRole('button', { name: 'Move to this app' }).click()
  await expect(page.getByTestId('recovery-codes')).toContainText('Two-factor sign-in is on.')
  // The new app's code is now the last accepted one.
  secret = replacement
  lastStep = newStep
  await page.getByRole('button', { name: 'I have saved them' }).click()

  await page.getByRole('button', { name: 'Turn off two-factor sign-in' }).click()
  await expect(page.getByLabel('Your password')).toBeFocused()
  await page.keyboard.type(E2E_ADMIN.password)
  await page.keyboard.press('Tab')
  await page.keyboard.type(await unusedCode(page, secret))
  await page.keyboard.press('Enter')
  await expect(page.getByRole('button', { name: 'Set up two-factor sign-in' })).toBeVisible()
  await expect(page.getByTestId('two-factor-banner')).toBeVisible()
})
