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
export const runAxe = (page: Page) =>
  new AxeBuilder({ page })
    // Every rule still runs; only the violations come back with each element they found. The
    // other outcomes' details are for the conformance report (ACR_DIR, scripts/acr.ts): without
    // them a home-page check sends 60 KB instead of 282 KB and takes 0.98 s instead of 1.1.
    // Before withTags: `options` replaces every option set earlier, the rules chosen included.
    .options(process.env.ACR_DIR ? {} : { resultTypes: ['violations'] })
    .withTags(WCAG_TAGS)
    .setLegacyMode(true)
    .analyze()

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
