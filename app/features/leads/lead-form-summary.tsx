import { ErrorSummary } from '#app/components/ui/error-summary.tsx'
import { useSite } from '#app/lib/site.ts'
import type { LeadFormRefusal } from './lead-form-refusal.ts'

/**
 * Above a lead form the server refused (posted without a script, decision 33): every field's
 * message linked to its field; or, when the site was flooded and wanted the proof of work a script
 * would have done, that it is busy and how else to reach us, with the visitor's input kept below.
 */
export function LeadFormSummary({
  refusal,
  idOf,
  className,
}: {
  refusal: LeadFormRefusal | undefined
  /** the id of a field's control, by its name */
  idOf: (field: string) => string
  className?: string
}) {
  const site = useSite()
  if (!refusal) return null
  const id = `${refusal.leadForm}-problem`
  if (refusal.busy) {
    return (
      <ErrorSummary id={id} title="This form was not sent: the site is busy right now" className={className}>
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
      title={problems.length ? 'This form was not sent. Please check:' : 'This form was not sent.'}
      problems={problems}
      className={className}
    >
      {problems.length ? null : <p className="mt-1">{refusal.message}</p>}
    </ErrorSummary>
  )
}
