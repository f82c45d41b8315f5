import { expect, test, type Page } from './test.ts'
import { quizQuestions } from '../../content/quiz.ts'
import { accessibilityProblems } from './axe.ts'
import { adminGet } from './helpers.ts'

/**
 * The quiz with its script (decision 56): every step drawn by the server and put in place without
 * a page load, its address pushed. The same steps without a script: no-script.nojs.spec.ts; on a
 * phone: quiz.phone.spec.ts; the district report: leads/quiz-report.spec.ts.
 */

const wrongOf = (correct: number) => (correct + 1) % 4
const completions = async (page: Page) =>
  (await adminGet<{ quiz: { completions: number } }>(page.request, '/api/admin/insights')).quiz.completions

/** Answers question `i` (0-based) with option `pick`, first choosing another: a choice can change until submitted. */
async function answer(page: Page, i: number, pick: number) {
  const q = quizQuestions[i]!
  await expect(page.getByText(`Question ${i + 1} of 15`)).toBeVisible()
  const options = page.getByRole('radio')
  const submit = page.getByRole('button', { name: 'Submit Answer' })
  await expect(submit).toBeDisabled()
  await options.nth((pick + 2) % 4).check()
  await expect(submit).toBeEnabled()
  await options.nth(pick).check()
  await submit.click()
  await expect(page.locator('#quiz').getByText(q.explanation)).toBeVisible()
  await expect(options.nth(pick)).toBeChecked()
  await expect(options.nth(0)).toBeDisabled()
  await expect(page.locator('label[data-state="correct"]')).toContainText(q.options[q.correctAnswer]!)
  if (pick !== q.correctAnswer) {
    await expect(page.locator('label[data-state="wrong"]')).toContainText(q.options[pick]!)
    await expect(
      page.locator('#quiz').getByText(`Not quite. The correct answer is: ${q.options[q.correctAnswer]}`),
    ).toBeVisible()
  } else {
    await expect(page.locator('label[data-state="wrong"]')).toHaveCount(0)
    await expect(page.locator('#quiz').getByText('Correct.', { exact: true })).toBeVisible()
  }
  // The feedback is said, and the keyboard is on the button that carries on.
  await expect(page.locator('[data-quiz-status]')).toContainText(q.explanation)
  const next = page.getByRole('link', { name: i === 14 ? 'View Results' : 'Next Question' })
  await expect(next).toBeFocused()
  return next
}

test('one run in place: right and wrong answers, the score, reload and Back keep the place, results counted once', async ({
  page,
}) => {
  test.slow()
  const before = await completions(page)
  await page.goto('/cybersecurity-quiz')
  await page.evaluate(() => ((window as { samePage?: boolean }).samePage = true))
  const picks = quizQuestions.map((q, i) => ([1, 5, 10].includes(i) ? wrongOf(q.correctAnswer) : q.correctAnswer))
  for (const [i, pick] of picks.entries()) {
    const next = await answer(page, i, pick)
    const right = picks.slice(0, i + 1).filter((p, n) => p === quizQuestions[n]!.correctAnswer).length
    await expect(page.locator('#quiz').getByText(new RegExp(`^Score: ${right} `))).toBeVisible()
    await expect(page).toHaveURL(`/cybersecurity-quiz?q=${i + 1}&a=${picks.slice(0, i + 1).join('')}#quiz`)
    if (i === 0) expect(await accessibilityProblems(page), 'answered right').toEqual([])
    if (i === 1) expect(await accessibilityProblems(page), 'answered wrong').toEqual([])
    if (i === 7) {
      // Back steps back to the question before it was answered, Forward to the answer.
      await page.goBack()
      await expect(page.getByRole('button', { name: 'Submit Answer' })).toBeVisible()
      await expect(page.getByText('Question 8 of 15')).toBeVisible()
      await page.goForward()
      await expect(page.locator('#quiz').getByText(quizQuestions[7]!.explanation)).toBeVisible()
    }
    await next.click()
    if (i < 14) await expect(page.getByRole('heading', { name: quizQuestions[i + 1]!.question })).toBeFocused()
  }
  // Never a page load on the way.
  expect(await page.evaluate(() => (window as { samePage?: boolean }).samePage)).toBe(true)

  await expect(page.getByRole('heading', { name: 'Your results' })).toBeFocused()
  await expect(page).toHaveURL(`/cybersecurity-quiz?a=${picks.join('')}#quiz`)
  await expect(page.getByTestId('quiz-score')).toHaveText('12/15')
  await expect(page.getByTestId('quiz-percentage')).toHaveText('80%')
  await expect(page.getByTestId('quiz-message')).toHaveText('Excellent! You have strong cybersecurity knowledge.')
  const categories = page.getByTestId('quiz-categories').getByRole('listitem')
  await expect(categories).toHaveCount(8)
  await expect(categories.filter({ hasText: 'Phishing' })).toContainText('1 of 2 right')
  await expect(page.getByRole('link', { name: 'Book a 30-minute call' })).toHaveAttribute('href', '/book')
  await expect(page.getByRole('heading', { name: 'Why take the quiz' })).toHaveCount(0)
  expect(await accessibilityProblems(page), 'results').toEqual([])
  expect(await completions(page)).toBe(before + 1)

  // A reload shows the same results and counts nothing; nor does Back and Forward again.
  await page.reload()
  await expect(page.getByTestId('quiz-score')).toHaveText('12/15')
  await page.goBack()
  await expect(page.getByRole('link', { name: 'View Results' })).toBeVisible()
  await page.getByRole('link', { name: 'View Results' }).click()
  await expect(page.getByTestId('quiz-score')).toHaveText('12/15')
  expect(await completions(page)).toBe(before + 1)

  await page.getByRole('link', { name: 'Try Again' }).click()
  await expect(page.getByRole('heading', { name: quizQuestions[0]!.question })).toBeFocused()
  await expect(page.getByText('Question 1 of 15')).toBeVisible()
  await expect(page.locator('#quiz').getByText(/^Score: 0 /)).toBeVisible()
  await expect(page.getByRole('radio', { checked: true })).toHaveCount(0)
  expect(await accessibilityProblems(page), 'question').toEqual([])
})

test('a reload at question 8 keeps the place', async ({ page }) => {
  const answers = quizQuestions.slice(0, 7).map((q) => q.correctAnswer)
  await page.goto(`/cybersecurity-quiz?q=8&a=${answers.join('')}`)
  await page.reload()
  await expect(page.getByText('Question 8 of 15')).toBeVisible()
  await expect(page.locator('#quiz').getByText(/^Score: 7 /)).toBeVisible()
  await answer(page, 7, quizQuestions[7]!.correctAnswer)
})

test('a poor run scores 0/15 and recommends training; Get Training goes to contact', async ({ page }) => {
  const wrong = quizQuestions.map((q) => wrongOf(q.correctAnswer))
  await page.goto(`/cybersecurity-quiz?q=15&a=${wrong.slice(0, 14).join('')}`)
  const viewResults = await answer(page, 14, wrong[14]!)
  await viewResults.click()
  await expect(page.getByTestId('quiz-score')).toHaveText('0/15')
  await expect(page.getByTestId('quiz-percentage')).toHaveText('0%')
  await expect(page.getByTestId('quiz-message')).toHaveText(
    'Your district could benefit from comprehensive cybersecurity training.',
  )
  await page.getByRole('link', { name: 'Get Training' }).click()
  await expect(page).toHaveURL(/\/#contact$/)
  await expect(page.locator('#contact')).toBeInViewport()
})

test('an address that is not a step of the quiz is refused with a message, and the quiz starts again from it', async ({
  page,
}) => {
  const response = await page.goto('/cybersecurity-quiz?q=3&a=9')
  expect(response?.status()).toBe(400)
  await expect(page.locator('#quiz-problem')).toContainText("This address holds answers that are not the quiz's.")
  expect(await accessibilityProblems(page), 'refused').toEqual([])
  await page.getByRole('link', { name: 'Start the quiz' }).click()
  await expect(page.getByText('Question 1 of 15')).toBeVisible()
  // The old address of the results answers with the results.
  await page.goto(`/cybersecurity-quiz/results?answers=${quizQuestions.map((q) => q.correctAnswer).join('')}`)
  await expect(page.getByTestId('quiz-score')).toHaveText('15/15')
})

test('Back to Resources goes back in history, past the quiz’s steps, from a page of this site; to the resources from elsewhere', async ({
  page,
  baseURL,
}) => {
  await page.goto('/blog')
  await page.goto('/cybersecurity-quiz', { referer: `${baseURL}/blog` })
  await answer(page, 0, 0)
  await page.getByRole('link', { name: 'Next Question' }).click()
  await expect(page.getByText('Question 2 of 15')).toBeVisible()
  await page.getByRole('link', { name: 'Back to Resources' }).click()
  await expect(page).toHaveURL(/\/blog$/)

  await page.goto('/cybersecurity-quiz')
  await page.getByRole('link', { name: 'Back to Resources' }).click()
  await expect(page).toHaveURL(/\/resources$/)
})
