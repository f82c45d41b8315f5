import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { htmlcsErrors } from './htmlcs.ts'

/** The WCAG 2.1 A and AA rules: what the accessibility statement claims. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']

/**
 * axe on the page as it stands. Legacy mode runs axe in the page itself; the default mode opens a
 * second page per check to merge the frames' results, which took twice as long here (measured
 * 0.9–1.4 s against 1.7–4.7 s a page on the 2-core build machine) for pages that have no
 * cross-origin frames to merge.
 */
export const runAxe = (page: Page) => new AxeBuilder({ page }).withTags(WCAG_TAGS).setLegacyMode(true).analyze()

/** Each violation as `rule: targets`, so a failure names what to fix. */
export async function axeViolations(page: Page) {
  const results = await runAxe(page)
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

/**
 * What both engines find: axe's violations, then HTML_CodeSniffer's WCAG 2 AA errors
 * (htmlcs.ts); empty when the page is clean for both.
 */
export async function accessibilityProblems(page: Page) {
  return [...(await axeViolations(page)), ...(await htmlcsErrors(page)).map((error) => `HTML_CodeSniffer ${error}`)]
}
