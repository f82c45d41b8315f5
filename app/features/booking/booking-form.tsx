import { CalendarCheck } from 'lucide-react'
import { TextAreaField } from '#app/components/ui/field.tsx'
import { ErrorSummary } from '#app/components/ui/error-summary.tsx'
import { Honeypot } from '#app/components/ui/honeypot.tsx'
import { PrivacyNote } from '#app/components/ui/privacy-note.tsx'
import { RequiredFieldsFooter } from '#app/components/ui/required-fields-footer.tsx'
import { contactPositions } from '#app/features/leads/lead-options.ts'
import { leadFieldId, LeadIdentityFields } from '#app/features/leads/lead-identity-fields.tsx'
import { LeadFormSummary } from '#app/features/leads/lead-form-summary.tsx'
import { keptValue, type FormRefusal } from '#app/lib/forms/form-refusal.ts'
import { BOOKING_INTENT } from './booking-paths.ts'
import { DayPicker } from './day-picker.tsx'
import type { DayChoice } from './month-view.ts'
import { PlaceFields } from './place-fields.tsx'
import type { PlaceKind } from './place.ts'

export function BookingSummary({ refusal, idPrefix = 'book' }: { refusal?: FormRefusal; idPrefix?: string }) {
  const id = `${idPrefix}-problem`
  if (refusal?.reason === 'slot_taken') {
    return (
      <ErrorSummary id={id} title="That time was just taken">
        <p className="mt-1">Someone booked it a moment ago. The times below are open now: please choose another.</p>
      </ErrorSummary>
    )
  }
  if (refusal?.reason === 'link_expired') {
    return (
      <ErrorSummary id={id} title="This link has expired">
        <p className="mt-1">{refusal.message}</p>
        <p className="mt-2">
          <a href="/book" className="font-medium underline">
            Choose a time again
          </a>
        </p>
      </ErrorSummary>
    )
  }
  return <LeadFormSummary refusal={refusal} id={id} idOf={(field) => leadFieldId(idPrefix, field)} subject="booking" />
}

export function BookingForm({
  action,
  choice,
  keep,
  places,
  timeZone,
  refusal,
}: {
  action: string
  choice: DayChoice
  /** what the days' links keep in the query (the zone) */
  keep: Record<string, string>
  /** how the meeting may happen (decision 59) */
  places: readonly PlaceKind[]
  timeZone: string
  refusal?: FormRefusal
}) {
  const values = refusal?.values ?? {}
  const errors = refusal?.errors ?? {}
  return (
    <form
      method="post"
      action={action}
      noValidate
      aria-label="Book a free consultation"
      className="relative grid gap-8"
    >
      <input type="hidden" name={BOOKING_INTENT} value="book" />
      <input type="hidden" name="timeZone" value={timeZone} />
      <BookingSummary refusal={refusal} />
      <Honeypot />
      <DayPicker
        choice={choice}
        keep={keep}
        idPrefix="book"
        heading="1. Choose a day, then a time"
        chosen={refusal?.reason === 'slot_taken' ? undefined : keptValue(refusal, 'slot') || undefined}
        errors={errors.slot}
      />
      <fieldset className="grid gap-5 sm:grid-cols-2">
        <legend className="mb-3 text-base font-semibold text-ink">2. Tell us who you are</legend>
        <LeadIdentityFields form="book" positions={contactPositions} refusal={refusal} />
        <TextAreaField
          id={leadFieldId('book', 'agenda')}
          label="What would you like to talk about? (optional)"
          name="agenda"
          maxLength={2000}
          rows={3}
          defaultValue={keptValue(refusal, 'agenda') || undefined}
          errors={errors.agenda}
          className="sm:col-span-2"
        />
      </fieldset>
      <PlaceFields form="book" places={places} values={values} errors={errors} />
      <p className="text-sm text-muted">
        Next, we email you a link. The time is yours once you open it and press Confirm, within 30 minutes.
      </p>
      <PrivacyNote />
      <RequiredFieldsFooter>
        <button type="submit" className="btn-primary">
          <CalendarCheck aria-hidden="true" className="size-4" />
          Book this time
        </button>
      </RequiredFieldsFooter>
    </form>
  )
}
