import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { quizCompletions } from '#db/schema/index.ts'
import { CHOOSE_AN_ANSWER, quizAnswerAction } from '#app/features/quiz/quiz-page-action.server.ts'
import { createLogger } from '#app/lib/logger.server.ts'
import { quizQuestions } from '#content/quiz.ts'
import { startTestServer, type TestServer } from '../setup/test-server.ts'

/**
 * An answer posted to an open question's address (decision 56), as the page's action takes it
 * with or without the script: on real PostgreSQL, through the same gate as the completions API.
 */
let server: TestServer
let limited: TestServer
beforeAll(async () => {
  server = await startTestServer()
  limited = await startTestServer({}, { limits: { quiz: { max: 1, windowSeconds: 600 } } })
})
afterAll(async () => {
  await server.close()
  await limited.close()
})

const log = createLogger({ level: 'silent' })
const correct = quizQuestions.map((q) => q.correctAnswer as number)

function post(target: TestServer, query: string, body: string, ip = '198.51.100.7') {
  const request = new Request(`https://site.example/cybersecurity-quiz${query}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body,
  })
  const { services } = target
  return quizAnswerAction(request, { gate: services, quiz: services.quiz, questions: quizQuestions }, { ip, log })
}

const completions = async (target: TestServer) => (await target.services.db.select().from(quizCompletions)).length

describe('an answer', () => {
  it('is taken with a 303 to the question answered, its choice added to the address', async () => {
    const answer = await post(server, '?q=3&a=12', 'choice=0')
    if (!(answer instanceof Response)) throw new Error('expected a redirect')
    expect(answer.status).toBe(303)
    expect(answer.headers.get('location')).toBe('/cybersecurity-quiz?q=3&a=120#quiz')
    const first = (await post(server, '', 'choice=2')) as Response
    expect(first.headers.get('location')).toBe('/cybersecurity-quiz?q=1&a=2#quiz')
  })

  it('without a choice draws the question again with 400 and what to do', async () => {
    const refused = await post(server, '?q=3&a=12', '')
    if (refused instanceof Response) throw new Error('expected a refusal')
    expect(refused.init?.status).toBe(400)
    expect(refused.data).toEqual({ step: { kind: 'question', number: 3, answers: [1, 2] }, problem: CHOOSE_AN_ANSWER })
  })

  it('is refused with 400 and a reason when the choice or the address is not the quiz’s, never a 500', async () => {
    const cases: [string, string, string][] = [
      ['?q=3&a=12', 'choice=7', "That answer is not one of question 3's options."],
      ['?q=3&a=12', 'choice=1e0', "That answer is not one of question 3's options."],
      ['?q=3&a=123', 'choice=1', 'This question has been answered already.'],
      ['?q=3&a=9', 'choice=1', "This address holds answers that are not the quiz's."],
      [`?a=${correct.join('')}`, 'choice=1', 'This question has been answered already.'],
    ]
    for (const [query, body, message] of cases) {
      const refused = await post(server, query, body)
      if (refused instanceof Response) throw new Error(`${query} ${body}: expected a refusal`)
      expect(refused.init?.status, query).toBe(400)
      expect(refused.data.step, query).toMatchObject({ kind: 'refused' })
      expect(refused.data.step.kind === 'refused' && refused.data.step.message, query).toContain(message)
    }
  })
})

describe('the completion', () => {
  it('is counted by the last answer only, once, with the score its answers earn', async () => {
    const before = await completions(server)
    const answers = correct.map((c, i) => (i < 3 ? (c + 1) % 4 : c))
    for (let n = 1; n <= 14; n++)
      await post(server, `?q=${n}&a=${answers.slice(0, n - 1).join('')}`, `choice=${answers[n - 1]}`)
    expect(await completions(server)).toBe(before)
    const last = (await post(server, `?q=15&a=${answers.slice(0, 14).join('')}`, `choice=${answers[14]}`)) as Response
    expect(last.headers.get('location')).toBe(`/cybersecurity-quiz?q=15&a=${answers.join('')}#quiz`)
    const rows = await server.services.db.select().from(quizCompletions)
    expect(rows).toHaveLength(before + 1)
    expect(rows.at(-1)).toMatchObject({ answers, score: 12 })
  })

  it('past the per-address limit is not counted, and the visitor still goes on to the results', async () => {
    const last = `?q=15&a=${correct.slice(0, 14).join('')}`
    await post(limited, last, `choice=${correct[14]}`)
    const over = (await post(limited, last, `choice=${correct[14]}`)) as Response
    expect(over.status).toBe(303)
    expect(await completions(limited)).toBe(1)
  })
})
