import type { Locator, Page } from '@playwright/test'
import { expect, test } from './test.ts'
import { resourceDocuments } from '../../content/resource-docs/index.ts'
import { resources } from '../../content/resources.ts'
import { calendarDate } from '../../app/lib/calendar-date.ts'
import { RESOURCE_LIBRARY_UNAVAILABLE } from '../../app/features/resources/library-unavailable.ts'
import { adminGet, expectToast } from './helpers.ts'

/** Presses a card's Download Free and returns the dialog it opens, named for that resource. */
async function openDownload(page: Page, resourceTitle: string) {
  await page.getByRole('link', { name: `Download Free: ${resourceTitle}` }).click()
  return page.getByRole('dialog', { name: `Download: ${resourceTitle}` })
}

async function fillDownloadForm(
  dialog: Locator,
  person: { firstName: string; lastName: string; email: string; position: string },
) {
  await dialog.getByLabel('First name').fill(person.firstName)
  await dialog.getByLabel('Last name').fill(person.lastName)
  await dialog.getByLabel('Work email').fill(person.email)
  await dialog.getByLabel('Position').selectOption(person.position)
  await dialog.getByLabel('School district').fill('Lakeside Unified')
}

test('search filters by title or description, shows the empty state, and resets paging', async ({ page }) => {
  await page.goto('/resources')
  // Every card is in the page; those off the page or not matching are hidden.
  const cards = page.getByTestId('resource-card').filter({ visible: true })
  await expect(cards).toHaveCount(6)
  await page.getByRole('navigation', { name: 'Resource pages' }).getByRole('button', { name: 'Page 3' }).click()
  await expect(cards).toHaveCount(3)
  await expect(cards.first()).toContainText(resources[12]!.title)

  await page.getByLabel('Search resources').fill('ransomware')
  await expect(cards.filter({ hasText: 'Ransomware Prevention Guide' })).toHaveCount(1)
  await expect(page.getByRole('button', { name: 'Page 1' })).toHaveCount(0)

  await page.getByLabel('Search resources').fill('FERPA')
  const matching = resources.filter((r) => `${r.title} ${r.description}`.toLowerCase().includes('ferpa'))
  await expect(cards).toHaveCount(Math.min(6, matching.length))

  await page.getByLabel('Search resources').fill('zebra crossing')
  await expect(page.getByText('No resources found matching your search.')).toBeVisible()
  await page.getByRole('button', { name: 'Clear Search' }).click()
  await expect(cards).toHaveCount(6)
  await expect(page.getByLabel('Search resources')).toHaveValue('')
  // The button went with the empty state: the visitor goes on from the search box.
  await expect(page.getByLabel('Search resources')).toBeFocused()
})

test('a page control keeps the focus, and an arrow at the end hands it to the page shown', async ({ page }) => {
  await page.goto('/resources')
  const cards = page.getByTestId('resource-card').filter({ visible: true })
  const pages = page.getByRole('navigation', { name: 'Resource pages' })
  await pages.getByRole('button', { name: 'Page 2' }).click()
  await expect(cards.first()).toContainText(resources[6]!.title)
  await expect(pages.getByRole('button', { name: 'Page 2' })).toBeFocused()
  await expect(pages.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page')
  await pages.getByRole('button', { name: 'Next page' }).click()
  await expect(cards.first()).toContainText(resources[12]!.title)
  await expect(pages.getByRole('button', { name: 'Next page' })).toBeDisabled()
  await expect(pages.getByRole('button', { name: 'Page 3' })).toBeFocused()
})

test(
  'the download dialog validates, downloads {title}.pdf and stores the lead',
  { tag: ['@wcag3.3.1', '@wcag3.3.3'] },
  async ({ page, request }) => {
    await page.goto('/resources')
    const dialog = await openDownload(page, 'Incident Response Playbook')
    await expect(dialog).toBeVisible()
    await dialog.getByRole('button', { name: 'Download PDF' }).click()
    await expect(dialog.getByText('First name must be at least 2 characters')).toBeVisible()
    await expect(dialog.getByText('Last name must be at least 2 characters')).toBeVisible()
    await expect(dialog.getByText('Please enter a valid email address')).toBeVisible()
    await expect(dialog.getByText('Please select your position')).toBeVisible()
    await expect(dialog.getByText('District name must be at least 2 characters')).toBeVisible()
    await expect(dialog.getByLabel('First name')).toHaveAttribute('aria-invalid', 'true')

    const email = `it.director+${Date.now()}@lakeside.k12.example`
    await fillDownloadForm(dialog, {
      firstName: 'Priya',
      lastName: 'Natarajan',
      email,
      position: 'technology-director',
    })
    const downloadPromise = page.waitForEvent('download')
    await dialog.getByRole('button', { name: 'Download PDF' }).click()
    const download = await downloadPromise
    expect(download.suggestedFilename()).toBe('Incident Response Playbook.pdf')
    await expectToast(page, 'Download Ready!', 'Your resource is being prepared for download.')
    await expect(dialog).toBeHidden()

    const { downloads } = await adminGet<{ downloads: { email: string; resourceTitle: string; district: string }[] }>(
      request,
      '/api/admin/resource-downloads',
    )
    expect(downloads.find((d) => d.email === email)).toMatchObject({
      resourceTitle: 'Incident Response Playbook',
      district: 'Lakeside Unified',
    })
  },
)

test('the dialog closes on Cancel and on Escape', { tag: ['@wcag2.1.2'] }, async ({ page }) => {
  await page.goto('/resources')
  await page.getByRole('link', { name: 'Download Free: FERPA Compliance Checklist' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(dialog).toBeHidden()
  await page.getByRole('link', { name: 'Download Free: FERPA Compliance Checklist' }).click()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toBeHidden()
})

test('the home page opens a resource’s own form; remembered on this device, the next download is one tap', async ({
  page,
}) => {
  const [first, second] = resources
  await page.goto('/')
  await page.getByRole('link', { name: new RegExp(`^Get it free\\s*: ${first!.title}$`) }).click()
  await expect(page).toHaveURL(new RegExp(`/resources/${first!.slug}$`))
  const form = page.locator('form[data-lead-form="resource-download"]')
  const email = `remember+${Date.now()}@lakeside.k12.example`
  await fillDownloadForm(form, { firstName: 'Ana', lastName: 'Ruiz', email, position: 'principal' })
  await form.getByLabel('Remember me on this device').check()
  let download = page.waitForEvent('download')
  await form.getByRole('button', { name: 'Download PDF' }).click()
  expect((await download).suggestedFilename()).toBe(`${first!.title}.pdf`)

  await page.goto('/resources')
  const dialog = await openDownload(page, second!.title)
  await expect(dialog.getByLabel('Work email')).toHaveValue(email)
  await expect(dialog.getByLabel('Remember me on this device')).toBeChecked()
  download = page.waitForEvent('download')
  await dialog.getByRole('button', { name: 'Download PDF' }).click()
  expect((await download).suggestedFilename()).toBe(`${second!.title}.pdf`)

  // Unticked, the browser forgets at once.
  const again = await openDownload(page, first!.title)
  // Opened afresh, the form is emptied and then filled from this device again.
  await expect(again.getByLabel('Remember me on this device')).toBeChecked()
  await again.getByLabel('Remember me on this device').uncheck()
  expect(await page.evaluate(() => localStorage.getItem('schoolshield:downloader'))).toBeNull()
})

test('the dialog opens afresh for each resource', async ({ page, request }) => {
  await page.goto('/resources')
  let dialog = await openDownload(page, 'FERPA Compliance Checklist')
  await dialog.getByLabel('First name').fill('Dee')
  await dialog.getByRole('button', { name: 'Download PDF' }).click()
  await expect(dialog.getByText('Please select your position')).toBeVisible()
  await dialog.getByRole('button', { name: 'Close' }).click()
  await expect(dialog).toBeHidden()

  dialog = await openDownload(page, 'Incident Response Playbook')
  await expect(dialog.getByLabel('First name')).toHaveValue('')
  await expect(dialog.getByText('Please select your position')).toHaveCount(0)
  await expect(dialog.getByLabel('First name')).not.toHaveAttribute('aria-invalid', 'true')

  // The lead names the resource of this opening, not the first one's.
  const email = `afresh+${Date.now()}@lakeside.k12.example`
  await fillDownloadForm(dialog, { firstName: 'Dee', lastName: 'Okafor', email, position: 'principal' })
  const download = page.waitForEvent('download')
  await dialog.getByRole('button', { name: 'Download PDF' }).click()
  expect((await download).suggestedFilename()).toBe('Incident Response Playbook.pdf')
  const { downloads } = await adminGet<{ downloads: { email: string; resourceTitle: string }[] }>(
    request,
    '/api/admin/resource-downloads',
  )
  expect(downloads.find((d) => d.email === email)?.resourceTitle).toBe('Incident Response Playbook')
})

test('a double click on Download PDF stores one lead, while the form checks are still loading', async ({
  page,
  request,
}) => {
  // The validation code comes on the first submit; held back here until both clicks have landed.
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/assets\/(lead\.schema|schemas|zod)-[\w-]+\.js$/, async (route) => {
    await released
    await route.continue()
  })
  await page.goto('/resources')
  const dialog = await openDownload(page, 'Cybersecurity Budget Template')
  const email = `twice+${Date.now()}@lakeside.k12.example`
  await fillDownloadForm(dialog, { firstName: 'Sam', lastName: 'Ortiz', email, position: 'it-coordinator' })
  const download = page.waitForEvent('download')
  await dialog.getByRole('button', { name: 'Download PDF' }).dblclick()
  release()
  expect((await download).suggestedFilename()).toBe('Cybersecurity Budget Template.pdf')
  await expect(dialog).toBeHidden()
  const { downloads } = await adminGet<{ downloads: { email: string }[] }>(request, '/api/admin/resource-downloads')
  expect(downloads.filter((d) => d.email === email)).toHaveLength(1)
})

test('a reply for an earlier opening downloads its PDF and leaves the dialog opened since alone', async ({ page }) => {
  let release!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('/api/resource-download', async (route) => {
    await held
    await route.continue()
  })
  await page.goto('/resources')
  let dialog = await openDownload(page, 'FERPA Compliance Checklist')
  const email = `earlier+${Date.now()}@lakeside.k12.example`
  await fillDownloadForm(dialog, { firstName: 'Ana', lastName: 'Reyes', email, position: 'principal' })
  await dialog.getByRole('button', { name: 'Download PDF' }).click()
  await expect(dialog.getByRole('button', { name: 'Preparing...' })).toBeDisabled()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()

  dialog = await openDownload(page, 'Incident Response Playbook')
  // Opened afresh: free to submit, whatever the earlier request is doing.
  await expect(dialog.getByRole('button', { name: 'Download PDF' })).toBeEnabled()
  await dialog.getByLabel('First name').fill('Ana')

  const download = page.waitForEvent('download')
  release()
  expect((await download).suggestedFilename()).toBe('FERPA Compliance Checklist.pdf')
  await expectToast(page, 'Download Ready!')
  await expect(dialog).toBeVisible()
  await expect(dialog.getByLabel('First name')).toHaveValue('Ana')
})

test('a library whose script cannot be fetched says so, and its cards stay readable', async ({ page }) => {
  await page.route(/\/assets\/resources-[^/]*\.js$/, (route) => route.fulfill({ status: 404, body: 'Not Found' }))
  // the page never becomes interactive here, so no waiting for it
  await page.goto('/resources', { waitUntil: 'commit' })
  await expect(page.locator('[data-resource-count]')).toHaveText(RESOURCE_LIBRARY_UNAVAILABLE)
  await expect(page.getByRole('heading', { name: resources[0]!.title })).toBeVisible()
})

test('each card says when its document was last reviewed', async ({ page }) => {
  await page.goto('/resources')
  const cards = page.getByTestId('resource-card').filter({ visible: true })
  await expect(cards).toHaveCount(6)
  for (const [i, r] of resources.slice(0, 6).entries()) {
    const reviewed = resourceDocuments[r.slug]!.reviewedAt
    await expect(cards.nth(i)).toContainText(`Last reviewed: ${calendarDate(reviewed)}`)
    await expect(cards.nth(i).locator('time')).toHaveAttribute('datetime', reviewed)
  }
})
