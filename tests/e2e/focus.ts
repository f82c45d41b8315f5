import { expect, type Locator, type Page } from '@playwright/test'
import { E2E_ADMIN } from '../../playwright.config.ts'

/** Presses Tab until `target` has focus, as a keyboard user would, and fails if it never does. */
export async function tabTo(page: Page, target: Locator, { max = 40, back = false } = {}) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) break
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab')
  }
  await expect(target).toBeFocused()
  await expectFocusVisible(page)
}

/**
 * The focused element shows it (WCAG 2.4.7): an outline or a ring of its own, or the ring its
 * field draws around it (the post editor's text area sits in a frame that rings on focus-within).
 * A ring is a spread-only box-shadow (`0 0 0 2px`), so a card's soft shadow does not count.
 */
export async function expectFocusVisible(page: Page) {
  // Polled: on a busy machine the page may still be restyling the control it just focused (a list
  // that re-rendered under the keyboard); the indicator must be there once it has settled, on the
  // element that had the focus when the check began.
  const focused = await page.evaluateHandle(() => document.activeElement)
  await expect
    .poll(
      () =>
        focused.evaluate((element) => {
          if (!element || element === document.body) return 'nothing focused'
          if (element !== document.activeElement) return `the focus left ${element.outerHTML.slice(0, 80)}`
          const ringed = (el: Element) => /0px 0px 0px [1-9]/.test(getComputedStyle(el).boxShadow)
          const style = getComputedStyle(element)
          if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2) return 'visible'
          for (let el: Element | null = element, depth = 0; el && depth < 3; el = el.parentElement, depth++) {
            if (el.matches(':focus-within') && ringed(el)) return 'visible'
          }
          return `no focus indicator on ${element.outerHTML.slice(0, 80)}`
        }),
      { timeout: 2_000 },
    )
    .toBe('visible')
  await focused.dispose()
}

/** The admin sign-in form, by keyboard: Tab to the username, type, Tab, type the password, Enter. */
export async function signInByKeyboard(page: Page) {
  await tabTo(page, page.getByLabel('Admin Username'))
  await page.keyboard.type(E2E_ADMIN.username)
  await page.keyboard.press('Tab')
  await expect(page.getByLabel('Security Passphrase')).toBeFocused()
  await page.keyboard.type(E2E_ADMIN.password)
  await page.keyboard.press('Enter')
}
