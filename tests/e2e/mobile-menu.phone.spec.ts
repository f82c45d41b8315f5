import { expect, test } from './test.ts'
import { expectHydrated } from './helpers.ts'

/** Runs in the phone project only (playwright.config.ts): the toggle exists on small screens. */
test(
  'the mobile menu toggles, closes on Escape and on choice, and returns focus',
  { tag: ['@wcag2.1.1', '@wcag2.1.2', '@wcag2.4.3'] },
  async ({ page }) => {
    await page.goto('/')
    const toggle = page.getByRole('button', { name: 'Open menu' })
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expectHydrated(toggle)
    await toggle.click()
    const close = page.getByRole('button', { name: 'Close menu' })
    await expect(close).toHaveAttribute('aria-expanded', 'true')
    const mobile = page.getByRole('navigation', { name: 'Mobile' })
    await expect(mobile).toBeVisible()
    await expect(mobile.getByRole('link', { name: 'Services' })).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(mobile).toBeHidden()
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused()
    await page.keyboard.press('Enter')
    await mobile.getByRole('link', { name: 'Contact Us' }).click()
    await expect(mobile).toBeHidden()
    await expect(page.locator('#contact')).toBeInViewport()
  },
)
