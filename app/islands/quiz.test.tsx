// @vitest-environment happy-dom
import type { ReactNode } from 'react'
import { afterEach, expect, it, vi } from 'vitest'
import { QuizQuestionCard } from '#app/features/quiz/quiz-question.tsx'
import { QuizResults } from '#app/features/quiz/quiz-results.tsx'
import type { QuizStep } from '#app/features/quiz/quiz-steps.ts'
import type { FormRefusal } from '#app/lib/forms/form-refusal.ts'
import { mark } from '#app/lib/marks.ts'
import { quizQuestions } from '#content/quiz.ts'
import { serverRender } from '../../tests/component/server-render.tsx'
import { enhanceQuiz } from './quiz.ts'

/** The form's checks load on the first submit: on a busy machine, more than vi.waitFor's default second. */
const SETTLES = { timeout: 5_000 }

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const correct = quizQuestions.map((q) => q.correctAnswer as number)

/** The quiz's part of the page as the route draws it, with its live region. */
const quizPage = (inner: ReactNode) => (
  <>
    <div {...mark('quiz')}>{inner}</div>
    <p role="status" {...mark('quizStatus')} />
  </>
)

/** The HTML the server answers for a step: what the island fetches. */
async function htmlOf(inner: ReactNode, action?: () => unknown) {
  await serverRender(quizPage(inner), { action })
  return `<!doctype html><html><head><title>Next step</title></head><body>${document.body.innerHTML}</body></html>`
}

function answerWith(html: string, url: string, status = 200) {
  const response = new Response(html, { status, headers: { 'Content-Type': 'text/html' } })
  Object.defineProperty(response, 'url', { value: url })
  const fetch = vi.fn(async () => response)
  vi.stubGlobal('fetch', fetch)
  return fetch
}

const card = (step: Extract<QuizStep, { kind: 'question' | 'answered' }>) => (
  <QuizQuestionCard questions={quizQuestions} step={step} />
)

it('posts the choice to the question’s address and draws the answer in place: Next focused, the feedback said', async () => {
  const next = await htmlOf(card({ kind: 'answered', number: 2, answers: [correct[0]!, (correct[1]! + 1) % 4] }))
  await serverRender(quizPage(card({ kind: 'question', number: 2, answers: [correct[0]!] })))
  const region = document.querySelector<HTMLElement>('[data-quiz]')!
  const push = vi.spyOn(history, 'pushState')
  enhanceQuiz(region)

  const form = region.querySelector('form')!
  const submit = form.querySelector<HTMLButtonElement>('button[type="submit"]')!
  // Submit Answer needs a choice; the choice can change until it is sent.
  expect(submit.disabled).toBe(true)
  const options = form.querySelectorAll<HTMLInputElement>('input[name="choice"]')
  options[0]!.checked = true
  options[0]!.dispatchEvent(new Event('change', { bubbles: true }))
  expect(submit.disabled).toBe(false)
  options[(correct[1]! + 1) % 4]!.checked = true

  const fetch = answerWith(next, 'http://site.test/cybersecurity-quiz?q=2&a=10')
  form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }))
  await vi.waitFor(() => expect(region.textContent).toContain('Not quite.'), SETTLES)

  const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit]
  expect(url).toMatch(/\/cybersecurity-quiz\?q=2&a=1$/)
  expect(init.method).toBe('POST')
  expect(String(init.body)).toBe(`choice=${(correct[1]! + 1) % 4}`)
  expect(region.querySelector('label[data-state="wrong"]')).not.toBeNull()
  expect(document.activeElement?.textContent).toBe('Next Question')
  expect(document.querySelector('[data-quiz-status]')?.textContent).toContain(quizQuestions[1]!.explanation)
  expect(document.title).toBe('Next step')
  expect(push).toHaveBeenCalledWith(expect.anything(), '', '/cybersecurity-quiz?q=2&a=10#quiz')
})

it('follows Next Question in place, the new question’s heading focused', async () => {
  const next = await htmlOf(card({ kind: 'question', number: 3, answers: [1, 2] }))
  await serverRender(quizPage(card({ kind: 'answered', number: 2, answers: [1, 2] })))
  const region = document.querySelector<HTMLElement>('[data-quiz]')!
  enhanceQuiz(region)
  const fetch = answerWith(next, 'http://site.test/cybersecurity-quiz?q=3&a=12')
  const link = [...region.querySelectorAll('a')].find((a) => a.textContent === 'Next Question')!
  const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 })
  link.dispatchEvent(click)
  expect(click.defaultPrevented).toBe(true)
  await vi.waitFor(() => expect(document.activeElement?.textContent).toBe(quizQuestions[2]!.question), SETTLES)
  expect((fetch.mock.calls[0] as unknown as [string])[0]).toMatch(/\/cybersecurity-quiz\?q=3&a=12#quiz$/)
  expect(region.querySelector<HTMLButtonElement>('button[type="submit"]')!.disabled).toBe(true)
})

it('leaves a link opened in a new tab to the browser', async () => {
  await serverRender(quizPage(card({ kind: 'answered', number: 2, answers: [1, 2] })))
  const region = document.querySelector<HTMLElement>('[data-quiz]')!
  enhanceQuiz(region)
  const fetch = vi.fn()
  vi.stubGlobal('fetch', fetch)
  const link = [...region.querySelectorAll('a')].find((a) => a.textContent === 'Next Question')!
  const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ctrlKey: true })
  link.dispatchEvent(click)
  expect(click.defaultPrevented).toBe(false)
  expect(fetch).not.toHaveBeenCalled()
})

const results = <QuizResults questions={quizQuestions} answers={correct} />

function fillReport(form: HTMLFormElement) {
  const set = (name: string, value: string) => ((form.elements.namedItem(name) as HTMLInputElement).value = value)
  set('firstName', 'Dana')
  set('lastName', 'Reyes')
  set('email', 'dana@lakeview.k12.example')
  set('district', 'Lakeview')
}

it('sends the report in place: the PDF downloads and the confirmation takes the form’s place and the focus', async () => {
  await serverRender(quizPage(results))
  const region = document.querySelector<HTMLElement>('[data-quiz]')!
  enhanceQuiz(region)
  const form = region.querySelector<HTMLFormElement>('[data-quiz-report] form')!
  expect(form.getAttribute('action')).toBe(`/cybersecurity-quiz?a=${correct.join('')}`)
  fillReport(form)
  const pdf = new Response(new Blob(['%PDF-1.7']), {
    headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': 'attachment; filename="Lakeview report.pdf"' },
  })
  const fetch = vi.fn(async () => pdf)
  vi.stubGlobal('fetch', fetch)
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:report')
  const saved = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined)

  form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }))
  const sent = await vi.waitFor(() => {
    const shown = document.querySelector<HTMLElement>('[data-testid="quiz-report-sent"]')
    if (!shown) throw new Error('no confirmation yet')
    return shown
  }, SETTLES)
  expect(document.activeElement).toBe(sent)
  expect(sent.getAttribute('role')).toBe('status')
  expect(sent.textContent).toContain('A copy is on its way to dana@lakeview.k12.example')
  expect(region.querySelector('[data-quiz-report] form')).toBeNull()
  expect(saved).toHaveBeenCalledTimes(1)
  const body = new URLSearchParams(String((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].body))
  expect(body.getAll('answers')).toHaveLength(15)
  expect(body.get('district')).toBe('Lakeview')
})

it('draws the refused report form the server answers, its summary focused', async () => {
  const refusal: FormRefusal = {
    form: 'quiz-report',
    message: 'District name must be at least 2 characters',
    code: 'invalid',
    errors: { district: ['District name must be at least 2 characters'] },
    values: { firstName: 'Dana', district: '' },
  }
  const refused = await htmlOf(results, () => refusal)
  await serverRender(quizPage(results))
  const region = document.querySelector<HTMLElement>('[data-quiz]')!
  enhanceQuiz(region)
  const form = region.querySelector<HTMLFormElement>('[data-quiz-report] form')!
  answerWith(refused, 'http://site.test/cybersecurity-quiz', 400)
  form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }))
  await vi.waitFor(() => expect(document.activeElement?.id).toBe('quiz-report-problem'), SETTLES)
  expect(document.activeElement?.textContent).toContain('District name must be at least 2 characters')
  expect((region.querySelector('[name="firstName"]') as HTMLInputElement).value).toBe('Dana')
})
