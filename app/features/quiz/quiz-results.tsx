import { CalendarCheck, GraduationCap, RotateCcw } from 'lucide-react'
import { mark } from '#app/lib/marks.ts'
import type { QuizQuestion } from '#content/types.ts'
import { buildQuizReport } from './quiz-report.ts'
import { QuizReportForm } from './quiz-report-form.tsx'
import { QUIZ_ANCHOR, QUIZ_PATH } from './quiz-steps.ts'

export function QuizResults({
  questions,
  answers,
}: {
  questions: readonly QuizQuestion[]
  answers: readonly number[]
}) {
  const { score, total, percentage, band, categories } = buildQuizReport(questions, answers)
  return (
    <>
      <section id={QUIZ_ANCHOR} aria-labelledby="quiz-results-heading" className="card p-6 outline-none sm:p-10">
        <div className="text-center">
          <h2
            id="quiz-results-heading"
            tabIndex={-1}
            className="text-2xl font-bold outline-none"
            {...mark('quizFocus')}
          >
            Your results
          </h2>
          <p className="mt-5 text-5xl font-bold text-brand-700" data-testid="quiz-score">
            {score}/{total}
          </p>
          <p className="mt-2 text-lg font-semibold text-muted" data-testid="quiz-percentage">
            {percentage}%
          </p>
          <p className="mx-auto mt-5 max-w-md text-lg" data-testid="quiz-message">
            {band}
          </p>
        </div>
        <h3 className="mt-8 text-lg font-semibold">By category</h3>
        <ul className="mt-3 grid gap-x-8 gap-y-3 sm:grid-cols-2" data-testid="quiz-categories">
          {categories.map(({ category, right, missed }) => (
            <li key={category}>
              <p className="flex justify-between gap-3 text-sm">
                <span className="font-medium">{category}</span>
                <span className={missed ? 'text-danger-700' : 'text-success-700'}>
                  {right} of {right + missed} right
                </span>
              </p>
              {/* The words above say it; the bar only shows it (no inline style: the CSP allows none). */}
              <progress
                aria-hidden="true"
                max={right + missed}
                value={right}
                className="mt-1.5 block h-2 w-full appearance-none overflow-hidden rounded-full [&::-moz-progress-bar]:bg-success-600 [&::-webkit-progress-bar]:bg-red-100 [&::-webkit-progress-value]:bg-success-600"
              />
            </li>
          ))}
        </ul>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row sm:flex-wrap">
          <a href={`${QUIZ_PATH}#${QUIZ_ANCHOR}`} className="btn-secondary" {...mark('quizStep')}>
            <RotateCcw aria-hidden="true" className="size-4" />
            Try Again
          </a>
          <a href="/#contact" className="btn-primary">
            <GraduationCap aria-hidden="true" className="size-4" />
            Get Training
          </a>
          <a href="/book" className="btn-secondary">
            <CalendarCheck aria-hidden="true" className="size-4" />
            Book a 30-minute call
          </a>
        </div>
      </section>
      <QuizReportForm questions={questions} answers={answers} />
    </>
  )
}
