import { PDFParse } from 'pdf-parse'
import { readFile } from 'node:fs/promises'
import { expect, test, type Page } from '../test.ts'
import { accessibilityProblems } from '../axe.ts'
import { quizQuestions } from '../../../content/quiz.ts'
import { control, mailbox, signIn, stampFor } from './helpers.ts'

/** Questions 2, 6 and 11 answered wrongly, the rest right: 12 of 15. */
const WRONG = [1, 5, 10]

async function takeQuiz(page: Page) {
  await page.goto('/cybersecurity-quiz')
  for (const [i, q] of quizQuestions.entries()) {
    await expect(page.getByText(`Question ${i + 1} of 15`)).toBeVisible()
    const pick = WRONG.includes(i) ? (q.correctAnswer + 1) % 4 : q.correctAnswer
    await page.getByRole('radio').nth(pick).check()
    await page.getByRole('button', { name: 'Submit Answer' }).click()
    await page.getByRole('link', { name: i === 14 ? 'View Results' : 'Next Question' }).click()
  }
  await expect(page.getByTestId('quiz-score')).toHaveText('12/15')
}

async function pdfText(bytes: Uint8Array) {
  const parser = new PDFParse({ data: bytes })
  const text = (await parser.getText()).text.replace(/\s+/g, ' ')
  await parser.destroy()
  return text
}

test('three wrong answers, then the district report: it downloads, arrives by email, and the lead shows with its score', async ({
  page,
  request,
}, testInfo) => {
  const stamp = stampFor(testInfo)
  const email = `report-${stamp}@lakeview.k12.example`
  const district = `Lakeview Unified ${stamp}`
  await takeQuiz(page)
  // The spec's results screen is unchanged above the form.
  await expect(page.getByTestId('quiz-percentage')).toHaveText('80%')
  await expect(page.getByRole('link', { name: 'Try Again' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Get Training' })).toHaveAttribute('href', '/#contact')

  const form = page.getByRole('form', { name: "Get your district's report" })
  await expect(page.getByRole('heading', { name: "Get your district's report (PDF)" })).toBeVisible()
  // The answers travel in the form's body, never in its address.
  await expect(form).toHaveAttribute('method', 'post')
  await expect(form.locator('input[type="hidden"][name="answers"]')).toHaveCount(15)

  // Sent empty: the errors beside the fields and in a summary that takes the focus; both engines clean.
  await form.getByRole('button', { name: 'Get the report (PDF)' }).click()
  const summary = page.locator('#quiz-report-problem')
  await expect(summary).toBeFocused()
  await expect(summary).toContainText('First name is required')
  await expect(form.getByLabel('Work email')).toHaveAttribute('aria-invalid', 'true')
  expect(await accessibilityProblems(page)).toEqual([])

  await form.getByLabel('First name').fill('Dana')
  await form.getByLabel('Last name').fill('Reyes')
  await form.getByLabel('Work email').fill(email)
  await form.getByLabel('Position').selectOption('superintendent')
  await form.getByLabel('School district').fill(district)
  await form.getByLabel('Student count').selectOption('1000-5000')
  expect(await accessibilityProblems(page)).toEqual([])
  const download = page.waitForEvent('download')
  await form.getByRole('button', { name: 'Get the report (PDF)' }).click()
  const file = await download
  expect(file.suggestedFilename()).toBe(`${district} cybersecurity quiz report.pdf`)
  // The confirmation takes the form's place and the focus, so it is said and seen where the form was.
  await expect(page.getByTestId('quiz-report-sent')).toContainText(`A copy is on its way to ${email}`)
  await expect(page.getByTestId('quiz-report-sent')).toBeFocused()
  await expect(form).toHaveCount(0)
  expect(await accessibilityProblems(page)).toEqual([])
  // Still on the results, with the answers kept.
  await expect(page.getByTestId('quiz-score')).toHaveText('12/15')

  const missed = WRONG.map((i) => quizQuestions[i]!.question.replace(/\s+/g, ' ').slice(0, 50))
  const downloaded = await pdfText(new Uint8Array(await readFile((await file.path())!)))
  for (const expected of [district, '12/15', 'Excellent! You have strong cybersecurity knowledge.', ...missed]) {
    expect(downloaded).toContain(expected)
  }
  expect(downloaded).toContain('Staff Onboarding Security Checklist')

  await control(request, 'POST', '/run-lead-work')
  const mails = (await mailbox(request)).filter((m) => m.to === email)
  expect(mails).toHaveLength(1)
  expect(mails[0]!.subject).toBe("Your district's cybersecurity quiz report (PDF)")
  const [attachment] = mails[0]!.attachments
  expect(attachment?.contentType).toBe('application/pdf')
  const mailed = await pdfText(new Uint8Array(Buffer.from(attachment!.base64, 'base64')))
  for (const expected of [district, '12/15', ...missed, 'Staff Onboarding Security Checklist']) {
    expect(mailed).toContain(expected)
  }
  const owner = (await mailbox(request)).find((m) => m.replyTo === email && m.subject.startsWith('Quiz report:'))
  expect(owner?.subject).toBe(`Quiz report: Dana Reyes, ${district}, 12/15`)

  // The consultant's dashboard: its own tab, with the score and missed categories, and the person view.
  await signIn(page)
  await page.getByLabel('Search leads').fill(stamp)
  await page.getByRole('tab', { name: 'Quiz Reports (1)' }).click()
  const row = page.getByTestId('quizReports-row').filter({ visible: true }).first()
  await expect(row).toContainText('12/15')
  await expect(row).toContainText('Phishing, Data Protection, Network Security')
  await row.getByRole('button', { name: 'Dana Reyes' }).click()
  const person = page.getByTestId('person-quiz-reports')
  await expect(person).toContainText('Score 12/15')
  await expect(person).toContainText('Missed categories: Phishing, Data Protection, Network Security')
  await expect(person).toContainText('Report emailed')
})

test('a forged answer is refused with a clear message and nothing downloads', async ({ page }) => {
  await takeQuiz(page)
  const form = page.getByRole('form', { name: "Get your district's report" })
  await form
    .locator('input[name="answers"]')
    .first()
    .evaluate((input: HTMLInputElement) => (input.value = '999:1'))
  await form.getByLabel('First name').fill('Dana')
  await form.getByLabel('Last name').fill('Reyes')
  await form.getByLabel('Work email').fill('forged@lakeview.k12.example')
  await form.getByLabel('Position').selectOption('superintendent')
  await form.getByLabel('School district').fill('Lakeview')
  await form.getByRole('button', { name: 'Get the report (PDF)' }).click()
  await expect(page.locator('#quiz-report-problem')).toContainText('a question the quiz does not have (999)')
  await expect(page.getByTestId('quiz-report-sent')).toHaveCount(0)
})
