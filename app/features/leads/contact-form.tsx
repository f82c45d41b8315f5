import { Send } from 'lucide-react'
import { TextAreaField } from '#app/components/ui/field.tsx'
import { FieldError } from '#app/components/ui/field-error.tsx'
import { PrivacyNote } from '#app/components/ui/privacy-note.tsx'
import { RequiredFieldsFooter } from '#app/components/ui/required-fields-footer.tsx'
import { keptValue, useFormRefusal } from '#app/lib/forms/form-refusal.ts'
import { LeadForm } from './lead-form.tsx'
import { leadFieldId, LeadIdentityFields, StudentCountField } from './lead-identity-fields.tsx'
import { contactPositions, contactServices } from './lead-options.ts'

const idOf = (name: string) => leadFieldId('contact', name)

/** Works without a script (decision 33); app/islands/lead-form.ts takes it over for spec §2's JSON POST. */
export function ContactForm({ action }: { action: string }) {
  const refusal = useFormRefusal('contact')
  const errors = refusal?.errors ?? {}
  const values = refusal?.values ?? {}
  const chosen = new Set(Array.isArray(values.services) ? values.services : [])
  return (
    <LeadForm
      name="contact"
      action={action}
      refusal={refusal}
      idOf={idOf}
      summaryClassName="sm:col-span-2"
      aria-label="Request a free consultation"
      className="relative grid gap-5 sm:grid-cols-2"
    >
      <LeadIdentityFields form="contact" positions={contactPositions} refusal={refusal} />
      <StudentCountField form="contact" value={keptValue(refusal, 'studentCount')} errors={errors.studentCount} />
      <fieldset className="sm:col-span-2" aria-describedby={errors.services ? 'services-error' : undefined}>
        <legend className="mb-2 text-sm font-medium text-slate-800">Services of interest (optional)</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {contactServices.map((s, i) => (
            <label
              key={s.value}
              className="flex cursor-pointer items-center gap-3 rounded-lg border border-slate-300 px-3 py-2.5 text-sm hover:border-brand-500 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
            >
              <input
                type="checkbox"
                name="services"
                value={s.value}
                id={i === 0 ? idOf('services') : undefined}
                defaultChecked={chosen.has(s.value)}
                className="size-4 accent-brand-600"
              />
              {s.label}
            </label>
          ))}
        </div>
        <FieldError id="services-error">{errors.services?.[0]}</FieldError>
      </fieldset>
      <TextAreaField
        id={idOf('message')}
        label="How can we help? (optional)"
        name="message"
        maxLength={5000}
        rows={4}
        defaultValue={keptValue(refusal, 'message') || undefined}
        errors={errors.message}
        className="sm:col-span-2"
        placeholder="Tell us about your district, a deadline, or a concern."
      />
      <PrivacyNote className="sm:col-span-2" />
      <RequiredFieldsFooter spanColumns>
        <button type="submit" className="btn-primary">
          <Send aria-hidden="true" className="size-4" />
          Request Free Consultation
        </button>
      </RequiredFieldsFooter>
    </LeadForm>
  )
}
