import { accessibilityProblems } from '../axe.ts'
import { expect, test, type Locator } from '../test.ts'
import { control, requestConsultation, setClock, signIn, stampFor } from './helpers.ts'

/**
 * The consultant's inbox (decision 62): the dashboard opens on All leads, every kind newest first
 * with its time of day; a quiz report is worked through the same statuses as a request; on a
 * phone the list comes before the figures.
 */
const top = async (locator: Locator) => (await locator.boundingBox())!.y

test('All leads shows the newest lead of any kind first with its time, and a quiz report’s status stays changed', async ({
  page,
  request,
}, testInfo) => {
  await setClock(request, 0)
  const stamp = stampFor(testInfo)
  await requestConsultation(request, {
    firstName: 'Rae',
    lastName: stamp,
    email: `rae.${stamp}@birch.k12.example`,
    district: `Birch ${stamp}`,
  })
  const report = await control<{ id: number; createdAt: string }>(request, 'POST', '/quiz-report', {
    firstName: 'Quinn',
    lastName: stamp,
    email: `quinn.${stamp}@birch.k12.example`,
    district: `Birch ${stamp}`,
    createdAt: new Date(Date.now() + 2 * 60_000).toISOString(),
  })
  // On the consultancy's clocks (SITE_TIME_ZONE, America/Chicago by default), as the admin shows dates.
  const when = new Date(report.createdAt)
    .toLocaleString('en-US', {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZone: 'America/Chicago',
    })
    .replace(/\s/g, ' ')

  await signIn(page)
  const allLeads = page.getByRole('tab', { name: /^All leads/ })
  await expect(allLeads).toHaveAttribute('aria-selected', 'true')
  await page.getByLabel('Search leads').fill(stamp)
  await expect(page.getByRole('tab', { name: 'All leads (2)' })).toBeVisible()
  const rows = page.getByTestId('all-row').filter({ visible: true })
  await expect(rows).toHaveCount(2)
  const newest = rows.first()
  await expect(newest).toContainText(`Quinn ${stamp}`)
  await expect(newest).toContainText('Quiz report')
  await expect(newest).toContainText(when)
  await expect(newest).toContainText(/\d{1,2}:\d{2}\s[AP]M/)
  await expect(rows.nth(1)).toContainText(`Rae ${stamp}`)
  await expect(rows.nth(1)).toContainText('Request')
  expect(await accessibilityProblems(page)).toEqual([])

  const status = newest.getByRole('combobox', { name: `Status of Quinn ${stamp}'s quiz report` })
  await expect(status).toHaveValue('new')
  await status.selectOption('contacted')
  await expect(status).not.toHaveAttribute('aria-disabled', 'true')
  await expect(status).toHaveValue('contacted')
  await page.reload()
  await expect(page.getByTestId('all-row').filter({ visible: true }).first()).toContainText(`Quinn ${stamp}`)
  await expect(
    page.getByRole('combobox', { name: `Status of Quinn ${stamp}'s quiz report` }).filter({ visible: true }),
  ).toHaveValue('contacted')

  // The kind's own tab shows the same status, changeable there too.
  await page.getByRole('tab', { name: 'Quiz Reports (1)' }).click()
  const own = page.getByTestId('quizReports-row').filter({ visible: true }).first()
  await expect(own.getByRole('combobox', { name: `Status of Quinn ${stamp}'s quiz report` })).toHaveValue('contacted')
  expect(await accessibilityProblems(page)).toEqual([])

  // Filtered by status, every kind is counted by its own.
  await page.getByRole('tab', { name: /^All leads/ }).click()
  await page.getByRole('combobox', { name: 'Filter by status' }).selectOption('contacted')
  await expect(page.getByRole('tab', { name: 'All leads (1)' })).toBeVisible()
  await expect(page.getByTestId('all-row').filter({ visible: true })).toHaveCount(1)
})

test('on a phone the list comes before the figures, on a desktop after them, in the source as on the screen', async ({
  page,
  request,
}, testInfo) => {
  const stamp = stampFor(testInfo)
  await requestConsultation(request, {
    firstName: 'Lee',
    lastName: stamp,
    email: `lee.${stamp}@aspen.k12.example`,
    district: `Aspen ${stamp}`,
  })
  await signIn(page)
  const firstRow = page.getByTestId('all-row').filter({ visible: true }).first()
  await expect(firstRow).toBeVisible()
  const figures = page.getByRole('region', { name: 'Lead figures' })
  await expect(figures.getByTestId('count-Contact Forms')).toBeVisible()
  const listFirst = await firstRow.evaluate(
    (row) =>
      !!(
        document.querySelector('[aria-label="Lead figures"]')!.compareDocumentPosition(row) &
        Node.DOCUMENT_POSITION_PRECEDING
      ),
  )
  const phone = (page.viewportSize()?.width ?? 1280) < 1024
  expect(listFirst).toBe(phone)
  if (phone) {
    expect(await top(firstRow)).toBeLessThan(await top(figures))
    // The newest lead is on the first screen, not 1,100 px down.
    expect(await top(firstRow)).toBeLessThan(page.viewportSize()!.height)
  } else {
    expect(await top(figures)).toBeLessThan(await top(firstRow))
  }
  expect(await accessibilityProblems(page)).toEqual([])

  // The request just sent waits for a reply: the button shows the waiting requests, and on a phone,
  // where it sits below the list, takes the reader up to them.
  await figures.getByRole('button', { name: 'Show waiting requests' }).click()
  const contactsTab = page.getByRole('tab', { name: /^Contact Forms/ })
  await expect(contactsTab).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByRole('combobox', { name: 'Filter by status' })).toHaveValue('new')
  if (phone) {
    await expect(contactsTab).toBeFocused()
    await expect(contactsTab).toBeInViewport()
  }
})
