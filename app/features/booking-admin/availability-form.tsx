import { Loader2 } from 'lucide-react'
import { AdminForm } from '#app/components/ui/admin-form.tsx'
import { TextAreaField, TextField } from '#app/components/ui/field.tsx'
import { FieldError } from '#app/components/ui/field-error.tsx'
import { useToast } from '#app/components/ui/toast.tsx'
import type { Availability } from '#app/features/booking/availability.ts'
import { availabilityFormSchema, formValues, WEEKDAYS } from '#app/features/booking/availability-form.schema.ts'
import { useAdminForm } from '#app/lib/forms/admin-form.ts'
import { useSaveSettings } from './api.ts'

/** The settings that are one number each, with their labels, in the form's order. */
const NUMBER_FIELDS = [
  ['meetingMinutes', 'Meeting length (minutes)'],
  ['bufferBeforeMinutes', 'Buffer before (minutes)'],
  ['bufferAfterMinutes', 'Buffer after (minutes)'],
  ['minimumNoticeHours', 'Minimum notice (hours)'],
  ['horizonDays', 'How far ahead (days)'],
  ['dailyCap', 'Daily cap (empty: none)'],
] as const

/** The Availability settings (decision 40): saving changes the open times at once; booked meetings keep theirs. */
export function AvailabilityForm({ settings, timeZone }: { settings: Availability; timeZone: string }) {
  const { toast } = useToast()
  const save = useSaveSettings()
  const defaults = formValues(settings)
  const { form, fields, pending } = useAdminForm({
    id: 'availability-form',
    schema: availabilityFormSchema,
    defaultValue: defaults,
    async send(value) {
      await save.mutateAsync(value)
      toast({ title: 'Availability saved', description: 'The booking page shows the new times now.' })
    },
    failure: (error) => error.message || 'Please try again.',
  })
  const field = (name: string) => (fields as unknown as Record<string, { errors?: string[] }>)[name]?.errors
  const text = (name: string) => String(defaults[name] ?? '')
  return (
    <AdminForm form={form} className="mt-4 space-y-6" aria-label="Availability">
      <fieldset>
        <legend className="text-sm font-semibold">Weekly hours, on the site’s clocks ({timeZone})</legend>
        <div className="mt-2 space-y-2">
          {/* One weekday's hours: open or not, from and to (fields `open{n}`, `start{n}`, `end{n}`; ISO weekday n). */}
          {WEEKDAYS.map((name, i) => {
            const n = i + 1
            return (
              <div key={name} className="grid grid-cols-2 items-start gap-3 sm:grid-cols-[8rem_1fr_1fr]">
                <label className="col-span-2 flex min-h-10 items-center gap-2 text-sm font-medium sm:col-span-1">
                  <input
                    type="checkbox"
                    name={`open${n}`}
                    defaultChecked={defaults[`open${n}`] === true}
                    className="size-4"
                  />
                  {name}
                </label>
                {(['start', 'end'] as const).map((end) => (
                  <TextField
                    key={end}
                    name={`${end}${n}`}
                    type="time"
                    label={`${name} ${end === 'start' ? 'from' : 'to'}`}
                    defaultValue={text(`${end}${n}`)}
                    errors={field(`${end}${n}`)}
                  />
                ))}
              </div>
            )
          })}
        </div>
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-3">
        {NUMBER_FIELDS.map(([name, label]) => (
          <TextField
            key={name}
            name={name}
            type="number"
            label={label}
            defaultValue={text(name)}
            errors={field(name)}
          />
        ))}
      </div>
      <fieldset className="space-y-3">
        <legend className="text-sm font-semibold">Where meetings happen</legend>
        <TextField
          name="videoUrl"
          type="url"
          label="Video meeting room"
          hint="Your Zoom, Google Meet or Teams link (https://…). Empty: no video calls."
          defaultValue={text('videoUrl')}
          errors={field('videoUrl')}
        />
        <label className="flex items-center gap-2 text-sm font-medium">
          <input type="checkbox" name="phoneCalls" defaultChecked={defaults.phoneCalls === true} className="size-4" />
          Phone calls: the visitor gives the number you call
        </label>
        <p className="text-sm text-muted">
          Both: the visitor chooses. Neither: the booking page says “by phone or video, as you prefer”. A new room
          address is sent to the upcoming video meetings as an updated invitation.
        </p>
      </fieldset>
      <TextAreaField
        name="daysOff"
        label="Days off"
        hint="One date or range a line, for example 2026-12-21 to 2027-01-01"
        defaultValue={text('daysOff')}
        errors={field('daysOff')}
        rows={3}
      />
      <FieldError id="availability-form-error" role="alert">
        {form.errors?.[0]}
      </FieldError>
      <button type="submit" className="btn-primary" disabled={pending}>
        {pending ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : null}
        Save availability
      </button>
    </AdminForm>
  )
}
