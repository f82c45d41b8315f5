import { expect, test } from './test.ts'
import { resourceDocuments } from '../../content/resource-docs/index.ts'
import { resources } from '../../content/resources.ts'
import { calendarDate } from '../../app/lib/calendar-date.ts'
import { adminGet, expectToast } from './helpers.ts'

test('search filters by title or description, shows the empty state, and resets paging', async ({ page }) => {
  await page.goto('/resources')
  const cards = page.getByTestId('resource-card')
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
})

test(
  'the download dialog validates, downloads {title}.pdf and stores the lead',
  { tag: ['@wcag3.3.1', '@wcag3.3.3'] },
  async ({ page, request }) => {
    await page.goto('/resources')
    await page.getByRole('button', { name: 'Download Free: Incident Response Playbook' }).click()
    const dialog = page.getByRole('dialog', { name: 'Download: Incident Response Playbook' })
    await expect(dialog).toBeVisible()
    await dialog.getByRole('button', { name: 'Download PDF' }).click()
    await expect(dialog.getByText('First name must be at least 2 characters')).toBeVisible()
    await expect(dialog.getByText('Last name must be at least 2 characters')).toBeVisible()
    await expect(dialog.getByText('Please enter a valid email address')).toBeVisible()
    await expect(dialog.getByText('Please select your position')).toBeVisible()
    await expect(dialog.getByText('District name must be at least 2 characters')).toBeVisible()
    await expect(dialog.getByLabel('First name')).toHaveAttribute('aria-invalid', 'true')

    const email = `it.director+${Date.now()}@lakeside.k12.example`
    await dialog.getByLabel('First name').fill('Priya')
    await dialog.getByLabel('Last name').fill('Natarajan')
    await dialog.getByLabel('Work email').fill(email)
    await dialog.getByLabel('Position').selectOption('technology-director')
    await dialog.getByLabel('School district').fill('Lakeside Unified')
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
  await page.getByRole('button', { name: 'Download Free: FERPA Compliance Checklist' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(dialog).toBeHidden()
  await page.getByRole('button', { name: 'Download Free: FERPA Compliance Checklist' }).click()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toBeHidden()
})

test('each card says when its document was last reviewed', async ({ page }) => {
  await page.goto('/resources')
  const cards = page.getByTestId('resource-card')
  await expect(cards).toHaveCount(6)
  for (const [i, r] of resources.slice(0, 6).entries()) {
    const reviewed = resourceDocuments[r.slug]!.reviewedAt
    await expect(cards.nth(i)).toContainText(`Last reviewed: ${calendarDate(reviewed)}`)
    await expect(cards.nth(i).locator('time')).toHaveAttribute('datetime', reviewed)
  }
})
