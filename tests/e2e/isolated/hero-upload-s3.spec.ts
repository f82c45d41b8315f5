import { expect, test } from '../test.ts'
import sharp from 'sharp'
import { E2E_ADMIN } from '../../../playwright.config.ts'
import { expectToast } from '../helpers.ts'

/**
 * With S3 configured, the browser PUTs the hero image straight to the bucket (a
 * cross-origin request the CSP must allow), and the post then shows the re-encoded image from our
 * own origin. Runs against a second instance in S3 mode and s3rver (playwright.config.ts).
 */
test('a hero image uploads to S3 from Chromium and shows on the post', async ({ page }) => {
  const violations: string[] = []
  page.on('console', (message) => {
    if (/connect-src|Refused to connect/i.test(message.text())) violations.push(message.text())
  })
  const s3Puts: string[] = []
  page.on('request', (request) => {
    if (request.method() === 'PUT') s3Puts.push(request.url())
  })

  await page.goto('/admin-blog')
  await page.getByLabel('Admin Username').fill(E2E_ADMIN.username)
  await page.getByLabel('Security Passphrase').fill(E2E_ADMIN.password)
  await page.getByRole('button', { name: 'Authenticate Admin Access' }).click()
  await page.getByRole('button', { name: 'New Post' }).click()

  await page.getByLabel('Title').fill('Backups That Survive Ransomware')
  await page
    .getByLabel('Excerpt')
    .fill('Offline, tested and owned by someone: the three marks of a backup you can restore.')
  await page
    .getByLabel('HTML Content')
    .fill('<p>Keep one copy offline and test a restore every quarter, with the person who would do it.</p>')
  await page.getByLabel('Category').selectOption('Best Practices')

  await page.getByRole('button', { name: 'Upload Hero Image' }).click()
  const upload = page.getByRole('dialog', { name: 'Upload hero image' })
  const png = await sharp({ create: { width: 64, height: 36, channels: 3, background: '#0d9488' } })
    .png()
    .toBuffer()
  await upload.getByLabel('Image file').setInputFiles({ name: 'hero.png', mimeType: 'image/png', buffer: png })
  await upload.getByRole('button', { name: 'Upload' }).click()
  await expect(upload.getByText('Upload complete.')).toBeVisible()
  await expect(upload).toBeHidden({ timeout: 3000 })
  expect(s3Puts.some((url) => new URL(url).port !== new URL(page.url()).port && url.includes('/hero-images/'))).toBe(
    true,
  )

  await page.getByLabel('Hero Image Alt Text (optional)').fill('A server rack with a tape library')
  await page.getByRole('button', { name: 'Publish Post' }).click()
  await expectToast(page, 'Blog Post Created')

  await page.goto('/blog/backups-that-survive-ransomware')
  const hero = page.getByRole('img', { name: 'A server rack with a tape library' })
  await expect
    .poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0 && img.currentSrc))
    .toMatch(/^http:\/\/127\.0\.0\.1:\d+\/objects\/uploads\/[0-9a-f-]{36}\/w(640|1280)\.(avif|webp)$/)
  expect(violations).toEqual([])
})
