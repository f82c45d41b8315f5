import { describe, expect, it } from 'vitest'
import { quizQuestions } from '#content/quiz.ts'
import { answersFromForm, answersFromParam, resultsPath } from './quiz-answers.ts'

const form = (entries: Record<string, string>) => new URLSearchParams(entries)
const all = (option: string) => Object.fromEntries(quizQuestions.map((q) => [`q${q.id}`, option]))

describe('the one-page quiz answers', () => {
  it('reads one option per question, and names the questions left unanswered or forged', () => {
    expect(answersFromForm(quizQuestions, form(all('2')))).toEqual({
      chosen: quizQuestions.map(() => 2),
      unanswered: [],
    })
    const { [`q${quizQuestions[1]!.id}`]: _, ...withoutSecond } = all('1')
    const forged = { ...withoutSecond, [`q${quizQuestions[4]!.id}`]: '7', [`q${quizQuestions[6]!.id}`]: '1; drop' }
    const { chosen, unanswered } = answersFromForm(quizQuestions, form(forged))
    expect(unanswered).toEqual([2, 5, 7])
    expect(chosen[0]).toBe(1)
    expect(chosen[1]).toBeNull()
  })

  it('round-trips through the results address, and refuses anything but one option per question', () => {
    const answers = quizQuestions.map((q) => q.correctAnswer as number)
    const path = resultsPath(answers)
    expect(answersFromParam(quizQuestions, new URL(path, 'https://x.example').searchParams.get('answers'))).toEqual(
      answers,
    )
    for (const bad of [
      null,
      '',
      '0'.repeat(14),
      '0'.repeat(16),
      `${'0'.repeat(14)}4`,
      `${'0'.repeat(14)}x`,
      '-'.repeat(15),
    ]) {
      expect(answersFromParam(quizQuestions, bad)).toBeNull()
    }
  })
})
