import { test as base, type Page, type Response } from '@playwright/test'

export * from '@playwright/test'

/**
 * Pages paint before their scripts arrive (docs/decisions/0022): the load event comes before
 * React has attached its handlers, and a click in between does nothing. A visitor does not notice
 * the gap; a test that clicks at once would. So here `goto` and `reload` also wait for the page to
 * become interactive (`<html data-hydrated>`, set in app/root.tsx), as a person would, and so does
 * every page a test opens in its context.
 */
export async function waitForHydration(page: Page, response: Response | null) {
  if (!response?.headers()['content-type']?.startsWith('text/html')) return
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
}

const patched = new WeakSet<Page>()

function waitingForHydration(page: Page) {
  if (patched.has(page)) return page
  patched.add(page)
  const goto = page.goto.bind(page)
  const reload = page.reload.bind(page)
  page.goto = async (url, options) => {
    const response = await goto(url, options)
    if (options?.waitUntil !== 'commit') await waitForHydration(page, response)
    return response
  }
  page.reload = async (options) => {
    const response = await reload(options)
    if (options?.waitUntil !== 'commit') await waitForHydration(page, response)
    return response
  }
  return page
}

export const test = base.extend({
  context: async ({ context }, provide) => {
    context.on('page', waitingForHydration)
    await provide(context)
  },
  page: async ({ page }, provide) => {
    await provide(waitingForHydration(page))
  },
})
