import type { FormHTMLAttributes } from 'react'
import { Honeypot } from '#app/components/ui/honeypot.tsx'
import type { FormRefusal } from '#app/lib/forms/form-refusal.ts'
import { mark } from '#app/lib/marks.ts'
import { LEAD_FORM_FIELD, type LeadFormName } from './lead-forms.ts'
import { LeadFormSummary } from './lead-form-summary.tsx'

/** A post that works without a script (decision 33). */
export function LeadForm({
  name,
  action,
  refusal,
  idOf,
  summaryClassName,
  children,
  ...props
}: {
  name: LeadFormName
  action: string
  refusal: FormRefusal | undefined
  idOf: (field: string) => string
  summaryClassName: string
} & Omit<FormHTMLAttributes<HTMLFormElement>, 'action' | 'method'>) {
  return (
    <form method="post" action={action} noValidate {...mark('leadForm', name)} {...props}>
      <input type="hidden" name={LEAD_FORM_FIELD} value={name} />
      <LeadFormSummary refusal={refusal} idOf={idOf} className={summaryClassName} />
      <Honeypot />
      {children}
    </form>
  )
}
