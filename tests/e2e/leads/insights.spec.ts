import { expect, test, type Page } from '../test.ts'
import { accessibilityProblems } from '../axe.ts'
import { adminGet } from '../helpers.ts'
import { control, setClock, signIn } from './helpers.ts'

/** The anonymous quiz completion, and the insights view over seeded leads, on desktop and phone. */
test.describe.configure({ mode: 'serial' })

async function expectNoViolations(page: Page) {
  expect(await accessibilityProblems(page)).toEqual([])
}

test.beforeEach(async ({ request }) => {
  await setClock(request, 0)
})

test('finishing the quiz counts the answers once, as they were given; the home page counts nothing', async ({
  page,
  request,
}) => {
  const completions = async () =>
    (await adminGet<{ quiz: { completions: number } }>(request, '/api/admin/insights')).quiz.completions
  const before = await completions()
  const posts: string[] = []
  page.on('request', (sent) => {
    if (sent.method() === 'POST') posts.push(new URL(sent.url()).search)
  })
  await page.goto('/')
  await page.waitForLoadState('networkidle')
  expect(await completions()).toBe(before)
  await page.goto('/cybersecurity-quiz')
  for (let i = 0; i < 15; i++) {
    await expect(page.getByText(`Question ${i + 1} of 15`)).toBeVisible()
    await page
      .getByRole('radio')
      .nth(i % 4)
      .check()
    await page.getByRole('button', { name: 'Submit Answer' }).click()
    await page.getByRole('link', { name: i === 14 ? 'View Results' : 'Next Question' }).click()
  }
  await expect(page.getByTestId('quiz-score')).toBeVisible()
  // Each answer went to its question's address, the answers before it in the address, nothing else.
  const answers = Array.from({ length: 15 }, (_, i) => i % 4).join('')
  expect(posts).toEqual(answers.split('').map((_, i) => (i ? `?q=${i + 1}&a=${answers.slice(0, i)}` : '')))
  expect(await completions()).toBe(before + 1)
  await page.reload()
  await page.waitForLoadState('networkidle')
  expect(await completions()).toBe(before + 1)
})

test('the insights view charts seeded leads, each chart with its data table, and axe finds nothing', async ({
  page,
  request,
}) => {
  // 6,100 seeded leads, then axe three times on screens full of data: more than the default 30 s on
  // a busy two-core machine. A hundred subscribers: the newsletter journey later sends to each.
  test.setTimeout(90_000)
  await control(request, 'POST', '/seed', {
    contacts: 3000,
    downloads: 3000,
    subscribers: 100,
    quizCompletions: 300,
    days: 120,
  })
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  await signIn(page, '/admin-insights')
  await expect(page.getByRole('heading', { name: 'Insights', level: 1 })).toBeVisible()
  for (const title of [
    'Leads per week',
    'First response against the 4-hour promise',
    'Top sources',
    'Downloads per resource',
    'Quiz completions per week',
    'Most-missed quiz questions',
  ]) {
    const figure = page.getByRole('figure', { name: title })
    await expect(
      figure.getByRole('img', { name: `${title}: chart. The same data is in the table below it.` }),
    ).toBeVisible()
  }
  await expect(page.getByRole('term').filter({ hasText: 'Median first response' })).toBeVisible()
  const weekly = page.getByRole('figure', { name: 'Leads per week' })
  await weekly.getByText('Show the data as a table').click()
  const table = weekly.getByRole('table', { name: 'Leads per week' })
  await expect(table.getByRole('row')).toHaveCount(13)
  await expect(table.getByRole('columnheader', { name: 'Consultation requests' })).toBeVisible()
  const missed = page.getByRole('figure', { name: 'Most-missed quiz questions' })
  await missed.getByText('Show the data as a table').click()
  await expect(missed.getByRole('table').getByRole('row')).toHaveCount(6)
  await expectNoViolations(page)

  // The dashboard at this size, with the person view open, is as accessible.
  await page.getByRole('link', { name: 'Leads', exact: true }).click()
  await expect(page.getByTestId('all-row').filter({ visible: true }).first()).toBeVisible()
  await expectNoViolations(page)
  await page.getByTestId('all-row').filter({ visible: true }).first().getByRole('button').first().click()
  await expect(page.getByTestId('person-panel')).toBeVisible()
  await expectNoViolations(page)
  expect(errors).toEqual([])
})

test(
  'a chart’s tooltip follows the pointer, and Escape dismisses it without moving the pointer',
  { tag: '@wcag1.4.13' },
  async ({ page }) => {
    await signIn(page, '/admin-insights')
    const chart = page.getByRole('figure', { name: 'Leads per week' }).getByRole('img')
    await expect(chart).toBeVisible()
    await page.mouse.move(0, 0)
    const plain = await chart.screenshot()
    const box = (await chart.boundingBox())!
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
    await expect.poll(async () => (await chart.screenshot()).equals(plain)).toBe(false)
    await page.keyboard.press('Escape')
    await expect.poll(async () => (await chart.screenshot()).equals(plain)).toBe(true)
  },
)
