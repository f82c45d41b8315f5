import { LeadIdentityFields } from './lead-identity-fields.tsx'
import { Honeypot } from '#app/components/ui/honeypot.tsx'
import { PrivacyNote } from '#app/components/ui/privacy-note.tsx'
import { Send } from 'lucide-react'
import { SelectField, TextAreaField } from '#app/components/ui/field.tsx'
import { FieldError } from '#app/components/ui/field-error.tsx'
import { contactPositions, contactServices, studentCounts } from './lead-options.ts'
import { contactForm } from './lead-forms.ts'
import { useLeadForm } from './use-lead-form.ts'

export function ContactForm() {
  const { errors, pending, onSubmit } = useLeadForm(contactForm)

  return (
    <form
      noValidate
      data-lead-form="contact"
      onSubmit={onSubmit}
      aria-label="Request a free consultation"
      className="relative grid gap-5 sm:grid-cols-2"
    >
      <Honeypot />
      <LeadIdentityFields positions={contactPositions} errors={errors} />
      <SelectField
        label="Student count"
        name="studentCount"
        options={studentCounts}
        placeholder="Select district size (optional)"
        errors={errors.studentCount}
        className="sm:col-span-2"
      />
      <fieldset className="sm:col-span-2" aria-describedby={errors.services ? 'services-error' : undefined}>
        <legend className="mb-2 text-sm font-medium text-slate-800">Services of interest (optional)</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {contactServices.map((s) => (
            <label
              key={s.value}
              className="flex cursor-pointer items-center gap-3 rounded-lg border border-slate-300 px-3 py-2.5 text-sm hover:border-brand-500 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
            >
              <input type="checkbox" name="services" value={s.value} className="size-4 accent-brand-600" />
              {s.label}
            </label>
          ))}
        </div>
        <FieldError id="services-error">{errors.services?.[0]}</FieldError>
      </fieldset>
      <TextAreaField
        label="How can we help? (optional)"
        name="message"
        maxLength={5000}
        rows={4}
        errors={errors.message}
        className="sm:col-span-2"
        placeholder="Tell us about your district, a deadline, or a concern."
      />
      <div className="sm:col-span-2">
        <PrivacyNote />
      </div>
      <div className="flex flex-col gap-3 sm:col-span-2 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-xs text-muted">
          Fields marked <span aria-hidden="true">*</span>
          <span className="sr-only">required</span> are required.
        </p>
        <button type="submit" className="btn-primary" disabled={pending}>
          <Send aria-hidden="true" className="size-4" />
          {pending ? contactForm.pending : 'Request Free Consultation'}
        </button>
      </div>
    </form>
  )
}
