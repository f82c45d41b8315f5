import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from '@playwright/test'

/**
 * The second engine: HTML_CodeSniffer (pa11y's maintained build, the engine of pa11y's default
 * runner) with its WCAG 2 AA standard, run in the page the test already has open, in the same
 * Chromium: no second browser, no download. It finds things axe does not (an input whose kind the
 * markup does not say, for one).
 *
 * The script is evaluated through the DevTools protocol, as axe is, so the page's CSP (scripts need
 * its nonce) does not apply to it.
 */
const source = readFileSync(createRequire(import.meta.url).resolve('@pa11y/html_codesniffer/build/HTMLCS.js'), 'utf8')
export const HTMLCS_STANDARD = 'WCAG2AA'

interface Message {
  type: number
  code: string
  msg: string
  element: Element
}
interface Htmlcs {
  process(standard: string, root: Document, done: () => void, failed: () => void, language: string): void
  getMessages(): Message[]
}

/** One finding: 1 error, 2 warning, 3 notice (warnings and notices are for a person to judge). */
export interface HtmlcsMessage {
  type: 1 | 2 | 3
  code: string
  element: string
}

/** Every message of the standard's sniffs on the page as it is now. */
export async function htmlcsMessages(page: Page): Promise<HtmlcsMessage[]> {
  await page.evaluate(`${source};window.__htmlcs = HTMLCS;`)
  return page.evaluate(
    (standard) =>
      new Promise<HtmlcsMessage[]>((resolve, reject) => {
        const htmlcs = (window as unknown as { __htmlcs: Htmlcs }).__htmlcs
        const describe = (element: Element) => {
          if (!(element instanceof Element)) return 'document'
          const id = element.id ? `#${element.id}` : ''
          const name = element.getAttribute('name') ? `[name="${element.getAttribute('name')}"]` : ''
          return `${element.tagName.toLowerCase()}${id}${name} ${element.outerHTML.slice(0, 120)}`
        }
        htmlcs.process(
          standard,
          document,
          () =>
            resolve(
              htmlcs
                .getMessages()
                .map((m) => ({ type: m.type as 1 | 2 | 3, code: m.code, element: describe(m.element) })),
            ),
          () => reject(new Error('HTML_CodeSniffer could not run')),
          'en',
        )
      }),
    HTMLCS_STANDARD,
  )
}

/** Each error (not warnings or notices, which need a person to judge) as `code: element`. */
export const errorsOf = (messages: HtmlcsMessage[]) =>
  messages.filter((m) => m.type === 1).map((m) => `${m.code}: ${m.element}`)

export async function htmlcsErrors(page: Page): Promise<string[]> {
  return errorsOf(await htmlcsMessages(page))
}

/** WCAG2AA.Principle1.Guideline1_3.1_3_1.H44 → 1.3.1 */
export const criterionOf = (code: string) => /\.(\d)_(\d+)_(\d+)\./.exec(code)?.slice(1, 4).join('.') ?? null
