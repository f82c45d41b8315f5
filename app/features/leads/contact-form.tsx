import { LeadIdentityFields } from './lead-identity-fields.tsx'
import { Honeypot } from '#app/components/ui/honeypot.tsx'
import { PrivacyNote } from '#app/components/ui/privacy-note.tsx'
import { Send } from 'lucide-react'
import { SelectField, TextAreaField } from '#app/components/ui/field.tsx'
import { FieldError } from '#app/components/ui/field-error.tsx'
import { contactPositions, contactServices, studentCounts } from './lead-options.ts'
import type { ContactInput } from './lead.schema.ts'
import { text } from '#app/lib/forms/use-json-form.ts'
import { useLeadForm } from './use-lead-form.ts'

function read(form: HTMLFormElement): ContactInput {
  const data = new FormData(form)
  return {
    firstName: text(form, 'firstName'),
    lastName: text(form, 'lastName'),
    email: text(form, 'email'),
    position: text(form, 'position') as ContactInput['position'],
    district: text(form, 'district'),
    studentCount: (text(form, 'studentCount') || undefined) as ContactInput['studentCount'],
    services: data.getAll('services').map(String) as ContactInput['services'],
    message: text(form, 'message') || undefined,
  }
}

export function ContactForm() {
  const { errors, pending, onSubmit } = useLeadForm({
    loadSchema: () => import('./lead.schema.ts').then((m) => m.contactSchema),
    url: '/api/contacts',
    read,
    success: {
      title: 'Success!',
      description: "Your consultation request has been submitted. We'll contact you within 4 hours.",
    },
    failure: { title: 'Submission Failed', fallback: 'Failed to submit contact form. Please try again.' },
  })

  return (
    <form
      noValidate
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
          {pending ? 'Sending...' : 'Request Free Consultation'}
        </button>
      </div>
    </form>
  )
}
