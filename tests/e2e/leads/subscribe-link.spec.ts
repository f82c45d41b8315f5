import { expect, test } from '../test.ts'
import { accessibilityProblems } from '../axe.ts'
import { signIn } from './helpers.ts'

test('the consultant replaces a leaked subscribe link, told first that their calendar must subscribe again', async ({
  page,
  request,
}) => {
  await signIn(page, '/admin-bookings')
  const address = page.getByText(/\/api\/bookings\/feed\/[\w-]+\.ics$/)
  const old = (await address.textContent())!
  expect((await request.get(old)).status()).toBe(200)
  const open = page.getByRole('button', { name: 'New subscribe link' })
  await expect(page.getByText('your calendar app must subscribe again')).toBeVisible()

  const dialog = page.getByRole('dialog', { name: 'Make a new subscribe link?' })
  await open.click()
  await expect(dialog).toContainText('The current address stops working at once')
  expect(await accessibilityProblems(page)).toEqual([])
  await dialog.getByRole('button', { name: 'Keep the current link' }).click()
  await expect(dialog).toBeHidden()
  await expect(open).toBeFocused()
  expect((await request.get(old)).status()).toBe(200)

  await open.click()
  await dialog.getByRole('button', { name: 'Make a new link' }).click()
  await expect(page.getByText('New subscribe link made')).toBeVisible()
  await expect(dialog).toBeHidden()
  await expect(open).toBeFocused()
  await expect(address).not.toHaveText(old)
  const fresh = (await address.textContent())!
  expect((await request.get(old)).status()).toBe(404)
  expect((await request.get(fresh)).status()).toBe(200)
  expect(await accessibilityProblems(page)).toEqual([])
})
