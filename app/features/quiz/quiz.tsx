import { CheckCircle2, RotateCcw, XCircle } from 'lucide-react'
import { useEffect, useReducer, useRef } from 'react'
import type { QuizQuestion } from '#content/types.ts'
import { sendCompletion } from './completion.ts'
import { initialQuizState, quizReducer } from './quiz-machine.ts'
import { QuizReportForm } from './quiz-report-form.tsx'
import { ScoreCard } from './score-card.tsx'

export function Quiz({ questions }: { questions: readonly QuizQuestion[] }) {
  const [state, dispatch] = useReducer(quizReducer(questions), initialQuizState)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const resultRef = useRef<HTMLHeadingElement>(null)
  const feedbackRef = useRef<HTMLDivElement>(null)
  const started = useRef(false)

  // Move focus to the new question or the results, so keyboard and screen-reader users follow along.
  useEffect(() => {
    if (!started.current) {
      started.current = true
      return
    }
    if (state.finished) resultRef.current?.focus()
    else if (!state.submitted) headingRef.current?.focus()
  }, [state.index, state.finished, state.submitted])

  useEffect(() => {
    if (state.submitted) feedbackRef.current?.focus()
  }, [state.submitted])

  // One anonymous completion per run through the quiz, sent when the results appear.
  const sent = useRef(false)
  useEffect(() => {
    if (!state.finished) {
      sent.current = false
      return
    }
    if (sent.current) return
    sent.current = true
    sendCompletion(state.answers)
  }, [state.finished, state.answers])

  if (state.finished) {
    return (
      <>
        <ScoreCard
          score={state.score}
          total={questions.length}
          headingRef={resultRef}
          tryAgain={
            <button type="button" className="btn-secondary" onClick={() => dispatch({ type: 'reset' })}>
              <RotateCcw aria-hidden="true" className="size-4" />
              Try Again
            </button>
          }
        />
        <QuizReportForm questions={questions} answers={state.answers} />
      </>
    )
  }

  const question = questions[state.index]!
  const last = state.index === questions.length - 1
  const correct = state.selected === question.correctAnswer
  return (
    <div className="card p-6 sm:p-8">
      <div className="flex items-center justify-between gap-4 text-sm">
        <span className="font-medium text-muted">
          Question {state.index + 1} of {questions.length}
        </span>
        <span className="rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-700">
          {question.category}
        </span>
      </div>
      <progress
        className="mt-3 block h-2 w-full appearance-none overflow-hidden rounded-full [&::-moz-progress-bar]:bg-brand-600 [&::-webkit-progress-bar]:bg-surface [&::-webkit-progress-value]:bg-brand-600"
        aria-label="Quiz progress"
        max={questions.length}
        value={state.index + (state.submitted ? 1 : 0)}
      />
      <fieldset className="mt-6">
        <legend className="w-full">
          <h2 ref={headingRef} tabIndex={-1} className="text-xl leading-snug font-semibold outline-none sm:text-2xl">
            {question.question}
          </h2>
        </legend>
        <div className="mt-5 grid gap-3">
          {question.options.map((option, i) => {
            const chosen = state.selected === i
            const isCorrect = i === question.correctAnswer
            let tone = 'border-slate-300 hover:border-brand-500'
            if (chosen && !state.submitted) tone = 'border-brand-600 bg-brand-50 ring-1 ring-brand-600'
            if (state.submitted && isCorrect) tone = 'border-success-600 bg-green-50 text-green-900'
            if (state.submitted && chosen && !isCorrect) tone = 'border-danger-600 bg-red-50 text-red-900'
            return (
              <label
                key={option}
                data-state={
                  state.submitted ? (isCorrect ? 'correct' : chosen ? 'wrong' : 'idle') : chosen ? 'selected' : 'idle'
                }
                className={`flex items-start gap-3 rounded-xl border p-4 text-left ${state.submitted ? 'cursor-default' : 'cursor-pointer'} ${tone}`}
              >
                <input
                  type="radio"
                  name={`question-${question.id}`}
                  value={i}
                  checked={chosen}
                  disabled={state.submitted}
                  onChange={() => dispatch({ type: 'select', option: i })}
                  className="mt-1 size-4 accent-brand-600"
                />
                <span className="flex-1">{option}</span>
                {state.submitted && isCorrect ? (
                  <CheckCircle2 aria-label="Correct answer" className="size-5 text-success-700" />
                ) : null}
                {state.submitted && chosen && !isCorrect ? (
                  <XCircle aria-label="Your answer, incorrect" className="size-5 text-danger-700" />
                ) : null}
              </label>
            )
          })}
        </div>
      </fieldset>

      {state.submitted ? (
        <div
          ref={feedbackRef}
          tabIndex={-1}
          className={`mt-6 rounded-xl border p-5 outline-none ${correct ? 'border-green-200 bg-green-50' : 'border-amber-200 bg-amber-50'}`}
        >
          <p className="font-semibold">
            {correct ? 'Correct.' : `Not quite. The correct answer is: ${question.options[question.correctAnswer]}`}
          </p>
          <p className="mt-2 leading-7 text-slate-700">{question.explanation}</p>
        </div>
      ) : null}

      <div className="mt-6 flex items-center justify-between gap-4">
        <p className="text-sm text-muted" aria-live="polite">
          Score: {state.score}
        </p>
        {state.submitted ? (
          <button type="button" className="btn-primary" onClick={() => dispatch({ type: 'next' })}>
            {last ? 'View Results' : 'Next Question'}
          </button>
        ) : (
          <button
            type="button"
            className="btn-primary"
            disabled={state.selected === null}
            onClick={() => dispatch({ type: 'submit' })}
          >
            Submit Answer
          </button>
        )}
      </div>
    </div>
  )
}
