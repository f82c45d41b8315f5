import fs from 'node:fs/promises'
import path from 'node:path'
import { simpleParser } from 'mailparser'
import { expect, test } from './test.ts'
import { adminGet, expectToast } from './helpers.ts'
import { CHECKS_UNAVAILABLE } from '../../app/lib/forms/submit.ts'

test(
  'the contact form validates, submits, resets and stores the request',
  { tag: ['@wcag3.3.1', '@wcag3.3.2', '@wcag3.3.3'] },
  async ({ page, request }) => {
    await page.goto('/#contact')
    const form = page.getByRole('form', { name: 'Request a free consultation' })
    await form.getByRole('button', { name: 'Request Free Consultation' }).click()
    await expect(form.getByText('First name is required')).toBeVisible()
    await expect(form.getByText('Please enter a valid email address')).toBeVisible()
    await expect(form.getByText('Please select your position')).toBeVisible()
    await expect(form.getByLabel('First name')).toBeFocused()

    const email = `supt+${Date.now()}@hillcrest.k12.example`
    await form.getByLabel('First name').fill('Marcus')
    await form.getByLabel('Last name').fill('Bell')
    await form.getByLabel('Work email').fill(email)
    await form.getByLabel('Position').selectOption('superintendent')
    await form.getByLabel('School district').fill('Hillcrest School District')
    await form.getByLabel('Student count').selectOption('1000-5000')
    await form.getByLabel('Virtual CISO Services').check()
    await form.getByLabel('Compliance & Audit Support').check()
    await form.getByLabel('How can we help? (optional)').fill('Our board wants a risk briefing before March.')
    await form.getByRole('button', { name: 'Request Free Consultation' }).click()
    await expectToast(
      page,
      'Success!',
      "Your consultation request has been submitted. We'll contact you within 4 hours.",
    )
    await expect(form.getByLabel('First name')).toHaveValue('')

    const { contacts } = await adminGet<{ contacts: Record<string, unknown>[] }>(request, '/api/admin/contacts')
    expect(contacts.find((c) => c.email === email)).toMatchObject({
      firstName: 'Marcus',
      position: 'superintendent',
      studentCount: '1000-5000',
      services: ['vciso', 'compliance'],
      message: 'Our board wants a risk briefing before March.',
    })
  },
)

test(
  'a refused submission keeps what the visitor typed and shows the server message',
  { tag: ['@wcag3.3.1', '@wcag3.3.3'] },
  async ({ page }) => {
    await page.goto('/#contact')
    await page.route('/api/contacts', (route) =>
      route.fulfill({
        status: 429,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Too many requests. Please try again in a minute.' }),
      }),
    )
    const form = page.getByRole('form', { name: 'Request a free consultation' })
    await form.getByLabel('First name').fill('Ana')
    await form.getByLabel('Last name').fill('Ruiz')
    await form.getByLabel('Work email').fill('ana@district.example')
    await form.getByLabel('Position').selectOption('principal')
    await form.getByLabel('School district').fill('Valley View')
    await form.getByRole('button', { name: 'Request Free Consultation' }).click()
    await expectToast(page, 'Submission Failed', 'Too many requests. Please try again in a minute.')
    await expect(page.getByTestId('toast')).toHaveAttribute('data-variant', 'destructive')
    await expect(form.getByLabel('First name')).toHaveValue('Ana')
    await expect(form.getByLabel('School district')).toHaveValue('Valley View')
  },
)

test('a form whose checks cannot be fetched on submit says so and keeps the input', async ({ page }) => {
  await page.goto('/#contact')
  // The schema comes on the first submit; here it is gone (the site was updated since the page loaded).
  await page.route(/\/assets\/lead\.schema-[^/]*\.js$/, (route) => route.fulfill({ status: 404, body: 'Not Found' }))
  const form = page.getByRole('form', { name: 'Request a free consultation' })
  await form.getByLabel('First name').fill('Ana')
  await form.getByLabel('Work email').fill('ana@district.example')
  await form.getByRole('button', { name: 'Request Free Consultation' }).click()
  await expectToast(page, 'Submission Failed', CHECKS_UNAVAILABLE)
  await expect(form.getByLabel('First name')).toHaveValue('Ana')
  await expect(form.getByLabel('Work email')).toHaveValue('ana@district.example')
})

test('newsletter signup shows Subscribing... then success and stores the address once', async ({ page, request }) => {
  await page.goto('/resources')
  const email = `reader+${Date.now()}@district.example`
  const form = page.getByRole('form', { name: 'Newsletter signup' })
  await form.getByLabel('Email address').fill('not an email')
  await form.getByRole('button', { name: 'Subscribe' }).click()
  await expect(form.getByText('Please enter a valid email address')).toBeVisible()
  // The answer is held until the button was seen waiting for it.
  let answer!: () => void
  const answered = new Promise<void>((resolve) => (answer = resolve))
  await page.route('/api/newsletter', async (route) => {
    await answered
    await route.continue()
  })
  await form.getByLabel('Email address').fill(email)
  await form.getByRole('button', { name: 'Subscribe' }).click()
  await expect(form.getByRole('button', { name: 'Subscribing...' })).toBeDisabled()
  answer()
  await expectToast(
    page,
    'Success!',
    "You've been subscribed to our newsletter. Check your inbox and click the link in our email to confirm.",
  )
  const listed = async () =>
    (
      await adminGet<{ newsletters: { email: string; status: string }[] }>(request, '/api/admin/newsletters')
    ).newsletters.filter((n) => n.email === email)
  expect(await listed()).toEqual([expect.objectContaining({ status: 'Pending' })])

  // Double opt-in: the email's link opens a page whose button confirms.
  await expect.poll(() => confirmationLink(email), { timeout: 10_000 }).toMatch(/\/newsletter\/confirm\?/)
  await page.goto((await confirmationLink(email))!)
  await expect(page.getByRole('heading', { name: 'Confirm your subscription' })).toBeVisible()
  await page.getByRole('button', { name: 'Confirm my subscription' }).click()
  await expect(page.getByRole('heading', { name: 'Your subscription is confirmed' })).toBeVisible()
  expect(await listed()).toEqual([expect.objectContaining({ status: 'Confirmed' })])
})

/** The confirmation link of the newest message to `email`, from the .eml files the e2e server writes (no SMTP_URL). */
async function confirmationLink(email: string): Promise<string | undefined> {
  const dir = '.test-data/e2e/outbox'
  const files = await fs.readdir(dir).catch(() => [] as string[])
  for (const file of files.sort().reverse()) {
    const mail = await simpleParser(await fs.readFile(path.join(dir, file)))
    const to = Array.isArray(mail.to) ? mail.to[0] : mail.to
    if (to?.value[0]?.address !== email) continue
    return /https?:\/\/\S+\/newsletter\/confirm\?\S+/.exec(mail.text ?? '')?.[0]
  }
  return undefined
}

test('first-touch attribution from the landing URL is stored with the lead', async ({ page, request }) => {
  await page.goto('/pricing?utm_source=state-association&utm_medium=newsletter&utm_campaign=fall-briefing')
  await page.getByRole('link', { name: 'Get Free Consultation' }).click()
  await expect(page.locator('#contact')).toBeInViewport()
  const email = `utm+${Date.now()}@district.example`
  const form = page.getByRole('form', { name: 'Request a free consultation' })
  await form.getByLabel('First name').fill('Lena')
  await form.getByLabel('Last name').fill('Okafor')
  await form.getByLabel('Work email').fill(email)
  await form.getByLabel('Position').selectOption('it-director')
  await form.getByLabel('School district').fill('Prairie Central')
  await form.getByRole('button', { name: 'Request Free Consultation' }).click()
  await expectToast(page, 'Success!')
  const { contacts } = await adminGet<{ contacts: Record<string, unknown>[] }>(request, '/api/admin/contacts')
  expect(contacts.find((c) => c.email === email)).toMatchObject({
    utmSource: 'state-association',
    utmMedium: 'newsletter',
    utmCampaign: 'fall-briefing',
  })
})

test('every form links the privacy notice', async ({ page }) => {
  await page.goto('/#contact')
  await page
    .getByRole('form', { name: 'Request a free consultation' })
    .getByRole('link', { name: 'Privacy notice' })
    .click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy notice')
  await expect(page.getByRole('heading', { name: 'How to be removed' })).toBeVisible()
})

test('a forged email link says it is not valid, and shows none of its text', async ({ page }) => {
  const lure = 'Your account is locked - call 555-0100 now'
  for (const path of ['/unsubscribe', '/newsletter/confirm']) {
    await page.goto(`${path}?email=${encodeURIComponent(lure)}&expires=9999999999&token=forged`)
    await expect(page.getByRole('heading', { name: 'This link is not valid' })).toBeVisible()
    await expect(page.getByText(/locked|555-0100/)).toHaveCount(0)
    await expect(page.getByRole('main').getByRole('button')).toHaveCount(0)
  }
})

test('a consultation request still goes through when the page script cannot load', async ({ page, request }) => {
  // A filter that blocks it, or a connection that drops: the form posts by itself (decision 33).
  await page.route(/\/assets\/island-[^/]*\.js$/, (route) => route.abort())
  await page.goto('/', { waitUntil: 'commit' })
  await page.waitForLoadState('load')
  await expect(page.locator('html[data-hydrated]')).toHaveCount(0)
  const email = `blocked+${Date.now()}@district.example`
  const form = page.getByRole('form', { name: 'Request a free consultation' })
  await form.getByLabel('First name').fill('Lee')
  await form.getByLabel('Last name').fill('Park')
  await form.getByLabel('Work email').fill(email)
  await form.getByLabel('Position').selectOption('it-director')
  await form.getByLabel('School district').fill('Cedar Falls CSD')
  await form.getByRole('button', { name: 'Request Free Consultation' }).click()
  await expect(page).toHaveURL(/\/submitted\/consultation$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Success!' })).toBeVisible()
  expect(decodeURIComponent(page.url())).not.toContain(email)
  const { contacts } = await adminGet<{ contacts: Record<string, unknown>[] }>(request, '/api/admin/contacts')
  expect(contacts.filter((c) => c.email === email)).toHaveLength(1)
})
