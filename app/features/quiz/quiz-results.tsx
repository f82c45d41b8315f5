import { CheckCircle2, RotateCcw, XCircle } from 'lucide-react'
import type { QuizQuestion } from '#content/types.ts'
import { QuizReportForm } from './quiz-report-form.tsx'
import { ScoreCard } from './score-card.tsx'

/**
 * The results of the quiz answered on one page (decision 33), drawn by the server: the spec's
 * results (score, percentage, message, Try Again, Get Training), then every question with the
 * answer given, the correct one and why (what the one-question view shows after each answer), and
 * the district report's form.
 */
export function QuizResults({
  questions,
  answers,
}: {
  questions: readonly QuizQuestion[]
  answers: readonly number[]
}) {
  const score = questions.filter((q, i) => answers[i] === q.correctAnswer).length
  return (
    <>
      <ScoreCard
        score={score}
        total={questions.length}
        tryAgain={
          <a href="/cybersecurity-quiz" className="btn-secondary">
            <RotateCcw aria-hidden="true" className="size-4" />
            Try Again
          </a>
        }
      />
      <section aria-labelledby="quiz-answers-heading" className="card mt-8 p-6 sm:p-10">
        <h2 id="quiz-answers-heading" className="text-2xl font-bold">
          Your answers
        </h2>
        <ol className="mt-6 grid gap-6">
          {questions.map((q, i) => {
            const right = answers[i] === q.correctAnswer
            return (
              <li key={q.id} className={`rounded-xl border p-5 ${right ? 'border-green-200' : 'border-amber-200'}`}>
                <p className="text-sm font-medium text-muted">
                  Question {i + 1} · {q.category}
                </p>
                <h3 className="mt-1 text-lg leading-snug font-semibold">{q.question}</h3>
                <p className="mt-3 flex items-start gap-2">
                  {right ? (
                    <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success-700" />
                  ) : (
                    <XCircle aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-danger-700" />
                  )}
                  <span>
                    <strong>{right ? 'Correct.' : 'Not quite.'}</strong> Your answer: {q.options[answers[i]!]}
                  </span>
                </p>
                {right ? null : (
                  <p className="mt-2">
                    <strong>The correct answer is:</strong> {q.options[q.correctAnswer]}
                  </p>
                )}
                <p className="mt-2 leading-7 text-slate-700">{q.explanation}</p>
              </li>
            )
          })}
        </ol>
      </section>
      <QuizReportForm questions={questions} answers={answers} />
    </>
  )
}
