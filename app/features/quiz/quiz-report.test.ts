import { describe, expect, it } from 'vitest'
import { quizQuestions } from '#content/quiz.ts'
import { resources } from '#content/resources.ts'
import { buildQuizReport } from './quiz-report.ts'
import { answerField, quizReportSchema } from './quiz-report.schema.ts'

const correct = quizQuestions.map((q) => q.correctAnswer as number)
/** Every answer right but questions 2, 6 and 11 (Phishing, Network Security, Data Protection). */
const threeWrong = correct.map((a, i) => ([1, 5, 10].includes(i) ? (a + 1) % 4 : a))
const fields = (answers: readonly number[]) => answers.map((a, i) => answerField(quizQuestions[i]!.id, a))
const identity = {
  firstName: 'Dana',
  lastName: 'Reyes',
  email: 'dana@lakeview.k12.example',
  position: 'superintendent',
  district: 'Lakeview Unified',
}

describe('the quiz report content', () => {
  it('scores on the answers alone, in the spec band, with each missed question, its next step and resource', () => {
    const report = buildQuizReport(quizQuestions, threeWrong)
    expect(report).toMatchObject({ score: 12, total: 15, percentage: 80 })
    expect(report.band).toBe('Excellent! You have strong cybersecurity knowledge.')
    expect(report.missed.map((m) => m.number)).toEqual([2, 6, 11])
    expect(report.missedCategories).toEqual(['Phishing', 'Data Protection', 'Network Security'])
    expect(report.categories).toHaveLength(8)
    expect(report.categories.reduce((n, c) => n + c.right + c.missed, 0)).toBe(15)
    const second = report.missed[0]!
    expect(second.chosen).toBe(quizQuestions[1]!.options[threeWrong[1]!])
    expect(second.correct).toBe(quizQuestions[1]!.options[correct[1]!])
    for (const m of report.missed) {
      expect(m.nextStep.length).toBeGreaterThan(20)
      expect(resources.map((r) => r.title)).toContain(m.resource.title)
    }
    expect(report.plan.days30).toHaveLength(3)
    expect(report.plan.days90[0]).toMatch(/^Phishing:/)
  })

  it('puts every question of the quiz next to a step and an existing resource', () => {
    const allWrong = correct.map((a) => (a + 1) % 4)
    const report = buildQuizReport(quizQuestions, allWrong)
    expect(report.score).toBe(0)
    expect(report.band).toBe('Your district could benefit from comprehensive cybersecurity training.')
    expect(report.missed.every((m) => m.nextStep && m.resource.slug)).toBe(true)
    expect(report.missedCategories).toHaveLength(8)
  })

  it('uses the spec band at 60%', () => {
    const nineRight = correct.map((a, i) => (i < 6 ? (a + 1) % 4 : a))
    expect(buildQuizReport(quizQuestions, nineRight).band).toBe('Good job! Consider additional training in some areas.')
  })
})

describe('the report request schema', () => {
  it('takes the answers as hidden fields, in any order, and gives them back in quiz order', () => {
    const parsed = quizReportSchema.parse({ ...identity, answers: fields(threeWrong).reverse() })
    expect(parsed.answers).toEqual(threeWrong)
  })

  it.each([
    [
      'an answer out of range',
      () => fields(correct).with(3, `${quizQuestions[3]!.id}:4`),
      /question 4 is not one of its options/,
    ],
    ['14 answers', () => fields(correct).slice(0, 14), /needs all 15 answers; 14 were sent/],
    ['an unknown question id', () => fields(correct).with(0, '999:1'), /question the quiz does not have \(999\)/],
    ['a question twice', () => fields(correct).with(1, fields(correct)[0]!), /answered twice/],
    ['no answers', () => undefined, /answers are missing/],
    ['a score instead of answers', () => ['15'], /could not be read/],
  ])('refuses %s with a clear message', (_, answers, message) => {
    const parsed = quizReportSchema.safeParse({ ...identity, answers: answers() })
    expect(parsed.success).toBe(false)
    expect(parsed.error?.issues.map((i) => i.message).join(' ')).toMatch(message)
  })
})
