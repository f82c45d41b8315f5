import { expect, test, type Page } from '@playwright/test'
import { quizQuestions } from '#content/quiz.ts'
import { ADMIN_PAGES } from '#app/lib/admin-pages.ts'
import { E2E_ADMIN } from '../../playwright.config.ts'
import { accessibilityProblems as problemsWithScript } from './axe.ts'
import { adminGet } from './helpers.ts'

/**
 * The public site with JavaScript switched off (the `no-script` project in playwright.config.ts):
 * what every visitor has before the page's script arrives, when it fails to load, or behind a
 * filter that blocks it (decision 33). The lead forms post to their page's action, the menu is a
 * native disclosure, and no personal data ever goes into an address.
 */

/**
 * axe and HTML_CodeSniffer run in the page, which a page without scripts cannot do: the same HTML
 * is audited in a page that allows them, with the site's own script blocked so the DOM stays the
 * one drawn without it.
 */
async function accessibilityProblems(page: Page) {
  const html = await page.content()
  const url = page.url()
  const context = await page.context().browser()!.newContext({ viewport: page.viewportSize(), javaScriptEnabled: true })
  try {
    const copy = await context.newPage()
    await copy.route(/\.js(\?|$)/, (route) => route.abort())
    await copy.route(url.split('#')[0]!, (route) => route.fulfill({ body: html, contentType: 'text/html' }))
    await copy.goto(url)
    return await problemsWithScript(copy)
  } finally {
    await context.close()
  }
}

/** The form's fields must never reach an address, whatever happened. */
function expectNoPersonalData(page: Page, ...values: string[]) {
  const url = decodeURIComponent(page.url())
  for (const value of values) expect(url, `the address holds "${value}"`).not.toContain(value)
}

test('a consultation request is stored without a script, once, and the page says so', async ({ page, request }) => {
  const email = `nojs+${Date.now()}@hillcrest.k12.example`
  await page.goto('/#contact')
  const form = page.getByRole('form', { name: 'Request a free consultation' })
  await form.getByLabel('First name').fill('Marcus')
  await form.getByLabel('Last name').fill('Bell')
  await form.getByLabel('Work email').fill(email)
  await form.getByLabel('Position').selectOption('superintendent')
  await form.getByLabel('School district').fill('Hillcrest School District')
  await form.getByLabel('Virtual CISO Services').check()
  await form.getByLabel('How can we help? (optional)').fill('A board briefing before March.')
  await form.getByRole('button', { name: 'Request Free Consultation' }).click()

  await expect(page).toHaveURL(/\/submitted\/consultation/)
  await expect(page.getByRole('heading', { level: 1, name: 'Success!' })).toBeVisible()
  await expect(
    page.getByText("Your consultation request has been submitted. We'll contact you within 4 hours."),
  ).toBeVisible()
  expectNoPersonalData(page, email, 'Marcus', 'Hillcrest')
  expect(await accessibilityProblems(page)).toEqual([])

  // Post/Redirect/Get: a reload asks for the page again and stores nothing.
  await page.reload()
  const { contacts } = await adminGet<{ contacts: Record<string, unknown>[] }>(request, '/api/admin/contacts')
  expect(contacts.filter((c) => c.email === email)).toEqual([
    expect.objectContaining({ firstName: 'Marcus', services: ['vciso'], message: 'A board briefing before March.' }),
  ])
})

test('a refused request comes back with its errors, the input kept and the summary focused', async ({
  page,
  request,
}) => {
  await page.goto('/#contact')
  const form = page.getByRole('form', { name: 'Request a free consultation' })
  await form.getByLabel('First name').fill('Ana')
  await form.getByLabel('Work email').fill('ana at valley view')
  await form.getByLabel('School district').fill('Valley View')
  await form.getByLabel('Compliance & Audit Support').check()
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === 'POST'),
    form.getByRole('button', { name: 'Request Free Consultation' }).click(),
  ])
  expect(response.status()).toBe(400)
  expectNoPersonalData(page, 'ana at valley view', 'Valley View')

  const summary = page.getByRole('group', { name: 'This form was not sent. Please check:' })
  await expect(summary).toBeFocused()
  await expect(summary.getByRole('link', { name: 'Last name is required' })).toBeVisible()
  await expect(form.getByLabel('Work email')).toHaveAccessibleDescription('Please enter a valid email address')
  await expect(form.getByLabel('Position')).toHaveAccessibleDescription('Please select your position')
  await expect(form.getByLabel('First name')).toHaveValue('Ana')
  await expect(form.getByLabel('Work email')).toHaveValue('ana at valley view')
  await expect(form.getByLabel('School district')).toHaveValue('Valley View')
  await expect(form.getByLabel('Compliance & Audit Support')).toBeChecked()
  await expect(form.getByLabel('Work email')).toHaveAttribute('aria-invalid', 'true')
  // The summary's link takes the visitor to the field.
  await summary.getByRole('link', { name: 'Last name is required' }).click()
  await expect(form.getByLabel('Last name')).toBeFocused()
  expect(await accessibilityProblems(page)).toEqual([])

  const { contacts } = await adminGet<{ contacts: Record<string, unknown>[] }>(request, '/api/admin/contacts')
  expect(contacts.filter((c) => c.district === 'Valley View')).toEqual([])
})

test('the newsletter signup works without a script', async ({ page, request }) => {
  const email = `nojs-reader+${Date.now()}@district.example`
  await page.goto('/resources')
  const form = page.getByRole('form', { name: 'Newsletter signup' })
  await form.getByLabel('Email address').fill(email)
  await form.getByRole('button', { name: 'Subscribe' }).click()
  await expect(page).toHaveURL(/\/submitted\/newsletter/)
  await expect(
    page.getByText(
      "You've been subscribed to our newsletter. Check your inbox and click the link in our email to confirm.",
    ),
  ).toBeVisible()
  expectNoPersonalData(page, email)
  const { newsletters } = await adminGet<{ newsletters: { email: string }[] }>(request, '/api/admin/newsletters')
  expect(newsletters.filter((n) => n.email === email)).toHaveLength(1)
})

test('a resource downloads without a script, from its own page', async ({ page, request }) => {
  const email = `nojs-download+${Date.now()}@district.example`
  await page.goto('/resources')
  // Every card is shown without the script's pages; each Download Free leads to its resource.
  await expect(page.getByTestId('resource-card')).toHaveCount(15)
  for (const card of await page.getByTestId('resource-card').all()) await expect(card).toBeVisible()
  await page.getByRole('link', { name: 'Download Free: Incident Response Playbook' }).click()
  await expect(page).toHaveURL(/\/resources\/incident-response-playbook$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Incident Response Playbook' })).toBeVisible()

  await page.getByLabel('First name').fill('Dana')
  await page.getByLabel('Last name').fill('Okafor')
  await page.getByLabel('Work email').fill(email)
  await page.getByLabel('Position').selectOption('technology-director')
  await page.getByLabel('School district').fill('Riverbend USD')
  await page.getByRole('button', { name: 'Download PDF' }).click()
  await expect(page).toHaveURL(/\/resources\/incident-response-playbook\?ready$/)
  await expect(page.getByRole('heading', { name: 'Download Ready!' })).toBeVisible()
  expectNoPersonalData(page, email, 'Dana', 'Riverbend')
  expect(await accessibilityProblems(page)).toEqual([])

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download Incident Response Playbook (PDF)' }).click(),
  ])
  expect(download.suggestedFilename()).toBe('Incident Response Playbook.pdf')
  const { downloads } = await adminGet<{ downloads: Record<string, unknown>[] }>(
    request,
    '/api/admin/resource-downloads',
  )
  expect(downloads.filter((d) => d.email === email)).toEqual([
    expect.objectContaining({ resourceTitle: 'Incident Response Playbook', district: 'Riverbend USD' }),
  ])
})

test('the phone menu opens and closes without a script', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/pricing')
  const mobile = page.getByRole('navigation', { name: 'Mobile' })
  await expect(mobile).toBeHidden()
  const toggle = page.locator('header summary')
  await expect(toggle).toHaveAccessibleName('Open menu')
  await toggle.click()
  await expect(mobile).toBeVisible()
  await expect(toggle).toHaveAccessibleName('Close menu')
  expect(await accessibilityProblems(page)).toEqual([])
  await toggle.click()
  await expect(mobile).toBeHidden()
  await toggle.press('Enter')
  await expect(mobile).toBeVisible()
  await mobile.getByRole('link', { name: 'About' }).click()
  await expect(page).toHaveURL(/\/#about$/)
  await expect(page.getByRole('heading', { name: /Services, background/i }).or(page.locator('#about'))).toBeVisible()
})

test('the admin signs in without a script, and a wrong password is refused with the spec words', async ({ page }) => {
  await page.goto('/admin-contacts')
  await page.getByLabel('Admin Username').fill(E2E_ADMIN.username)
  await page.getByLabel('Security Passphrase').fill('not the passphrase')
  await page.getByRole('button', { name: 'Authenticate Admin Access' }).click()
  await expect(page.getByRole('alert')).toHaveText('Security Access Denied: Invalid username or password')
  expectNoPersonalData(page, 'not the passphrase', E2E_ADMIN.username)

  await page.getByLabel('Admin Username').fill(E2E_ADMIN.username)
  await page.getByLabel('Security Passphrase').fill(E2E_ADMIN.password)
  await page.getByRole('button', { name: 'Authenticate Admin Access' }).click()
  await expect(page).toHaveURL(/\/admin-contacts$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible()
  expectNoPersonalData(page, E2E_ADMIN.password)
})

// On every admin page, from their one list (app/lib/admin-pages.ts), so a new page is covered by
// itself. Only the right password here: a wrong one on each page would pass the failed sign-ins
// an account is allowed before it is refused for a while.
for (const { path, label } of ADMIN_PAGES) {
  test(`the admin signs in without a script on ${path} and stays there`, async ({ page }) => {
    await page.goto(path)
    await page.getByLabel('Admin Username').fill(E2E_ADMIN.username)
    await page.getByLabel('Security Passphrase').fill(E2E_ADMIN.password)
    await page.getByRole('button', { name: 'Authenticate Admin Access' }).click()
    await expect(page).toHaveURL(new RegExp(`${path}$`))
    await expect(page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: label })).toBeVisible()
    expectNoPersonalData(page, E2E_ADMIN.password)
  })
}

test('the quiz without a script: each step a page the server draws, then the results, counted once, and the report', async ({
  page,
  request,
}) => {
  test.slow()
  const insights = async () =>
    (await adminGet<{ quiz: { completions: number } }>(request, '/api/admin/insights')).quiz.completions
  const before = await insights()
  await page.goto('/cybersecurity-quiz')
  await expect(page.getByText('Question 1 of 15')).toBeVisible()
  expect(await accessibilityProblems(page)).toEqual([])

  // Sent without a choice (the radios are required, so only a hand-made post can): the question
  // comes back with 400 and a focused summary.
  await page.route(/\/cybersecurity-quiz$/, (route) =>
    route.request().method() === 'POST' ? route.continue({ postData: '' }) : route.continue(),
  )
  await page.getByRole('radio').first().check()
  const [refused] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === 'POST'),
    page.getByRole('button', { name: 'Submit Answer' }).click(),
  ])
  expect(refused.status()).toBe(400)
  await expect(page.locator('#quiz-problem')).toBeFocused()
  await expect(page.locator('#quiz-problem')).toHaveText('Choose an answer, then press Submit Answer.')
  expect(await accessibilityProblems(page)).toEqual([])
  await page.unrouteAll()

  // The first answer wrong, the rest right.
  const picks = quizQuestions.map((q, i) => (i === 0 ? (q.correctAnswer + 1) % 4 : q.correctAnswer))
  for (const [i, q] of quizQuestions.entries()) {
    await expect(page.getByText(`Question ${i + 1} of 15`)).toBeVisible()
    await page.getByRole('radio').nth(picks[i]!).check()
    await page.getByRole('button', { name: 'Submit Answer' }).click()
    await expect(page).toHaveURL(`/cybersecurity-quiz?q=${i + 1}&a=${picks.slice(0, i + 1).join('')}#quiz`)
    await expect(page.locator('#quiz').getByText(q.explanation)).toBeVisible()
    await expect(page.getByRole('radio').nth(picks[i]!)).toBeChecked()
    await expect(page.getByRole('radio').nth(picks[i]!)).toBeDisabled()
    await expect(page.locator(`label[data-state="${i === 0 ? 'wrong' : 'correct'}"]`)).toContainText(
      q.options[picks[i]!]!,
    )
    if (i < 2) expect(await accessibilityProblems(page)).toEqual([])
    if (i === 7) {
      // A reload keeps the place, and sends nothing again.
      await page.reload()
      await expect(page.locator('#quiz').getByText(q.explanation)).toBeVisible()
    }
    await page.getByRole('link', { name: i === 14 ? 'View Results' : 'Next Question' }).click()
  }
  await expect(page).toHaveURL(`/cybersecurity-quiz?a=${picks.join('')}#quiz`)
  await expect(page.getByTestId('quiz-score')).toHaveText('14/15')
  await expect(page.getByTestId('quiz-percentage')).toHaveText('93%')
  await expect(page.getByTestId('quiz-categories')).toContainText('FERPA')
  expect(await insights()).toBe(before + 1)
  expect(await accessibilityProblems(page)).toEqual([])
  // A reload, and Back to the last answer then View Results again, show the same results and count nothing.
  await page.reload()
  await page.goBack()
  await page.getByRole('link', { name: 'View Results' }).click()
  await expect(page.getByTestId('quiz-score')).toHaveText('14/15')
  expect(await insights()).toBe(before + 1)

  // The district report's form posts without a script too, and the PDF downloads.
  const report = page.getByRole('form', { name: "Get your district's report" })
  await report.getByLabel('First name').fill('Lena')
  await report.getByLabel('Last name').fill('Ortiz')
  await report.getByLabel('Work email').fill(`nojs-quiz+${Date.now()}@mesa.k12.example`)
  await report.getByLabel('Position').selectOption('superintendent')
  // Refused (no district), the results page comes back with what to fix and the typing kept.
  const [refusedReport] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === 'POST'),
    report.getByRole('button', { name: 'Get the report (PDF)' }).click(),
  ])
  expect(refusedReport.status()).toBe(400)
  await expect(page.getByRole('group', { name: /The report was not sent/ })).toBeFocused()
  await expect(report.getByLabel('First name')).toHaveValue('Lena')
  await expect(page.getByTestId('quiz-score')).toHaveText('14/15')
  expect(await accessibilityProblems(page)).toEqual([])
  await report.getByLabel('School district').fill('Mesa Verde USD')
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    report.getByRole('button', { name: 'Get the report (PDF)' }).click(),
  ])
  expect(download.suggestedFilename()).toMatch(/\.pdf$/)
  expectNoPersonalData(page, 'Lena', 'Mesa Verde')

  await page.getByRole('link', { name: 'Try Again' }).click()
  await expect(page).toHaveURL(/\/cybersecurity-quiz#quiz$/)
  await expect(page.locator('#quiz').getByText(/^Score: 0 /)).toBeVisible()
})
