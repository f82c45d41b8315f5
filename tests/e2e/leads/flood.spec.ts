import { expect, test } from '../test.ts'
import { expectToast } from '../helpers.ts'
import { control, findRequest, setClock, signIn, stampFor } from './helpers.ts'

/**
 * Nobody can switch off lead capture (docs/decisions/0013): while the contact form is flooded, a
 * person filling it in still gets "Success!", because the browser proves a moment of work unseen.
 */
test.beforeEach(async ({ request }) => {
  await setClock(request, 0)
})
test.afterEach(async ({ request }) => {
  await control(request, 'DELETE', '/flood')
})

test('during a flood a person using the contact form gets Success!, and the dashboard shows the flood', async ({
  page,
  request,
}, testInfo) => {
  test.slow() // one journey: the flood, the form, a sign-in and the dashboard
  const { threshold } = await control<{ threshold: number }>(request, 'POST', '/flood', { form: 'contact' })
  const solver = (url: string) => /\/assets\/solve-challenge-/.test(new URL(url).pathname)
  const scripts: string[] = []
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.url())
  })

  await page.goto('/#contact')
  await page.waitForLoadState('networkidle')
  expect(scripts.filter(solver)).toEqual([])
  const stamp = stampFor(testInfo)
  const form = page.getByRole('form', { name: 'Request a free consultation' })
  await form.getByLabel('First name').fill('Rosa')
  await form.getByLabel('Last name').fill(stamp)
  await form.getByLabel('Work email').fill(`rosa.${stamp}@lakeside.k12.example`)
  await form.getByLabel('Position').selectOption('superintendent')
  await form.getByLabel('School district').fill(`Lakeside ${stamp}`)

  const answers: { status: number; proof?: string }[] = []
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === '/api/contacts')
      answers.push({ status: response.status(), proof: response.request().headers()['altcha'] })
  })
  await form.getByRole('button', { name: 'Request Free Consultation' }).click()
  await expectToast(page, 'Success!', "Your consultation request has been submitted. We'll contact you within 4 hours.")
  await expect(form.getByLabel('First name')).toHaveValue('')

  // Refused once with a challenge, taken with the solution; the solver arrived only then.
  expect(answers.map((a) => a.status)).toEqual([429, 201])
  expect(answers[0]!.proof).toBeUndefined()
  const { took, number } = JSON.parse(Buffer.from(answers[1]!.proof!, 'base64').toString('utf8')) as {
    took: number
    number: number
  }
  testInfo.annotations.push({ type: 'proof of work', description: `number ${number} found in ${took} ms` })
  expect(scripts.filter(solver)).toHaveLength(1)

  await signIn(page)
  await expect(await findRequest(page, stamp)).toContainText(`Rosa ${stamp}`)
  await expect(page.getByTestId('absorbed-floods')).toContainText(
    `The consultation request form received more than ${threshold} submissions within an hour`,
  )
})

test('during a flood a visitor whose page script did not load is told the site is busy, with their typing kept', async ({
  page,
  request,
}, testInfo) => {
  await control(request, 'POST', '/flood', { form: 'contact' })
  // No script, no proof of work: the form posts by itself (decision 33).
  await page.route(/\/assets\/island-[^/]*\.js$/, (route) => route.abort())
  await page.goto('/', { waitUntil: 'commit' })
  await page.waitForLoadState('load')
  const stamp = stampFor(testInfo)
  const form = page.getByRole('form', { name: 'Request a free consultation' })
  await form.getByLabel('First name').fill('Iris')
  await form.getByLabel('Last name').fill(stamp)
  await form.getByLabel('Work email').fill(`iris.${stamp}@lakeside.k12.example`)
  await form.getByLabel('Position').selectOption('principal')
  await form.getByLabel('School district').fill(`Lakeside ${stamp}`)
  await form.getByLabel('How can we help? (optional)').fill('Our audit is due in April.')
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === 'POST'),
    form.getByRole('button', { name: 'Request Free Consultation' }).click(),
  ])
  expect(response.status()).toBe(429)
  const summary = page.getByRole('group', { name: 'This form was not sent: the site is busy right now' })
  await expect(summary).toBeFocused()
  await expect(summary.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/)
  await expect(summary.getByRole('link', { name: /\d/ })).toHaveAttribute('href', /^tel:/)
  await expect(form.getByLabel('Last name')).toHaveValue(stamp)
  await expect(form.getByLabel('How can we help? (optional)')).toHaveValue('Our audit is due in April.')
  expect(decodeURIComponent(page.url())).not.toContain(stamp)
})
