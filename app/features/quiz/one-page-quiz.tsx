import { ErrorSummary } from '#app/components/ui/error-summary.tsx'
import type { QuizQuestion } from '#content/types.ts'
import { answerFieldName, QUIZ_ACTION, questionFieldsetId } from './quiz-answers.ts'

/**
 * The quiz as one page of questions, for a browser that runs no script (decision 33): the page
 * shows it in a `<noscript>` instead of the one-question-at-a-time quiz, and it posts to the quiz's
 * action, which answers with the results page. A refusal draws it again with the choices kept.
 */
export function OnePageQuiz({
  questions,
  chosen = [],
  unanswered = [],
  className,
}: {
  questions: readonly QuizQuestion[]
  chosen?: readonly (number | null)[]
  /** question numbers (1-based) sent without an answer */
  unanswered?: readonly number[]
  className?: string
}) {
  return (
    <form method="post" action={QUIZ_ACTION} aria-labelledby="one-page-quiz-heading" className={className}>
      <div className="card p-6 sm:p-8">
        <h2 id="one-page-quiz-heading" className="text-xl font-semibold sm:text-2xl">
          All {questions.length} questions on one page
        </h2>
        <p className="mt-2 leading-7 text-slate-700">
          Choose one answer for each question, then press See My Results at the end. You will see your score, the
          correct answer to each question and why.
        </p>
        {unanswered.length ? (
          <ErrorSummary
            id="one-page-quiz-problem"
            title={`Your results are not ready: ${unanswered.length === 1 ? 'one question has' : `${unanswered.length} questions have`} no answer yet.`}
            problems={unanswered.map(
              (n) => [questionFieldsetId(questions[n - 1]!), `Choose an answer for question ${n}`] as const,
            )}
            className="mt-5"
          />
        ) : null}
      </div>
      <ol className="mt-6 grid gap-6">
        {questions.map((question, i) => {
          const missing = unanswered.includes(i + 1)
          return (
            <li key={question.id} className="card p-6 sm:p-8">
              <fieldset
                id={questionFieldsetId(question)}
                aria-describedby={missing ? `${questionFieldsetId(question)}-error` : undefined}
              >
                <legend className="w-full">
                  <span className="flex items-center justify-between gap-4 text-sm">
                    <span className="font-medium text-muted">
                      Question {i + 1} of {questions.length}
                    </span>
                    <span className="rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-700">
                      {question.category}
                    </span>
                  </span>
                  <span className="mt-3 block text-lg leading-snug font-semibold sm:text-xl">{question.question}</span>
                </legend>
                {missing ? (
                  <p
                    id={`${questionFieldsetId(question)}-error`}
                    className="mt-3 text-sm font-semibold text-danger-700"
                  >
                    Choose an answer for question {i + 1}
                  </p>
                ) : null}
                <div className="mt-4 grid gap-3">
                  {question.options.map((option, o) => (
                    <label
                      key={option}
                      className="flex cursor-pointer items-start gap-3 rounded-xl border border-slate-300 p-4 text-left hover:border-brand-500 has-checked:border-brand-600 has-checked:bg-brand-50"
                    >
                      <input
                        type="radio"
                        name={answerFieldName(question)}
                        value={o}
                        defaultChecked={chosen[i] === o}
                        className="mt-1 size-4 accent-brand-600"
                      />
                      <span className="flex-1">{option}</span>
                    </label>
                  ))}
                </div>
              </fieldset>
            </li>
          )
        })}
      </ol>
      <div className="card mt-6 flex flex-col gap-3 p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8">
        <p className="text-sm text-muted">Your answers are counted anonymously: no name or address is kept.</p>
        <button type="submit" className="btn-primary">
          See My Results
        </button>
      </div>
    </form>
  )
}
