import {
  expect,
  request as playwrightRequest,
  test,
  type APIRequestContext,
  type Locator,
  type Page,
} from '@playwright/test'
import { E2E_ADMIN } from '../../playwright.config.ts'

/**
 * A bearer token from a separate request context, so the test's own context stays anonymous; from
 * the running test's server (each project has its own instance).
 */
export async function adminToken(_request?: APIRequestContext): Promise<string> {
  const context = await playwrightRequest.newContext({ baseURL: test.info().project.use.baseURL })
  try {
    const res = await context.post('/api/auth/login', { data: E2E_ADMIN })
    expect(res.status()).toBe(200)
    return (await res.json()).token
  } finally {
    await context.dispose()
  }
}

export async function adminGet<T>(request: APIRequestContext, path: string): Promise<T> {
  const token = await adminToken(request)
  const res = await request.get(path, { headers: { authorization: `Bearer ${token}` } })
  expect(res.status()).toBe(200)
  return res.json()
}

/** Removes every post, so a test starts from a known blog. */
export async function clearPosts(request: APIRequestContext) {
  const token = await adminToken(request)
  const headers = { authorization: `Bearer ${token}` }
  for (;;) {
    const { posts } = await (await request.get('/api/blog?limit=50', { headers })).json()
    if (!posts.length) return
    for (const p of posts) await request.delete(`/api/blog/${p.id}`, { headers })
  }
}

let counter = 0
export async function createPost(request: APIRequestContext, overrides: Record<string, unknown> = {}) {
  const token = await adminToken(request)
  counter += 1
  const res = await request.post('/api/blog', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      title: `Patch management for small districts ${counter}`,
      slug: `patch-management-${Date.now()}-${counter}`,
      excerpt: 'A schedule your two-person IT team can keep, starting with internet-facing systems.',
      content:
        '<h2>Start with what faces the internet</h2><p>Firewalls, VPNs and remote access gateways are where attackers look first, so patch them first.</p>',
      category: 'Best Practices',
      author: 'Dr. Morgan Ellis',
      tags: ['patching', 'CISA'],
      featured: 'false',
      ...overrides,
    },
  })
  expect(res.status()).toBe(201)
  return (await res.json()).post as { id: number; slug: string; title: string }
}

export async function expectToast(page: Page, title: string, description?: string | RegExp) {
  const toast = page.getByTestId('toast')
  await expect(toast).toContainText(title)
  if (description) await expect(toast).toContainText(description)
}

export const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 640

/**
 * Resolves once React has attached its handlers (app/root.tsx marks <html data-hydrated>). The
 * server-rendered button is visible before the scripts run, and a tap then does nothing, so a test
 * that clicks too early fails now and then on a busy machine.
 */
export async function expectHydrated(locator: Locator) {
  await expect(locator.page().locator('html[data-hydrated="true"]')).toHaveCount(1)
}

/** The phone menu's toggle: the summary of a native disclosure (site-header.tsx). */
export const menuToggle = (page: Page) => page.getByRole('banner').locator('summary')

/** Opens the phone menu, once the page is interactive. */
export async function openMenu(page: Page) {
  const toggle = menuToggle(page)
  await expectHydrated(toggle)
  await toggle.click()
  await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible()
}
