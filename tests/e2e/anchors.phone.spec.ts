import { test } from './test.ts'
import { expectLanded, fromTop, headerLink, headerSections } from './anchors.ts'

// Where a link lands is checked with the smooth scroll most visitors have (the runs' default is
// reduced motion, playwright.config.ts): a scroll that moves while the menu closes is the case.
test.use({ reducedMotion: 'no-preference' })

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
