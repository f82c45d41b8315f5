import { describe, expect, it } from 'vitest'
import { quizQuestions } from '#content/quiz.ts'
import { scoreMessage } from './quiz-report.ts'
import { nextStep, scoreOf, stepAt, stepPath } from './quiz-steps.ts'

const at = (query: string) => stepAt(quizQuestions, new URLSearchParams(query))
const correct = quizQuestions.map((q) => q.correctAnswer as number)
const digits = (answers: readonly number[]) => answers.join('')

describe('a step of the quiz, from its address', () => {
  it('starts at question 1 with nothing chosen', () => {
    expect(at('')).toEqual({ kind: 'question', number: 1, answers: [] })
    expect(at('utm_source=board')).toEqual({ kind: 'question', number: 1, answers: [] })
  })

  it('tells an open question from an answered one by the answers it holds', () => {
    expect(at('q=8&a=1203023')).toEqual({ kind: 'question', number: 8, answers: [1, 2, 0, 3, 0, 2, 3] })
    expect(at('q=8&a=12030231')).toEqual({ kind: 'answered', number: 8, answers: [1, 2, 0, 3, 0, 2, 3, 1] })
    expect(at(`a=${digits(correct)}`)).toEqual({ kind: 'results', answers: correct })
  })

  it('refuses what is not a step of the quiz, saying why, rather than guess', () => {
    const refusals = {
      'q=3&a=1': 'holds 1 answer for question 3',
      'q=3&a=12301': 'holds 5 answers for question 3',
      'q=16&a=': 'names a question the quiz does not have',
      'q=0&a=': 'names a question the quiz does not have',
      'q=x&a=': 'names a question the quiz does not have',
      'q=2&a=4': "answers that are not the quiz's",
      'q=2&a=-1': "answers that are not the quiz's",
      'a=120': "holds 3 answers of the quiz's 15",
      [`a=${digits(correct)}0`]: "answers that are not the quiz's",
    }
    for (const [query, words] of Object.entries(refusals)) {
      const step = at(query)
      expect(step.kind, query).toBe('refused')
      expect(step.kind === 'refused' && step.message, query).toContain(words)
      expect(step.kind === 'refused' && step.message, query).toContain('Start the quiz again from question 1.')
    }
  })

  it('writes each step back as the address it was read from', () => {
    for (const query of ['q=8&a=1203023', 'q=8&a=12030231', `a=${digits(correct)}`, 'q=1&a=2']) {
      const step = at(query)
      if (step.kind === 'refused') throw new Error(query)
      expect(stepPath(step, false)).toBe(`/cybersecurity-quiz?${query}`)
      expect(stepPath(step)).toBe(`/cybersecurity-quiz?${query}#quiz`)
    }
    expect(stepPath({ kind: 'question', number: 1, answers: [] })).toBe('/cybersecurity-quiz#quiz')
  })

  it('goes on to the next question, and after the last to the results', () => {
    expect(nextStep(quizQuestions, { kind: 'answered', number: 3, answers: [1, 2, 0] })).toEqual({
      kind: 'question',
      number: 4,
      answers: [1, 2, 0],
    })
    expect(nextStep(quizQuestions, { kind: 'answered', number: 15, answers: correct })).toEqual({
      kind: 'results',
      answers: correct,
    })
  })
})

describe('the score', () => {
  it('counts the right answers so far', () => {
    expect(scoreOf(quizQuestions, [])).toBe(0)
    expect(scoreOf(quizQuestions, correct.slice(0, 5))).toBe(5)
    expect(
      scoreOf(
        quizQuestions,
        correct.map((c) => (c + 1) % 4),
      ),
    ).toBe(0)
  })

  it('has the spec’s three bands, 80% and 60% included in the higher one', () => {
    expect(scoreMessage(80)).toBe('Excellent! You have strong cybersecurity knowledge.')
    expect(scoreMessage(79)).toBe('Good job! Consider additional training in some areas.')
    expect(scoreMessage(60)).toBe('Good job! Consider additional training in some areas.')
    expect(scoreMessage(59)).toBe('Your district could benefit from comprehensive cybersecurity training.')
  })
})
