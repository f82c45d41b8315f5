import { FileDown } from 'lucide-react'
import { ErrorSummary } from '#app/components/ui/error-summary.tsx'
import { Honeypot } from '#app/components/ui/honeypot.tsx'
import { RequiredFieldsFooter } from '#app/components/ui/required-fields-footer.tsx'
import { leadFieldId, LeadIdentityFields, StudentCountField } from '#app/features/leads/lead-identity-fields.tsx'
import { contactPositions } from '#app/features/leads/lead-options.ts'
import { keptValue, useFormRefusal } from '#app/lib/forms/form-refusal.ts'
import { mark } from '#app/lib/marks.ts'
import { PROOF_REQUIRED } from '#app/lib/proof-of-work.ts'
import { useSite } from '#app/lib/site.ts'
import type { QuizQuestion } from '#content/types.ts'
import { QUIZ_REPORT_FIELDS, QUIZ_REPORT_FORM as FORM } from './quiz-report-form-spec.ts'
import { answerField } from './quiz-report.schema.ts'
import { stepPath } from './quiz-steps.ts'

const idOf = (name: string) => leadFieldId(FORM, name)
const FIELD_NAMES = new Set<string>(QUIZ_REPORT_FIELDS)

/** Decision 39. Markup only: app/islands/quiz.ts sends the same post by fetch. */
export function QuizReportForm({
  questions,
  answers,
}: {
  questions: readonly QuizQuestion[]
  answers: readonly number[]
}) {
  const site = useSite()
  const refusal = useFormRefusal(FORM)
  const errors = refusal?.errors ?? {}
  const busy = refusal?.reason === PROOF_REQUIRED
  const problems = Object.entries(errors)
    .filter(([field, messages]) => FIELD_NAMES.has(field) && messages[0])
    .map(([field, messages]) => [idOf(field), messages[0]!] as const)
  const otherProblems = Object.entries(errors)
    .filter(([field]) => !FIELD_NAMES.has(field))
    .flatMap(([, messages]) => messages.slice(0, 1))

  return (
    <section aria-labelledby="quiz-report-heading" className="card mt-8 p-6 sm:p-10" {...mark('quizReport')}>
      <h2 id="quiz-report-heading" className="text-2xl font-bold">
        Get your district&apos;s report (PDF)
      </h2>
      <p className="mt-3 leading-7 text-slate-700">
        A report to keep or forward to your board: your score, a summary by category, each missed question with the
        correct answer, one next step and a free resource for each, and a plan for the first 30, 60 and 90 days.
      </p>
      <template {...mark('quizReportSent')}>
        <div
          role="status"
          tabIndex={-1}
          className="mt-6 rounded-xl border border-green-200 bg-green-50 p-5 outline-none focus:ring-2 focus:ring-success-600"
          data-testid="quiz-report-sent"
        >
          <p className="font-semibold">Your report is downloading.</p>
          {/* The same words whether or not the copy goes: the answer never tells who had mail from us. */}
          <p className="mt-1 text-slate-700">
            A copy is on its way to <span {...mark('quizReportEmail')} />, so you can forward it. We send one email to
            an address a day: if this one already had ours today, keep the download.
          </p>
        </div>
      </template>
      <form
        method="post"
        action={stepPath({ kind: 'results', answers: [...answers] }, false)}
        noValidate
        aria-label="Get your district's report"
        className="relative mt-6 grid gap-5 sm:grid-cols-2"
      >
        {refusal ? (
          <ErrorSummary
            id="quiz-report-problem"
            title={
              busy
                ? 'The report was not sent: the site is busy right now'
                : problems.length
                  ? 'The report was not sent. Please check:'
                  : 'The report was not sent.'
            }
            problems={problems}
            className="sm:col-span-2"
          >
            {busy ? (
              <p className="mt-1">
                Please try again in a few minutes, or email{' '}
                <a href={`mailto:${site.email}`} className="font-semibold underline">
                  {site.email}
                </a>
                .
              </p>
            ) : problems.length === 0 || otherProblems.length ? (
              <p className="mt-1">{otherProblems[0] ?? refusal.message}</p>
            ) : null}
          </ErrorSummary>
        ) : null}
        {questions.map((q, i) => (
          <input key={q.id} type="hidden" name="answers" value={answerField(q.id, answers[i]!)} />
        ))}
        <Honeypot />
        <LeadIdentityFields form={FORM} positions={contactPositions} refusal={refusal} />
        <StudentCountField form={FORM} value={keptValue(refusal, 'studentCount')} errors={errors.studentCount} />
        <p className="text-sm text-muted sm:col-span-2" id="quiz-report-consent">
          We make the report from your answers and email it to this address once, and we keep your details, answers and
          score so that we can follow up about the report. This is not a newsletter signup: you will not be added to any
          mailing list.{' '}
          <a href="/privacy" className="text-brand-700 underline">
            Privacy notice
          </a>
        </p>
        <RequiredFieldsFooter spanColumns>
          <button
            type="submit"
            className="btn-primary"
            aria-describedby="quiz-report-consent"
            {...mark('pending', 'Preparing your report...')}
          >
            <FileDown aria-hidden="true" className="size-4" />
            Get the report (PDF)
          </button>
        </RequiredFieldsFooter>
      </form>
    </section>
  )
}
