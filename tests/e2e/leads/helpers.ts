import { expect, type APIRequestContext, type Page, type TestInfo } from '@playwright/test'
import { E2E_ADMIN, leadsControlURL } from '../../../playwright.config.ts'

/** The leads instance's control port (tests/setup/e2e-leads-server.ts): clock, due work, mail, seed. */
export async function control<T = unknown>(
  request: APIRequestContext,
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  data?: unknown,
): Promise<T> {
  const res = await request.fetch(`${leadsControlURL}${path}`, { method, data })
  expect(res.status(), await res.text()).toBe(200)
  return res.json() as Promise<T>
}

const HOUR = 60 * 60 * 1000
/** Moves the server's clock to real time plus `hours`. */
export const setClock = (request: APIRequestContext, hours: number) =>
  control<{ now: string }>(request, 'POST', '/clock', { offsetMs: Math.round(hours * HOUR) })

export interface Mail {
  to: string
  replyTo: string
  subject: string
  text: string
  html: string
  messageId: string
  /** [lower-case name, value as sent] */
  headers: [string, string][]
  attachments: { filename: string; contentType: string; base64: string }[]
}
/** The mail received, or only the mail to the addresses `to`. */
export const mailbox = (request: APIRequestContext, to?: string[]) =>
  control<Mail[]>(request, 'GET', to ? `/mail?to=${encodeURIComponent(to.join(','))}` : '/mail')

/** Unique data per test and project: desktop and phone run the same journeys on one server. */
export function stampFor(testInfo: TestInfo) {
  return `${testInfo.project.name.replace(/\W/g, '')}${Date.now().toString(36)}`
}

/** A consultation request through the public API, as the contact form sends it. */
export async function requestConsultation(
  request: APIRequestContext,
  fields: { firstName: string; lastName: string; email: string; district: string },
) {
  const res = await request.post('/api/contacts', {
    data: { ...fields, position: 'superintendent', services: ['assessment'], message: 'Before the board meets.' },
  })
  expect(res.status()).toBe(201)
}

export async function signIn(page: Page, path = '/admin-contacts') {
  await page.goto(path)
  await page.getByLabel('Admin Username').fill(E2E_ADMIN.username)
  await page.getByLabel('Security Passphrase').fill(E2E_ADMIN.password)
  await page.getByRole('button', { name: 'Authenticate Admin Access' }).click()
  await expect(page.getByText(`Welcome, ${E2E_ADMIN.username}`)).toBeVisible()
}

/** The contacts table's row for a person, found through the search box and the Contact Forms tab. */
export async function findRequest(page: Page, search: string) {
  await page.getByLabel('Search leads').fill(search)
  await page.getByRole('tab', { name: 'Contact Forms (1)' }).click()
  await expect(page.getByRole('tab', { name: 'Contact Forms (1)' })).toHaveAttribute('aria-selected', 'true')
  return page.getByTestId('contacts-row').filter({ visible: true }).first()
}

/**
 * leads-desktop and leads-phone share one server and run at the same time: near a month's end the
 * month view has one open day, so leads-desktop takes the day's first time and leads-phone its last (a fixed
 * fifth time vanishes once the day fills), never the other's.
 */
export const slotIndex = (testInfo: TestInfo) => (testInfo.project.name === 'leads-phone' ? -1 : 0)
export const ownSlot = (page: Page, testInfo: TestInfo) => page.locator('input[name="slot"]').nth(slotIndex(testInfo))
