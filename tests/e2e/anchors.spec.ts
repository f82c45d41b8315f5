import { expect, test, type Page } from '@playwright/test'

/**
 * Issue 15, part 5: every link to a home-page section lands with the section's heading just below
 * the sticky header, whichever way the visitor gets there, at phone, tablet and desktop widths.
 * The desktop project sets each width itself; the phone project replays the menu journey on a
 * real phone profile (Pixel 7, 412 px, touch), where the bug was first seen.
 */

type Section = 'services' | 'about' | 'contact' | 'resources' | 'newsletter'

/** --anchor-gap in app.css: the space left between the header's bottom edge and the heading. */
const GAP = 16
const TOLERANCE = 3
const WIDTHS = [360, 768, 1280] as const

/** Resolves once the page has not scrolled for 10 animation frames, so a smooth scroll is over. */
async function scrollSettled(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let last = Number.NaN
        let still = 0
        const started = performance.now()
        const tick = () => {
          still = window.scrollY === last ? still + 1 : 0
          last = window.scrollY
          if (still >= 10 || performance.now() - started > 5000) resolve()
          else requestAnimationFrame(tick)
        }
        requestAnimationFrame(tick)
      }),
  )
}

async function expectLanded(page: Page, section: Section, how: string) {
  await expect(page, how).toHaveURL(new RegExp(`/#${section}$`))
  await scrollSettled(page)
  const at = await page.evaluate((section) => {
    const heading = document.getElementById(`${section}-heading`)!
    // The heading block: the eyebrow when there is one, then the h2.
    const block = heading.parentElement!.getBoundingClientRect()
    const h2 = heading.getBoundingClientRect()
    const root = document.documentElement
    return {
      headerBottom: document.querySelector('header')!.getBoundingClientRect().bottom,
      blockTop: block.top,
      h2Bottom: h2.bottom,
      viewport: window.innerHeight,
      pageEnd: window.scrollY + window.innerHeight >= root.scrollHeight - 1,
    }
  }, section)
  const offset = at.blockTop - at.headerBottom
  expect(at.h2Bottom, `${how}: the heading is on screen`).toBeLessThanOrEqual(at.viewport)
  if (at.pageEnd) {
    // The last band and the footer are shorter than the screen: the page cannot scroll further, so
    // the heading sits lower, but never under the header.
    expect(offset, `${how}: heading ${offset}px below the header at the page end`).toBeGreaterThanOrEqual(
      GAP - TOLERANCE,
    )
  } else {
    expect(Math.abs(offset - GAP), `${how}: heading ${offset}px below the header, want ${GAP}`).toBeLessThanOrEqual(
      TOLERANCE,
    )
  }
}

const isMenuWidth = (page: Page) => (page.viewportSize()?.width ?? 1280) < 1024

/** The header's own links, through the menu below the lg breakpoint. */
async function headerLink(page: Page, name: string) {
  if (name === 'Contact Us' && (page.viewportSize()?.width ?? 1280) >= 640) {
    return page.getByRole('banner').getByRole('link', { name })
  }
  if (!isMenuWidth(page)) return page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name })
  await page.getByRole('button', { name: 'Open menu' }).click()
  return page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name })
}

async function fromTop(page: Page) {
  await page.evaluate(() => {
    window.history.replaceState(window.history.state, '', '/')
    window.scrollTo({ top: 0, behavior: 'instant' })
  })
}

const headerSections: [string, Section][] = [
  ['Services', 'services'],
  ['About', 'about'],
  ['Contact Us', 'contact'],
]

for (const width of WIDTHS) {
  test.describe(`at ${width}px`, () => {
    test.beforeEach(async ({ page }, testInfo) => {
      test.skip(testInfo.project.name !== 'desktop', 'the desktop project sets each width itself')
      await page.setViewportSize({ width, height: width < 768 ? 780 : width < 1280 ? 1024 : 800 })
    })

    test('links on the home page land each heading below the header', async ({ page }) => {
      await page.goto('/')
      await page.evaluate(() => document.fonts.ready)

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
        // Spec §2: the page scrolls to the anchor 100 ms after load.
        await page.waitForTimeout(150)
        await expectLanded(page, section, `loading /#${section}`)
      }
    })
  })
}

test('with reduced motion the page jumps straight to the section', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one width is enough')
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

test('on a phone, the menu lands each heading below the header', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'the phone project only')
  await page.goto('/')
  for (const [name, section] of headerSections) {
    await fromTop(page)
    await (await headerLink(page, name)).click()
    await expectLanded(page, section, `menu ${name}`)
  }
})
