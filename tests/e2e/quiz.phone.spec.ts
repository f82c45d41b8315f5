import { expect, test, type Page } from './test.ts'
import { quizQuestions } from '../../content/quiz.ts'

/**
 * The quiz on the phone a superintendent holds (390 × 844): on every question the choices and
 * Submit Answer are on the screen without a scroll, and after it the feedback leaves Next Question
 * on the screen too (decision 56), with the script and without it.
 */
test.use({ viewport: { width: 390, height: 844 } })

/** Every option on screen and clear of the row with the button, and that button on screen. */
async function expectInReach(page: Page, button: string) {
  const bar = await page.locator('#quiz .sticky').boundingBox()
  const action = page.locator('#quiz .sticky').getByText(button, { exact: true })
  await expect(action).toBeInViewport({ ratio: 1 })
  for (const option of await page.locator('#quiz label').all()) {
    const box = (await option.boundingBox())!
    expect(box.y, `${button}: an option above the screen`).toBeGreaterThanOrEqual(0)
    expect(box.y + box.height, `${button}: an option under the button's row`).toBeLessThanOrEqual(bar!.y + 1)
  }
}

async function walk(page: Page) {
  for (const [i, q] of quizQuestions.entries()) {
    await expect(page.getByText(`Question ${i + 1} of 15`)).toBeVisible()
    await expectInReach(page, 'Submit Answer')
    // A wrong answer every third question, so the longer feedback is on screen too.
    await page
      .getByRole('radio')
      .nth(i % 3 ? q.correctAnswer : (q.correctAnswer + 1) % 4)
      .check()
    await page.getByRole('button', { name: 'Submit Answer' }).click()
    await expect(page.locator('#quiz').getByText(q.explanation)).toBeVisible()
    const next = i === 14 ? 'View Results' : 'Next Question'
    await expectInReach(page, next)
    await page.getByRole('link', { name: next }).click()
  }
  await expect(page.getByTestId('quiz-score')).toBeInViewport()
  await expect(page.getByRole('link', { name: 'Try Again' })).toBeVisible()
}

test('with the script: choices, Submit Answer and Next on the screen at every question', async ({ page }) => {
  test.slow()
  await page.goto('/cybersecurity-quiz')
  await walk(page)
})

test('without a script: the same, each step a page of its own', async ({ browser }) => {
  test.slow()
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    javaScriptEnabled: false,
    baseURL: test.info().project.use.baseURL,
  })
  const page = await context.newPage()
  await page.goto('/cybersecurity-quiz')
  await walk(page)
  await context.close()
})
