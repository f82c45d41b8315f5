import type { QuizQuestion } from '#content/types.ts'

/** Spec §4 quiz: select (changeable) → submit (locks, scores) → next → ... → results → try again. */
export interface QuizState {
  index: number
  selected: number | null
  submitted: boolean
  score: number
  finished: boolean
  /** the option submitted for each question so far: what a completion sends (completion.ts) */
  answers: number[]
}

export type QuizAction = { type: 'select'; option: number } | { type: 'submit' } | { type: 'next' } | { type: 'reset' }

export const initialQuizState: QuizState = {
  index: 0,
  selected: null,
  submitted: false,
  score: 0,
  finished: false,
  answers: [],
}

export function quizReducer(questions: readonly QuizQuestion[]) {
  return (state: QuizState, action: QuizAction): QuizState => {
    switch (action.type) {
      case 'select':
        return state.submitted || state.finished ? state : { ...state, selected: action.option }
      case 'submit': {
        if (state.submitted || state.selected === null) return state
        const correct = questions[state.index]?.correctAnswer === state.selected
        return {
          ...state,
          submitted: true,
          score: state.score + (correct ? 1 : 0),
          answers: [...state.answers, state.selected],
        }
      }
      case 'next':
        if (!state.submitted) return state
        if (state.index + 1 >= questions.length) return { ...state, finished: true }
        return { ...state, index: state.index + 1, selected: null, submitted: false }
      case 'reset':
        return initialQuizState
    }
  }
}

/** Spec §9 score bands, verbatim. */
export function scoreMessage(percentage: number): string {
  if (percentage >= 80) return 'Excellent! You have strong cybersecurity knowledge.'
  if (percentage >= 60) return 'Good job! Consider additional training in some areas.'
  return 'Your district could benefit from comprehensive cybersecurity training.'
}
