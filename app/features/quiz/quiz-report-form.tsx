import { FileDown } from 'lucide-react'
import { useEffect, useState, type FormEvent } from 'react'
import { ErrorSummary } from '#app/components/ui/error-summary.tsx'
import { Honeypot } from '#app/components/ui/honeypot.tsx'
import { RequiredFieldsFooter } from '#app/components/ui/required-fields-footer.tsx'
import { leadFieldId, LeadIdentityFields, StudentCountField } from '#app/features/leads/lead-identity-fields.tsx'
import { contactPositions } from '#app/features/leads/lead-options.ts'
import { downloadBlob, fileNameOf } from '#app/lib/download.ts'
import { useFormRefusal, type FormRefusal } from '#app/lib/forms/form-refusal.ts'
import { PROOF_REQUIRED } from '#app/lib/proof-of-work.ts'
import { useSite } from '#app/lib/site.ts'
import type { QuizQuestion } from '#content/types.ts'
import { resultsPath } from './quiz-answers.ts'
import { QUIZ_REPORT_ACTION, QUIZ_REPORT_FORM as FORM } from './quiz-report-form-spec.ts'

const idOf = (name: string) => leadFieldId(FORM, name)
const FIELD_NAMES = new Set(['firstName', 'lastName', 'email', 'position', 'district', 'studentCount'])

type Status =
  | { state: 'idle' }
  | { state: 'sending' }
  | { state: 'sent'; email: string }
  | { state: 'refused'; refusal: FormRefusal }

/** A refusal the script draws itself, when the server's answer could not be read. */
const refusalOf = (message: string): FormRefusal => ({ form: FORM, message, code: 'invalid', errors: {}, values: {} })

/**
 * "Get your district's report (PDF)" below the quiz's results (decision 39). A plain form: it posts
 * the visitor's details and the answers, as hidden fields, to the results page, which answers with
 * the PDF as an attachment or draws itself again with the refusal (quiz-report-action.server.ts).
 * With the script, the same post goes by fetch to the report's own address, so a refusal is shown
 * beside the fields and the results stay on screen; the server checks everything either way.
 */
export function QuizReportForm({
  questions,
  answers,
}: {
  questions: readonly QuizQuestion[]
  answers: readonly number[]
}) {
  const site = useSite()
  const posted = useFormRefusal(FORM)
  const [status, setStatus] = useState<Status>(posted ? { state: 'refused', refusal: posted } : { state: 'idle' })
  const refusal = status.state === 'refused' ? status.refusal : undefined
  const errors = refusal?.errors ?? {}
  const values = posted?.values ?? {}
  const busy = refusal?.reason === PROOF_REQUIRED

  // React honours autoFocus only on form controls: the summary of a refusal drawn here takes the
  // focus itself, so keyboard and screen-reader users start from what to fix.
  useEffect(() => {
    if (refusal) document.getElementById('quiz-report-problem')?.focus()
  }, [refusal])

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (status.state === 'sending') return
    const form = event.currentTarget
    const fields = new FormData(form)
    setStatus({ state: 'sending' })
    try {
      const response = await fetch(QUIZ_REPORT_ACTION, {
        method: 'POST',
        headers: { Accept: 'application/json, application/pdf' },
        body: new URLSearchParams([...fields].filter((e): e is [string, string] => typeof e[1] === 'string')),
      })
      if (response.ok && response.headers.get('content-type')?.startsWith('application/pdf')) {
        const fileName = fileNameOf(response.headers.get('content-disposition')) ?? 'cybersecurity quiz report.pdf'
        downloadBlob(await response.blob(), fileName)
        setStatus({ state: 'sent', email: String(fields.get('email') ?? '') })
        return
      }
      const body = (await response.json().catch(() => null)) as FormRefusal | null
      setStatus({
        state: 'refused',
        refusal: body?.message ? body : refusalOf('The report could not be made. Please try again.'),
      })
    } catch {
      setStatus({
        state: 'refused',
        refusal: refusalOf('The report could not be sent: check your connection and try again.'),
      })
    }
  }

  const problems = Object.entries(errors)
    .filter(([field, messages]) => FIELD_NAMES.has(field) && messages[0])
    .map(([field, messages]) => [idOf(field), messages[0]!] as const)
  const otherProblems = Object.entries(errors)
    .filter(([field]) => !FIELD_NAMES.has(field))
    .flatMap(([, messages]) => messages.slice(0, 1))

  return (
    <section aria-labelledby="quiz-report-heading" className="card mt-8 p-6 sm:p-10">
      <h2 id="quiz-report-heading" className="text-2xl font-bold">
        Get your district&apos;s report (PDF)
      </h2>
      <p className="mt-3 leading-7 text-slate-700">
        A report to keep or forward to your board: your score, a summary by category, each missed question with the
        correct answer, one next step and a free resource for each, and a plan for the first 30, 60 and 90 days.
      </p>
      {status.state === 'sent' ? (
        <div
          role="status"
          className="mt-6 rounded-xl border border-green-200 bg-green-50 p-5"
          data-testid="quiz-report-sent"
        >
          <p className="font-semibold">Your report is downloading.</p>
          {/* The same words whether or not the copy goes: the answer never tells who had mail from us. */}
          <p className="mt-1 text-slate-700">
            A copy is on its way to {status.email}, so you can forward it. We send one email to an address a day: if
            this one already had ours today, keep the download.
          </p>
        </div>
      ) : null}
      <form
        method="post"
        action={resultsPath(answers)}
        noValidate
        onSubmit={(event) => void submit(event)}
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
          <input key={q.id} type="hidden" name="answers" value={`${q.id}:${answers[i] ?? ''}`} />
        ))}
        <Honeypot />
        <LeadIdentityFields form={FORM} positions={contactPositions} errors={errors} values={values} />
        <StudentCountField
          form={FORM}
          value={typeof values.studentCount === 'string' ? values.studentCount : ''}
          errors={errors.studentCount}
        />
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
            disabled={status.state === 'sending'}
            aria-describedby="quiz-report-consent"
          >
            <FileDown aria-hidden="true" className="size-4" />
            {status.state === 'sending' ? 'Preparing your report...' : 'Get the report (PDF)'}
          </button>
        </RequiredFieldsFooter>
      </form>
    </section>
  )
}
