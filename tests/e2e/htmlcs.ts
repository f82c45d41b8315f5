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

/** Each error (not warnings or notices, which need a person to judge) as `code: element`. */
export async function htmlcsErrors(page: Page): Promise<string[]> {
  await page.evaluate(`${source};window.__htmlcs = HTMLCS;`)
  return page.evaluate(
    (standard) =>
      new Promise<string[]>((resolve, reject) => {
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
                .filter((message) => message.type === 1)
                .map((message) => `${message.code}: ${describe(message.element)}`),
            ),
          () => reject(new Error('HTML_CodeSniffer could not run')),
          'en',
        )
      }),
    HTMLCS_STANDARD,
  )
}
