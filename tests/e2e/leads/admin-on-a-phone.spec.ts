import { expect, test } from '../test.ts'
import { requestConsultation, signIn } from './helpers.ts'

/**
 * The admin as the consultant uses it on a phone and a desktop (issue 56, item 6): the leads
 * dashboard renders the same on the server and in the browser (no React error), and the admin
 * menu's links are targets a thumb can hit, the current page marked for every reader.
 */
test('the leads dashboard hydrates without an error, and the admin menu marks the page it is on', async ({ page }) => {
  await requestConsultation(page.request, {
    firstName: 'Rosa',
    lastName: 'Phone',
    email: `rosa.phone.${Date.now()}@district.example`,
    district: 'Phone Valley USD',
  })
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  await signIn(page)
  await page.reload()
  await expect(page.getByRole('tab', { name: /Contact Forms/ })).toBeVisible()
  expect(errors).toEqual([])

  const menu = page.getByRole('navigation', { name: 'Admin' })
  await expect(menu.getByRole('link', { name: 'Leads' })).toHaveAttribute('aria-current', 'page')
  await expect(menu.locator('[aria-current]')).toHaveCount(1)
  const phone = (page.viewportSize()?.width ?? 1280) < 640
  for (const link of await menu.getByRole('link').all()) {
    const box = (await link.boundingBox())!
    expect(box.height, await link.innerText()).toBeGreaterThanOrEqual(phone ? 44 : 24)
    expect(box.width, await link.innerText()).toBeGreaterThanOrEqual(phone ? 44 : 24)
  }
  await menu.getByRole('link', { name: 'Insights' }).click()
  await expect(menu.getByRole('link', { name: 'Insights' })).toHaveAttribute('aria-current', 'page')
  expect(errors).toEqual([])
})
