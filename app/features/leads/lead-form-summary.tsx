import { ErrorSummary } from '#app/components/ui/error-summary.tsx'
import type { FormRefusal } from '#app/lib/forms/form-refusal.ts'
import { PROOF_REQUIRED } from '#app/lib/proof-of-work.ts'
import { useSite } from '#app/lib/site.ts'

/**
 * Above a lead form the server refused (posted without a script, decision 33): every field's
 * message linked to its field; or, when the site was flooded and wanted the proof of work a script
 * would have done, that it is busy and how else to reach us, with the visitor's input kept below.
 * The booking forms use it too, saying "booking" for "form".
 */
export function LeadFormSummary({
  refusal,
  idOf,
  id = refusal ? `${refusal.form}-problem` : 'form-problem',
  subject = 'form',
  className,
}: {
  refusal: FormRefusal | undefined
  /** the id of a field's control, by its name */
  idOf: (field: string) => string
  /** the summary's own id (default: the lead form's name, then `-problem`) */
  id?: string
  /** what was not sent: "form", "booking" */
  subject?: string
  className?: string
}) {
  const site = useSite()
  if (!refusal) return null
  if (refusal.reason === PROOF_REQUIRED) {
    return (
      <ErrorSummary id={id} title={`This ${subject} was not sent: the site is busy right now`} className={className}>
        <p className="mt-1">
          We are receiving an unusual number of requests. What you typed is still below: please try again in a few
          minutes, or email{' '}
          <a href={`mailto:${site.email}`} className="font-semibold underline">
            {site.email}
          </a>{' '}
          or call{' '}
          <a href={site.phoneHref} className="font-semibold underline">
            {site.phone}
          </a>
          .
        </p>
      </ErrorSummary>
    )
  }
  const problems = Object.entries(refusal.errors).flatMap(([field, messages]) =>
    messages[0] ? [[idOf(field), messages[0]] as const] : [],
  )
  return (
    <ErrorSummary
      id={id}
      title={problems.length ? `This ${subject} was not sent. Please check:` : `This ${subject} was not sent.`}
      problems={problems}
      className={className}
    >
      {problems.length ? null : <p className="mt-1">{refusal.message}</p>}
    </ErrorSummary>
  )
}
