import { LeadIdentityFields } from './lead-identity-fields.tsx'
import { Honeypot } from '#app/components/ui/honeypot.tsx'
import { PrivacyNote } from '#app/components/ui/privacy-note.tsx'
import { Send } from 'lucide-react'
import { SelectField, TextAreaField } from '#app/components/ui/field.tsx'
import { useToast } from '#app/components/ui/toast.tsx'
import { contactPositions, contactServices, studentCounts } from './lead-options.ts'
import type { ContactInput } from './lead.schema.ts'
import { attributionField } from './attribution.ts'
import { text, useJsonForm } from '#app/lib/forms/use-json-form.ts'

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
  const { toast } = useToast()
  const { errors, pending, onSubmit } = useJsonForm({
    loadSchema: () => import('./lead.schema.ts').then((m) => m.contactSchema),
    url: '/api/contacts',
    extra: attributionField,
    read,
    onSuccess(form) {
      form.reset()
      toast({
        title: 'Success!',
        description: "Your consultation request has been submitted. We'll contact you within 4 hours.",
      })
    },
    onFailure(error) {
      toast({
        title: 'Submission Failed',
        description: error.message || 'Failed to submit contact form. Please try again.',
        variant: 'destructive',
      })
    },
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
        {errors.services ? (
          <p id="services-error" className="mt-1.5 text-sm font-medium text-danger-700">
            {errors.services[0]}
          </p>
        ) : null}
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
