import { CheckCircle2, XCircle } from 'lucide-react'
import type { ReactNode } from 'react'
import { ErrorSummary } from '#app/components/ui/error-summary.tsx'
import { mark } from '#app/lib/marks.ts'
import type { QuizQuestion } from '#content/types.ts'
import { nextStep, QUIZ_ANCHOR, scoreOf, stepPath, type QuizStep } from './quiz-steps.ts'

type QuestionStep = Extract<QuizStep, { kind: 'question' | 'answered' }>

/** Spec §4, decision 56. The score row stays at the foot of a phone's screen (`sticky`), always in reach. */
export function QuizQuestionCard({
  questions,
  step,
  problem,
}: {
  questions: readonly QuizQuestion[]
  step: QuestionStep
  problem?: string
}) {
  const question = questions[step.number - 1]!
  const answered = step.kind === 'answered'
  const chosen = answered ? step.answers[step.number - 1]! : undefined
  const correct = chosen === question.correctAnswer
  const options = (
    <fieldset>
      <legend className="w-full">
        <h2
          id="quiz-question"
          tabIndex={-1}
          className="text-lg leading-snug font-semibold outline-none sm:text-2xl"
          {...(answered ? {} : mark('quizFocus'))}
        >
          {question.question}
        </h2>
      </legend>
      <div className="mt-3 grid gap-2 sm:mt-5 sm:gap-3">
        {question.options.map((option, i) => {
          const state = !answered ? 'idle' : question.correctAnswer === i ? 'correct' : chosen === i ? 'wrong' : 'idle'
          const tone = {
            idle: answered
              ? 'border-slate-200 text-slate-700'
              : 'cursor-pointer border-slate-300 hover:border-brand-500 has-checked:border-brand-600 has-checked:bg-brand-50 has-checked:ring-1 has-checked:ring-brand-600',
            correct: 'border-success-600 bg-green-50 text-green-900',
            wrong: 'border-danger-600 bg-red-50 text-red-900',
          }[state]
          return (
            <label
              key={option}
              data-state={state}
              className={`flex items-start gap-3 rounded-xl border px-3.5 py-2 text-left text-[0.9375rem] leading-6 sm:p-4 sm:text-base ${tone}`}
            >
              <input
                type="radio"
                name="choice"
                value={i}
                required
                disabled={answered}
                defaultChecked={chosen === i}
                className="mt-1 size-4 shrink-0 accent-brand-600"
              />
              <span className="flex-1">{option}</span>
              {state === 'correct' ? (
                <CheckCircle2 aria-label="Correct answer" className="size-5 shrink-0 text-success-700" />
              ) : null}
              {state === 'wrong' ? (
                <XCircle aria-label="Your answer, incorrect" className="size-5 shrink-0 text-danger-700" />
              ) : null}
            </label>
          )
        })}
      </div>
    </fieldset>
  )
  const actionRow = (children: ReactNode) => (
    <div className="sticky bottom-0 -mx-5 mt-5 flex items-center justify-between gap-4 rounded-b-2xl border-t border-line bg-white/95 px-5 py-2 backdrop-blur sm:-mx-8 sm:px-8 sm:py-4">
      <p className="text-sm text-muted">
        Score: {scoreOf(questions, step.answers)}
        <span className="sr-only"> of {questions.length}</span>
      </p>
      {children}
    </div>
  )
  return (
    <section id={QUIZ_ANCHOR} aria-labelledby="quiz-question" className="card px-5 pt-5 outline-none sm:px-8 sm:pt-8">
      <div className="flex items-center justify-between gap-4 text-sm">
        <span className="font-medium text-muted">
          Question {step.number} of {questions.length}
        </span>
        <span className="rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-700">
          {question.category}
        </span>
      </div>
      <progress
        className="mt-2 mb-3 block h-2 w-full appearance-none overflow-hidden rounded-full sm:mb-6 [&::-moz-progress-bar]:bg-brand-600 [&::-webkit-progress-bar]:bg-surface [&::-webkit-progress-value]:bg-brand-600"
        aria-label="Quiz progress"
        max={questions.length}
        value={step.answers.length}
      />
      {answered ? (
        <>
          {options}
          <div
            className={`mt-4 rounded-xl border p-4 sm:mt-6 sm:p-5 ${correct ? 'border-green-200 bg-green-50' : 'border-amber-200 bg-amber-50'}`}
            {...mark('quizAnnounce')}
          >
            <p className="font-semibold">
              {correct ? 'Correct.' : `Not quite. The correct answer is: ${question.options[question.correctAnswer]}`}
            </p>
            <p className="mt-2 leading-7 text-slate-700">{question.explanation}</p>
          </div>
          {actionRow(
            <a
              href={stepPath(nextStep(questions, step))}
              className="btn-primary"
              {...mark('quizStep')}
              {...mark('quizFocus')}
            >
              {step.number === questions.length ? 'View Results' : 'Next Question'}
            </a>,
          )}
        </>
      ) : (
        // The question and the answers so far are in the address.
        <form method="post" action={stepPath(step, false)} aria-labelledby="quiz-question">
          {problem ? <ErrorSummary id="quiz-problem" title={problem} className="mb-4" /> : null}
          {options}
          {actionRow(
            <button type="submit" className="btn-primary">
              Submit Answer
            </button>,
          )}
        </form>
      )}
    </section>
  )
}
