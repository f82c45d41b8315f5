import type { Page } from '@playwright/test'
import { E2E_ADMIN } from '../../playwright.config.ts'
import { accessibilityProblems } from './axe.ts'
import { expect, test } from './test.ts'

/**
 * The admin's warning before the session ends for inactivity (WCAG 2.2.1, decision 36). The
 * browser's clock is Playwright's and is moved forward; the server's is real, so the server's
 * idle clock has barely moved: what is proved on the server is that "Stay signed in" moves its
 * lastSeenAt, and that at the end the page signs the session out there too.
 */
async function signIn(page: Page, path: string) {
  await page.goto(path)
  await page.getByLabel('Admin Username').fill(E2E_ADMIN.username)
  await page.getByLabel('Security Passphrase').fill(E2E_ADMIN.password)
  await page.getByRole('button', { name: 'Authenticate Admin Access' }).click()
  await expect(page.getByText(`Welcome, ${E2E_ADMIN.username}`)).toBeVisible()
}

/** When the server last saw this browser's session (the sessions list, read with the page's cookie). */
async function lastSeen(page: Page): Promise<number> {
  const res = await page.request.get('/api/auth/sessions')
  expect(res.status()).toBe(200)
  const { sessions } = (await res.json()) as { sessions: { current: boolean; lastSeenAt: string }[] }
  return new Date(sessions.find((s) => s.current)!.lastSeenAt).getTime()
}

const warning = (page: Page) => page.getByRole('alertdialog', { name: 'Your session is about to end' })
const IDLE_NOTICE = 'You were signed out after 30 minutes without activity. Sign in again to continue.'

test(
  'two minutes before the idle end a dialog warns; Stay signed in extends the session; then it ends',
  { tag: ['@wcag2.2.1'] },
  async ({ page }) => {
    await page.clock.install()
    await signIn(page, '/admin-contacts')
    const signedInAt = await lastSeen(page)
    const opener = page.getByRole('link', { name: 'Insights' })
    await opener.focus()

    await page.clock.fastForward('27:30')
    await expect(warning(page)).toHaveCount(0)
    await page.clock.fastForward('00:40')
    await expect(warning(page)).toBeVisible()
    await expect(warning(page)).toContainText('you will be signed out after 30 minutes without activity')
    await expect(warning(page).getByTestId('idle-countdown')).toHaveText(/^(2:00|1:[0-5]\d)$/)
    await expect(page.getByRole('button', { name: 'Stay signed in' })).toBeFocused()
    expect(await accessibilityProblems(page)).toEqual([])

    await page.keyboard.press('Enter')
    await expect(warning(page)).toHaveCount(0)
    await expect(opener).toBeFocused()
    expect(await lastSeen(page)).toBeGreaterThan(signedInAt)

    // A later admin request still works: the next page's data and no sign-in screen.
    await page.getByRole('link', { name: 'Account security' }).click()
    await expect(page.getByRole('heading', { name: 'Account Security' })).toBeVisible()
    await expect(page.getByTestId('session-row').first()).toBeVisible()

    // Escape stays signed in too.
    const beforeEscape = await lastSeen(page)
    await page.clock.fastForward('28:10')
    await expect(warning(page)).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(warning(page)).toHaveCount(0)
    await expect.poll(() => lastSeen(page)).toBeGreaterThan(beforeEscape)

    // Left alone: signed out on the server, the sign-in screen says why.
    await page.clock.fastForward('28:10')
    await expect(warning(page)).toBeVisible()
    await page.clock.fastForward('02:00')
    await expect(page).toHaveURL(/\/admin-account\?sign-in=idle$/)
    await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible()
    await expect(page.getByRole('status').filter({ hasText: IDLE_NOTICE })).toBeVisible()
    expect(await accessibilityProblems(page)).toEqual([])
    expect(await (await page.request.get('/api/auth/me')).json()).toEqual({ success: false })

    // Signing in again leaves no stale notice in the address.
    await page.getByLabel('Admin Username').fill(E2E_ADMIN.username)
    await page.getByLabel('Security Passphrase').fill(E2E_ADMIN.password)
    await page.getByRole('button', { name: 'Authenticate Admin Access' }).click()
    await expect(page.getByRole('heading', { name: 'Account Security' })).toBeVisible()
    await expect(page).toHaveURL(/\/admin-account$/)
  },
)

test('the end does not throw away a post being written: the editor asks first, and the page says what happened', async ({
  page,
}) => {
  await page.clock.install()
  await signIn(page, '/admin-blog')
  await page.getByRole('button', { name: 'New Post' }).click()
  await page.getByLabel('Title').fill('Notes for the board meeting')

  const asked = new Promise<string>((resolve) =>
    page.once('dialog', (dialog) => {
      resolve(dialog.type())
      void dialog.dismiss()
    }),
  )
  await page.clock.fastForward('30:10')
  expect(await asked).toBe('beforeunload')
  const ended = page.getByRole('alertdialog', { name: 'You have been signed out' })
  await expect(ended).toBeVisible()
  await expect(ended).toContainText('Copy anything you have not saved before you sign in again.')
  await ended.getByRole('button', { name: 'Close' }).click()
  await expect(page.getByLabel('Title')).toHaveValue('Notes for the board meeting')
  expect(await (await page.request.get('/api/auth/me')).json()).toEqual({ success: false })
})
