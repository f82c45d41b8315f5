import { mark } from '#app/lib/marks.ts'
import { BOOKING_INTENT } from './booking-paths.ts'
import { Select } from '#app/components/ui/select.tsx'

/** Which zone the times are shown in (decision 40): a form without a script; with one, the browser's zone. */
export function TimeZoneForm({
  action,
  timeZone,
  options,
  consultantZone,
}: {
  action: string
  timeZone: string
  options: readonly { value: string; label: string }[]
  /** the consultant's zone, named */
  consultantZone: string
}) {
  return (
    <form
      method="post"
      action={action}
      {...mark('timeZone')}
      className="rounded-xl border border-line bg-surface p-4 sm:p-5"
    >
      <input type="hidden" name={BOOKING_INTENT} value="zone" />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="grow">
          <label htmlFor="book-time-zone" className="block text-sm font-semibold text-ink">
            Show times in
          </label>
          <Select
            id="book-time-zone"
            name="timeZone"
            defaultValue={timeZone}
            autoComplete="off"
            className="mt-1.5 block w-full rounded-lg border border-slate-500 bg-white px-3 py-2.5 text-base text-ink focus:border-brand-500 focus:ring-2 focus:ring-brand-500 focus:outline-none sm:text-sm"
            options={options}
          />
        </div>
        <button type="submit" className="btn-secondary" {...mark('timeZoneSubmit')}>
          Show times
        </button>
      </div>
      <p className="mt-3 text-sm text-muted">Our consultant works on {consultantZone}.</p>
    </form>
  )
}
