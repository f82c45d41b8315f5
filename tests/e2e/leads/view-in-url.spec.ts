import { expect, test } from '../test.ts'
import { findRequest, requestConsultation, setClock, signIn, stampFor } from './helpers.ts'

/** The dashboard's view lives in its URL: Back, reload and a pasted link show the same view. */
test.beforeEach(async ({ request }) => {
  await setClock(request, 0)
})

test('Back, reload and a pasted link restore the tab, search and filter', async ({
  page,
  context,
  request,
}, testInfo) => {
  const stamp = stampFor(testInfo)
  await requestConsultation(request, {
    firstName: 'Robin',
    lastName: stamp,
    email: `robin.${stamp}@alder.k12.example`,
    district: `Alder ${stamp}`,
  })
  await signIn(page)
  await findRequest(page, stamp)
  await expect(page).toHaveURL(new RegExp(`[?&]q=${stamp}`))
  const filter = page.getByRole('combobox', { name: 'Filter by status' })
  await filter.selectOption('new')
  await expect(page).toHaveURL(/[?&]status=new/)
  await page.getByRole('tab', { name: /^Downloads/ }).click()
  await expect(page).toHaveURL(/[?&]tab=downloads/)
  await expect(page.getByText('No resource downloads found')).toBeVisible()

  const contactsView = async () => {
    await expect(page.getByRole('tab', { name: 'Contact Forms (1)' })).toHaveAttribute('aria-selected', 'true')
    await expect(page.getByLabel('Search leads')).toHaveValue(stamp)
    await expect(filter).toHaveValue('new')
    await expect(page.getByTestId('contacts-row').filter({ visible: true })).toContainText([`Robin ${stamp}`])
  }
  await page.goBack()
  await contactsView()
  await page.reload()
  await contactsView()

  const pasted = await context.newPage()
  await pasted.goto(`/admin-contacts?tab=downloads&q=${stamp}`)
  await expect(pasted.getByRole('tab', { name: /^Downloads/ })).toHaveAttribute('aria-selected', 'true')
  await expect(pasted.getByLabel('Search leads')).toHaveValue(stamp)
  await expect(pasted.getByRole('tab', { name: 'Contact Forms (1)' })).toBeVisible()

  // The page arrives with its view's rows, rendered by the server, rather than asking for them once
  // its scripts have run; a visitor without the session receives the login screen and no data.
  const html = await (await page.request.get(`/admin-contacts?q=${stamp}&status=new`)).text()
  expect(html).toContain(`robin.${stamp}@alder.k12.example`)
  const anonymous = await (await request.get(`/admin-contacts?q=${stamp}`)).text()
  expect(anonymous).toContain('Authenticate Admin Access')
  expect(anonymous).not.toContain(stamp + '@')
  expect(anonymous).not.toContain(`Alder ${stamp}`)
})
