import { expect, test } from './test.ts'
import { isPhone, openMenu } from './helpers.ts'

test('header links scroll to home sections, and go to /#section from other pages', async ({ page }) => {
  await page.goto('/')
  if (isPhone(page)) await openMenu(page)
  await page
    .getByRole('navigation', { name: isPhone(page) ? 'Mobile' : 'Main' })
    .getByRole('link', { name: 'About' })
    .click()
  await expect(page).toHaveURL(/\/#about$/)
  await expect(page.locator('#about')).toBeInViewport()

  await page.goto('/pricing')
  if (isPhone(page)) await openMenu(page)
  await page
    .getByRole('navigation', { name: isPhone(page) ? 'Mobile' : 'Main' })
    .getByRole('link', { name: 'Services' })
    .click()
  await expect(page).toHaveURL(/\/#services$/)
  await expect(page.locator('#services')).toBeInViewport()
})

test('a home URL with an anchor scrolls there on load', async ({ page }) => {
  await page.goto('/#contact')
  await expect(page.locator('#contact')).toBeInViewport()
})

test('Quiz and Blog navigate; Policy Generator opens a new tab safely', async ({ page }) => {
  await page.goto('/')
  const nav = () => page.getByRole('navigation', { name: isPhone(page) ? 'Mobile' : 'Main' })
  if (isPhone(page)) await openMenu(page)
  const policy = nav().getByRole('link', { name: /Policy Generator/ })
  await expect(policy).toHaveAttribute('target', '_blank')
  await expect(policy).toHaveAttribute('rel', 'noopener noreferrer')
  await nav().getByRole('link', { name: 'Quiz' }).click()
  await expect(page).toHaveURL(/\/cybersecurity-quiz$/)
  if (isPhone(page)) await openMenu(page)
  await nav().getByRole('link', { name: 'Blog' }).click()
  await expect(page).toHaveURL(/\/blog$/)
})

test('the skip link moves focus to the main content', { tag: '@wcag2.4.1' }, async ({ page }) => {
  await page.goto('/pricing')
  await page.keyboard.press('Tab')
  const skip = page.getByRole('link', { name: 'Skip to main content' })
  await expect(skip).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.locator('#main')).toBeFocused()
})
