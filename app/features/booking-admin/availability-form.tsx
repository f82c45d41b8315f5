import { getFormProps } from '@conform-to/react'
import { Loader2 } from 'lucide-react'
import { TextAreaField, TextField } from '#app/components/ui/field.tsx'
import { FieldError } from '#app/components/ui/field-error.tsx'
import { useToast } from '#app/components/ui/toast.tsx'
import type { Availability } from '#app/features/booking/availability.ts'
import { availabilityFormSchema, formValues, WEEKDAYS } from '#app/features/booking/availability-form.schema.ts'
import { NEEDS_SCRIPT, useAdminForm } from '#app/lib/forms/admin-form.ts'
import { useSaveSettings } from './api.ts'

/**
 * The Availability settings (decision 40): weekly hours on the site's clocks, one block a day,
 * the meeting's length and buffers, notice, how far ahead, a daily cap and days off. Saving
 * changes the open times at once; meetings already booked keep their time.
 */
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
    <form
      {...getFormProps(form)}
      method="post"
      action={NEEDS_SCRIPT}
      className="mt-4 space-y-6"
      aria-label="Availability"
    >
      <fieldset>
        <legend className="text-sm font-semibold">Weekly hours, on the site’s clocks ({timeZone})</legend>
        <div className="mt-2 space-y-2">
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
                <TextField
                  name={`start${n}`}
                  type="time"
                  label={`${name} from`}
                  defaultValue={text(`start${n}`)}
                  errors={field(`start${n}`)}
                />
                <TextField
                  name={`end${n}`}
                  type="time"
                  label={`${name} to`}
                  defaultValue={text(`end${n}`)}
                  errors={field(`end${n}`)}
                />
              </div>
            )
          })}
        </div>
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          name="meetingMinutes"
          type="number"
          label="Meeting length (minutes)"
          defaultValue={text('meetingMinutes')}
          errors={field('meetingMinutes')}
        />
        <TextField
          name="bufferBeforeMinutes"
          type="number"
          label="Buffer before (minutes)"
          defaultValue={text('bufferBeforeMinutes')}
          errors={field('bufferBeforeMinutes')}
        />
        <TextField
          name="bufferAfterMinutes"
          type="number"
          label="Buffer after (minutes)"
          defaultValue={text('bufferAfterMinutes')}
          errors={field('bufferAfterMinutes')}
        />
        <TextField
          name="minimumNoticeHours"
          type="number"
          label="Minimum notice (hours)"
          defaultValue={text('minimumNoticeHours')}
          errors={field('minimumNoticeHours')}
        />
        <TextField
          name="horizonDays"
          type="number"
          label="How far ahead (days)"
          defaultValue={text('horizonDays')}
          errors={field('horizonDays')}
        />
        <TextField
          name="dailyCap"
          type="number"
          label="Daily cap (empty: none)"
          defaultValue={text('dailyCap')}
          errors={field('dailyCap')}
        />
      </div>
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
    </form>
  )
}
