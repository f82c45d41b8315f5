import { ErrorSummary } from '#app/components/ui/error-summary.tsx'
import type { FormRefusal } from '#app/lib/forms/form-refusal.ts'
import { PROOF_REQUIRED } from '#app/lib/proof-of-work.ts'
import { useSite } from '#app/lib/site.ts'

/** A refused post without a script (decision 33); under a flood, how else to reach us. */
export function LeadFormSummary({
  refusal,
  idOf,
  id = refusal ? `${refusal.form}-problem` : 'form-problem',
  subject = 'form',
  className,
}: {
  refusal: FormRefusal | undefined
  idOf: (field: string) => string
  id?: string
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
