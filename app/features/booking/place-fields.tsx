import { Phone, Video } from 'lucide-react'
import { TextField } from '#app/components/ui/field.tsx'
import { FieldError } from '#app/components/ui/field-error.tsx'
import { leadFieldId } from '#app/features/leads/lead-identity-fields.tsx'
import type { PlaceKind } from './place.ts'

const choices = {
  video: { Icon: Video, label: 'Video call', hint: 'the link comes with your invitation' },
  phone: { Icon: Phone, label: 'Phone call', hint: 'we call the number you give' },
} as const

/** How the meeting happens (decision 59): a choice when both are offered; the number whenever a call may be chosen. */
export function PlaceFields({
  form,
  places,
  values,
  errors,
}: {
  form: string
  places: readonly PlaceKind[]
  values: Record<string, string | string[]>
  errors: Record<string, string[]>
}) {
  if (!places.length) return null
  const kept = typeof values.place === 'string' ? values.place : places[0]
  const phone = places.includes('phone')
  const both = places.length > 1
  const only = choices[places[0]!]
  return (
    <fieldset className="grid gap-4" aria-describedby={errors.place ? leadFieldId(form, 'place-error') : undefined}>
      <legend className="mb-3 text-base font-semibold text-ink">3. How we meet</legend>
      <FieldError id={leadFieldId(form, 'place-error')}>{errors.place?.[0]}</FieldError>
      {both ? (
        <div className="grid gap-2 sm:grid-cols-2">
          {places.map((kind, i) => {
            const { Icon, label, hint } = choices[kind]
            return (
              <label
                key={kind}
                className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-400 bg-white p-3 text-sm has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500"
              >
                <input
                  type="radio"
                  name="place"
                  value={kind}
                  id={i === 0 ? leadFieldId(form, 'place') : undefined}
                  defaultChecked={kept === kind}
                  className="mt-0.5 size-4 accent-brand-700"
                />
                <Icon aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
                <span>
                  <span className="block font-semibold text-ink">{label}</span>
                  <span className="text-muted">{hint}</span>
                </span>
              </label>
            )
          })}
        </div>
      ) : (
        <p className="flex items-center gap-2 text-sm">
          <input type="hidden" name="place" value={places[0]} />
          <only.Icon aria-hidden="true" className="size-5 text-brand-700" />
          <span>
            <strong className="font-semibold">{only.label}</strong>: {only.hint}.
          </span>
        </p>
      )}
      {phone ? (
        <TextField
          id={leadFieldId(form, 'phone')}
          name="phone"
          type="tel"
          autoComplete="tel"
          maxLength={40}
          required={!both}
          label={both ? 'Phone number, for a phone call' : 'Phone number'}
          hint="We call this number at the meeting’s time. Outside the United States, start with + and the country code."
          defaultValue={typeof values.phone === 'string' ? values.phone : undefined}
          errors={errors.phone}
          className="sm:max-w-sm"
        />
      ) : null}
    </fieldset>
  )
}
