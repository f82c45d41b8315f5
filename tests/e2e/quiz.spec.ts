import { expect, test, type Page } from './test.ts'
import { quizQuestions } from '../../content/quiz.ts'

async function answerAll(page: Page, pick: (correct: number) => number) {
  for (const [i, q] of quizQuestions.entries()) {
    await expect(page.getByText(`Question ${i + 1} of 15`)).toBeVisible()
    const options = page.getByRole('radio')
    const submit = page.getByRole('button', { name: 'Submit Answer' })
    await expect(submit).toBeDisabled()
    // A choice can change until it is submitted.
    await options.nth((q.correctAnswer + 2) % 4).check()
    await options.nth(pick(q.correctAnswer)).check()
    await submit.click()
    await expect(options.nth(0)).toBeDisabled()
    const correctOption = page.locator('label[data-state="correct"]')
    await expect(correctOption).toContainText(q.options[q.correctAnswer]!)
    if (pick(q.correctAnswer) !== q.correctAnswer) {
      await expect(page.locator('label[data-state="wrong"]')).toContainText(q.options[pick(q.correctAnswer)]!)
    }
    await expect(page.getByText(q.explanation)).toBeVisible()
    await page.getByRole('button', { name: i === 14 ? 'View Results' : 'Next Question' }).click()
  }
}

test('a perfect run scores 15/15, 100% and Excellent; Try Again starts over', async ({ page }) => {
  await page.goto('/cybersecurity-quiz')
  await answerAll(page, (c) => c)
  await expect(page.getByTestId('quiz-score')).toHaveText('15/15')
  await expect(page.getByTestId('quiz-percentage')).toHaveText('100%')
  await expect(page.getByTestId('quiz-message')).toHaveText('Excellent! You have strong cybersecurity knowledge.')
  await page.getByRole('button', { name: 'Try Again' }).click()
  await expect(page.getByText('Question 1 of 15')).toBeVisible()
  await expect(page.getByText('Score: 0')).toBeVisible()
})

test('a poor run scores 0/15 and recommends training; Get Training goes to contact', async ({ page }) => {
  await page.goto('/cybersecurity-quiz')
  await answerAll(page, (c) => (c + 1) % 4)
  await expect(page.getByTestId('quiz-score')).toHaveText('0/15')
  await expect(page.getByTestId('quiz-percentage')).toHaveText('0%')
  await expect(page.getByTestId('quiz-message')).toHaveText(
    'Your district could benefit from comprehensive cybersecurity training.',
  )
  await page.getByRole('link', { name: 'Get Training' }).click()
  await expect(page).toHaveURL(/\/#contact$/)
  await expect(page.locator('#contact')).toBeInViewport()
})

test('Back to Resources goes back in history from a page of this site, and to the resources from elsewhere', async ({
  page,
  baseURL,
}) => {
  await page.goto('/blog')
  await page.goto('/cybersecurity-quiz', { referer: `${baseURL}/blog` })
  await page.getByRole('link', { name: 'Back to Resources' }).click()
  await expect(page).toHaveURL(/\/blog$/)

  await page.goto('/cybersecurity-quiz')
  await page.getByRole('link', { name: 'Back to Resources' }).click()
  await expect(page).toHaveURL(/\/resources$/)
})
