import { FieldError } from '#app/components/ui/field-error.tsx'
import type { SlotDay } from './slots.ts'

/**
 * The open times as radio buttons, one group of buttons per day (decision 40; one day under the
 * month view of decision 59, named by the legend): a plain form
 * control, so it works without a script and with a keyboard (Tab to the list, arrows between
 * times) and a screen reader (each day is a group named by its date).
 */
export function SlotPicker({
  days,
  chosen,
  errors,
  idPrefix,
  legend,
}: {
  days: readonly SlotDay[]
  chosen?: string
  errors?: string[]
  idPrefix: string
  legend: string
}) {
  const errorId = `${idPrefix}-slot-error`
  return (
    <fieldset aria-describedby={errors?.length ? errorId : undefined}>
      <legend className="text-base font-semibold text-ink">{legend}</legend>
      <FieldError id={errorId}>{errors?.[0]}</FieldError>
      <div className="mt-3 space-y-5">
        {days.map((day, d) => {
          const times = (
            <div
              className={`mt-2 grid grid-cols-3 gap-2 sm:grid-cols-4 ${days.length === 1 ? 'md:grid-cols-3 lg:grid-cols-4' : 'lg:grid-cols-6'}`}
            >
              {day.times.map((time, t) => (
                <label
                  key={time.start}
                  className="flex cursor-pointer items-center justify-center rounded-lg border border-slate-400 bg-white px-2 py-2.5 text-sm font-medium text-ink hover:border-brand-600 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-700 has-[:checked]:text-white has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500 has-[:focus-visible]:ring-offset-2"
                >
                  <input
                    type="radio"
                    name="slot"
                    value={time.start}
                    id={d === 0 && t === 0 ? `${idPrefix}-slot` : undefined}
                    defaultChecked={chosen === time.start}
                    required
                    className="sr-only"
                  />
                  <span>
                    {time.label}
                    <span className="sr-only">, {day.label}</span>
                  </span>
                </label>
              ))}
            </div>
          )
          // One day (the month view's) is named by the legend itself.
          return days.length === 1 ? (
            <div key={day.date}>{times}</div>
          ) : (
            <fieldset key={day.date}>
              <legend className="text-sm font-semibold text-slate-800">{day.label}</legend>
              {times}
            </fieldset>
          )
        })}
      </div>
    </fieldset>
  )
}
