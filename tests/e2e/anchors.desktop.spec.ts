import { expect, test } from './test.ts'
import { expectLanded, fromTop, headerLink, headerSections, isMenuWidth, MENU_BELOW, WIDTHS } from './anchors.ts'

/**
 * Anchors that land below the header (anchors.ts) at 360, 768 and 1280 px: the desktop project sets
 * each width itself (anchors.ts).
 *
 * The case that once went wrong is a smooth scroll that moves while the menu closes: the home
 * page's own links at the widths with a menu run with the smooth scroll most visitors have. The
 * rest keep the runs' default, reduced motion (playwright.config.ts), where a link jumps to the
 * same place at once: a new page's scroll on load, and the desktop width, which has no menu
 * (reduced-motion.spec.ts checks what the two modes change).
 */
for (const width of WIDTHS) {
  test.describe(`at ${width}px`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width, height: width < 768 ? 780 : width < 1280 ? 1024 : 800 })
    })

    test.describe(() => {
      if (width < MENU_BELOW) test.use({ reducedMotion: 'no-preference' })

      test('links on the home page land each heading below the header', async ({ page }) => {
        await page.goto('/')

        for (const [name, section] of headerSections) {
          await fromTop(page)
          await (await headerLink(page, name)).click()
          await expectLanded(page, section, `header ${name}`)
          if (isMenuWidth(page)) await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden()
        }
        // The menu chosen half-way down the page, not only from the top.
        if (isMenuWidth(page)) {
          await (await headerLink(page, 'About')).click()
          await expectLanded(page, 'about', 'menu About from the contact section')
        }

        await fromTop(page)
        await page.getByRole('link', { name: 'Schedule Consultation' }).click()
        await expectLanded(page, 'contact', 'hero Schedule Consultation')
        await fromTop(page)
        await page.getByRole('link', { name: 'View Services' }).click()
        await expectLanded(page, 'services', 'hero View Services')
        await fromTop(page)
        await page.getByRole('link', { name: /Learn More about Virtual CISO/ }).click()
        await expectLanded(page, 'contact', 'service card Learn More')

        for (const [name, section] of [
          ['Services', 'services'],
          ['Resources', 'resources'],
        ] as const) {
          await page.getByRole('contentinfo').getByRole('link', { name, exact: true }).click()
          await expectLanded(page, section, `footer ${name}`)
        }
      })
    })

    test('links from other pages land each heading below the header', async ({ page }) => {
      await page.goto('/pricing')
      await (await headerLink(page, 'Services')).click()
      await expectLanded(page, 'services', 'header Services from /pricing')

      await page.goto('/pricing')
      await page.getByRole('contentinfo').getByRole('link', { name: 'Resources', exact: true }).click()
      await expectLanded(page, 'resources', 'footer Resources from /pricing')

      await page.goto('/pricing')
      await page.getByRole('link', { name: 'Get Free Consultation' }).click()
      await expectLanded(page, 'contact', 'Get Free Consultation on /pricing')

      await page.goto('/blog')
      await page.getByRole('link', { name: 'Subscribe to Newsletter' }).click()
      await expectLanded(page, 'newsletter', 'Subscribe to Newsletter on /blog')
    })

    test('a home URL with an anchor lands its heading below the header on load', async ({ page }) => {
      for (const section of ['services', 'about', 'contact', 'resources', 'newsletter'] as const) {
        await page.goto(`/#${section}`)
        // Spec §2: the page scrolls to the anchor 100 ms after load: checked again until it has landed.
        await expect(async () => expectLanded(page, section, `loading /#${section}`)).toPass({ timeout: 7_000 })
      }
    })
  })
}

test('with reduced motion the page jumps straight to the section', { tag: ['@wcag2.3.3'] }, async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto('/')
  const positions = await page.evaluate(async () => {
    const seen: number[] = []
    document.querySelector<HTMLAnchorElement>('header a[href="/#contact"]')!.click()
    for (let frame = 0; frame < 6; frame++) {
      await new Promise(requestAnimationFrame)
      seen.push(window.scrollY)
    }
    return seen
  })
  // One jump: no intermediate positions between the top and the section.
  expect(new Set(positions.filter((y) => y > 0)).size).toBe(1)
  await expectLanded(page, 'contact', 'header Contact Us with reduced motion')
})
