import { expect, test } from './test.ts'
import { expectHydrated, menuToggle } from './helpers.ts'

/** Runs in the phone project only (playwright.config.ts): the toggle exists on small screens. */
test(
  'the mobile menu toggles, closes on Escape and on choice, and returns focus',
  { tag: ['@wcag2.1.1', '@wcag2.1.2', '@wcag2.4.3'] },
  async ({ page }) => {
    await page.goto('/')
    const toggle = menuToggle(page)
    await expect(toggle).toHaveAccessibleName('Open menu')
    await expectHydrated(toggle)
    await toggle.click()
    await expect(toggle).toHaveAccessibleName('Close menu')
    const mobile = page.getByRole('navigation', { name: 'Mobile' })
    await expect(mobile).toBeVisible()
    await expect(mobile.getByRole('link', { name: 'Services' })).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(mobile).toBeHidden()
    await expect(toggle).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(mobile).toBeVisible()
    await mobile.getByRole('link', { name: 'Contact Us' }).click()
    await expect(mobile).toBeHidden()
    await expect(page.locator('#contact')).toBeInViewport()
  },
)
