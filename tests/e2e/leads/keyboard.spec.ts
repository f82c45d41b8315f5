import { expect, test } from '../test.ts'
import { E2E_ADMIN } from '../../../playwright.config.ts'
import { expectFocusVisible, signInByKeyboard, tabTo } from '../focus.ts'
import { requestConsultation, setClock, stampFor } from './helpers.ts'

/**
 * The consultant works a request with the keyboard alone (WCAG 2.1.1, 2.4.3, 2.4.7): sign in,
 * search, change the status, open the person view, add a note, close it and land back where they
 * were. Desktop only (`@keyboard`, playwright.config.ts): the controls are the same on a phone.
 */
test.describe.configure({ mode: 'serial' })

test(
  'sign in, change a status, open the person view and add a note, with the keyboard alone @keyboard',
  { tag: ['@wcag2.1.1', '@wcag2.1.2', '@wcag2.4.3', '@wcag2.4.7', '@wcag3.2.1', '@wcag3.2.2'] },
  async ({ page, request }, testInfo) => {
    await setClock(request, 0)
    const stamp = stampFor(testInfo)
    await requestConsultation(request, {
      firstName: 'Kai',
      lastName: stamp,
      email: `kai.${stamp}@maple.k12.example`,
      district: `Maple ${stamp}`,
    })

    await page.goto('/admin-contacts')
    await signInByKeyboard(page)
    await expect(page.getByText(`Welcome, ${E2E_ADMIN.username}`)).toBeVisible()

    await tabTo(page, page.getByLabel('Search leads'))
    await page.keyboard.type(stamp)
    // The dashboard opens on All leads; the tabs are one stop, the arrow keys move between them.
    await tabTo(page, page.getByRole('tab', { name: /^All leads/ }))
    await page.keyboard.press('ArrowRight')
    await expect(page.getByRole('tab', { name: 'Contact Forms (1)' })).toHaveAttribute('aria-selected', 'true')
    const row = page.getByTestId('contacts-row').filter({ visible: true }).first()

    // A native select: arrow keys change the choice without opening it.
    const status = row.getByRole('combobox', { name: `Status of Kai ${stamp}'s request` })
    await tabTo(page, status)
    await page.keyboard.press('ArrowDown')
    await expect(status).toHaveValue('contacted')
    await expect(row.getByText(/^Replied in \d+ min$/)).toBeVisible()

    const opener = row.getByRole('button', { name: `Kai ${stamp}` })
    await tabTo(page, opener, { back: true })
    await page.keyboard.press('Enter')
    const panel = page.getByRole('dialog', { name: `Kai ${stamp}` })
    await expect(panel).toBeVisible()
    // Focus moves into the person view and stays there.
    await expect(panel.locator(':focus')).toHaveCount(1)
    await expectFocusVisible(page)

    const note = `Called the superintendent's office ${stamp}; meeting set for Monday.`
    await tabTo(page, panel.getByLabel('Note', { exact: true }))
    await page.keyboard.type(note)
    await tabTo(page, panel.getByRole('button', { name: 'Add note' }))
    await page.keyboard.press('Enter')
    await expect(panel.getByTestId('note-body').filter({ hasText: note })).toBeVisible()

    // Tabbing on from the last control never reaches the page behind: a modal <dialog> makes it inert.
    // (Chromium lets Tab pass to its own toolbar between rounds, as it should: that is no page
    // element, and the next Tab comes back into the dialog.)
    const places = new Set<string>()
    for (let i = 0; i < 30; i++) {
      await page.keyboard.press('Tab')
      places.add(
        await panel.evaluate((el) =>
          el.contains(document.activeElement)
            ? 'dialog'
            : document.activeElement === document.body || !document.activeElement
              ? 'browser'
              : `page: ${document.activeElement.outerHTML.slice(0, 80)}`,
        ),
      )
    }
    expect([...places].filter((p) => p.startsWith('page'))).toEqual([])
    expect(places.has('dialog')).toBe(true)
    await tabTo(page, panel.getByRole('button', { name: 'Close' }))
    await page.keyboard.press('Escape')
    await expect(panel).toBeHidden()
    await expect(opener).toBeFocused()
  },
)
