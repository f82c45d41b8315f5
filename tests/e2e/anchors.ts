import { expect, type Page } from '@playwright/test'
import { openMenu } from './helpers.ts'

/**
 * Every link to a home-page section lands with the section's heading just below
 * the sticky header, whichever way the visitor gets there, at phone, tablet and desktop widths.
 * anchors.desktop.spec.ts sets each width itself; anchors.phone.spec.ts replays the menu journey on
 * a real phone profile (Pixel 7, 412 px, touch), where the bug was first seen.
 */

export type Section = 'services' | 'about' | 'contact' | 'resources' | 'newsletter'

/** --anchor-gap in app.css: the space left between the header's bottom edge and the heading. */
const GAP = 16
const TOLERANCE = 3
export const WIDTHS = [360, 768, 1280] as const

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

export async function expectLanded(page: Page, section: Section, how: string) {
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

/** Below this width (Tailwind's lg) the header's links are in the menu. */
export const MENU_BELOW = 1024
export const isMenuWidth = (page: Page) => (page.viewportSize()?.width ?? 1280) < MENU_BELOW

/** The header's own links, through the menu below the lg breakpoint. */
export async function headerLink(page: Page, name: string) {
  if (name === 'Contact Us' && (page.viewportSize()?.width ?? 1280) >= 640) {
    return page.getByRole('banner').getByRole('link', { name })
  }
  if (!isMenuWidth(page)) return page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name })
  await openMenu(page)
  return page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name })
}

export async function fromTop(page: Page) {
  await page.evaluate(() => {
    window.history.replaceState(window.history.state, '', '/')
    window.scrollTo({ top: 0, behavior: 'instant' })
  })
}

export const headerSections: [string, Section][] = [
  ['Services', 'services'],
  ['About', 'about'],
  ['Contact Us', 'contact'],
]
