import { test } from './test.ts'
import { expectLanded, fromTop, headerLink, headerSections } from './anchors.ts'

/**
 * Anchors that land below the header (anchors.ts), on a real phone profile (Pixel 7, 412 px,
 * touch), where the bug was first seen.
 */
test('on a phone, the menu lands each heading below the header', async ({ page }) => {
  await page.goto('/')
  for (const [name, section] of headerSections) {
    await fromTop(page)
    await (await headerLink(page, name)).click()
    await expectLanded(page, section, `menu ${name}`)
  }
})
