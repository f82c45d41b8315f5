import { describe, expect, it } from 'vitest'
import { quizQuestions } from '#content/quiz.ts'
import { initialQuizState, quizReducer, scoreMessage } from './quiz-machine.ts'

const reduce = quizReducer(quizQuestions)

describe('quiz state machine', () => {
  it('needs a choice to submit, lets the choice change until submitted, then locks it', () => {
    let s = reduce(initialQuizState, { type: 'submit' })
    expect(s.submitted).toBe(false)
    s = reduce(s, { type: 'select', option: 0 })
    s = reduce(s, { type: 'select', option: 2 })
    expect(s.selected).toBe(2)
    s = reduce(s, { type: 'submit' })
    expect(s.submitted).toBe(true)
    expect(reduce(s, { type: 'select', option: 1 }).selected).toBe(2)
    expect(reduce(s, { type: 'submit' })).toBe(s)
  })

  it('scores a perfect run 15/15 and a wrong run 0/15, then resets', () => {
    for (const perfect of [true, false]) {
      let s = initialQuizState
      for (const q of quizQuestions) {
        s = reduce(s, { type: 'select', option: perfect ? q.correctAnswer : (q.correctAnswer + 1) % 4 })
        s = reduce(s, { type: 'submit' })
        s = reduce(s, { type: 'next' })
      }
      expect(s.finished).toBe(true)
      expect(s.score).toBe(perfect ? 15 : 0)
      // What the anonymous completion sends: the option submitted for each question, in order.
      expect(s.answers).toEqual(quizQuestions.map((q) => (perfect ? q.correctAnswer : (q.correctAnswer + 1) % 4)))
      expect(reduce(s, { type: 'reset' })).toEqual(initialQuizState)
    }
  })

  it('uses the three score bands of spec §9', () => {
    expect(scoreMessage(100)).toBe('Excellent! You have strong cybersecurity knowledge.')
    expect(scoreMessage(80)).toBe('Excellent! You have strong cybersecurity knowledge.')
    expect(scoreMessage(79.9)).toBe('Good job! Consider additional training in some areas.')
    expect(scoreMessage(60)).toBe('Good job! Consider additional training in some areas.')
    expect(scoreMessage(59)).toBe('Your district could benefit from comprehensive cybersecurity training.')
  })

  it('has 15 well-formed questions over all eight categories', () => {
    expect(quizQuestions).toHaveLength(15)
    expect(new Set(quizQuestions.map((q) => q.category)).size).toBe(8)
    for (const q of quizQuestions) {
      expect(q.options).toHaveLength(4)
      expect(new Set(q.options).size).toBe(4)
      expect(q.explanation.length).toBeGreaterThan(40)
    }
  })
})
