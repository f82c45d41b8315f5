import { FieldError } from '#app/components/ui/field-error.tsx'
import type { SlotDay } from './slots.ts'

/** One day's open times as radio buttons (decisions 40 and 59): a plain control for keyboard, screen reader, no script. */
export function SlotPicker({
  day,
  chosen,
  errors,
  idPrefix,
}: {
  day: SlotDay
  chosen?: string
  errors?: string[]
  idPrefix: string
}) {
  const errorId = `${idPrefix}-slot-error`
  return (
    <fieldset aria-describedby={errors?.length ? errorId : undefined}>
      <legend className="text-base font-semibold text-ink">{day.label}</legend>
      <FieldError id={errorId}>{errors?.[0]}</FieldError>
      {/* As many columns as fit the space beside the month, each time on one line. */}
      <div className="mt-3 grid grid-cols-[repeat(auto-fill,minmax(5.25rem,1fr))] gap-2">
        {day.times.map((time, t) => (
          <label
            key={time.start}
            className="flex cursor-pointer items-center justify-center rounded-lg border whitespace-nowrap border-slate-400 bg-white px-2 py-2.5 text-sm font-medium text-ink hover:border-brand-600 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-700 has-[:checked]:text-white has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500 has-[:focus-visible]:ring-offset-2"
          >
            <input
              type="radio"
              name="slot"
              value={time.start}
              id={t === 0 ? `${idPrefix}-slot` : undefined}
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
    </fieldset>
  )
}
