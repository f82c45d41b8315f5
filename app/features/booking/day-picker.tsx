import { ChevronLeft, ChevronRight } from 'lucide-react'
import { mark } from '#app/lib/marks.ts'
import type { DayChoice, MonthDay } from './month-view.ts'
import { SlotPicker } from './slot-picker.tsx'

/** The address of a day on the same page: its query only, with what the page keeps (the zone). */
export const dayHref = (date: string, keep: Record<string, string> = {}) =>
  `?${new URLSearchParams({ ...keep, day: date })}`

const openTimes = (n: number) => (n === 1 ? '1 open time' : `${n} open times`)

function DayCell({ day, chosen, keep }: { day: MonthDay | null; chosen: string; keep: Record<string, string> }) {
  if (!day) return <td />
  const n = Number(day.date.slice(8))
  if (!day.open)
    return (
      <td className="p-0.5 text-center">
        <span className="flex h-10 items-center justify-center text-slate-500 line-through decoration-slate-400">
          <span aria-hidden="true">{n}</span>
          <span className="sr-only">{day.label}, no open times</span>
        </span>
      </td>
    )
  const current = day.date === chosen
  return (
    <td className="p-0.5 text-center">
      <a
        href={dayHref(day.date, keep)}
        {...mark('dayLink', day.date)}
        aria-current={current ? 'true' : undefined}
        className={`flex h-10 items-center justify-center rounded-full font-semibold focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2 ${
          current ? 'bg-brand-700 text-white' : 'bg-brand-50 text-brand-800 hover:bg-brand-100'
        }`}
      >
        <span aria-hidden="true">{n}</span>
        <span className="sr-only">
          {day.label}, {openTimes(day.open)}
        </span>
      </a>
    </td>
  )
}

function MonthLink({ to, keep, rel }: { to: DayChoice['next']; keep: Record<string, string>; rel: 'prev' | 'next' }) {
  const Icon = rel === 'prev' ? ChevronLeft : ChevronRight
  const text = rel === 'prev' ? 'Earlier month' : 'Later month'
  if (!to) return <span className="size-10" />
  return (
    <a
      href={dayHref(to.date, keep)}
      {...mark('dayLink', to.date)}
      className="flex size-10 items-center justify-center rounded-full text-brand-700 hover:bg-brand-50 focus-visible:ring-2 focus-visible:ring-brand-500"
    >
      <Icon aria-hidden="true" className="size-5" />
      <span className="sr-only">
        {text}: {to.label}
      </span>
    </a>
  )
}

/** Day, then time (decision 59): days are links; app/islands/day-picker.ts swaps `dayView` in place. */
export function DayPicker({
  choice,
  keep,
  idPrefix,
  heading,
  chosen,
  errors,
}: {
  choice: DayChoice
  /** query parameters every day's link keeps (`tz`) */
  keep?: Record<string, string>
  idPrefix: string
  heading: string
  chosen?: string
  errors?: string[]
}) {
  const { day } = choice
  return (
    <div {...mark('dayPicker')}>
      <h3 className="text-base font-semibold text-ink">{heading}</h3>
      <p className="sr-only" aria-live="polite" {...mark('dayStatus')} />
      <div
        {...mark('dayView', `${day.label}: ${openTimes(day.times.length)}`)}
        className="mt-3 grid gap-6 md:grid-cols-[minmax(0,20rem)_1fr] md:gap-8"
      >
        <table className="w-full table-fixed border-collapse text-sm">
          <caption className="mb-2">
            <span className="flex items-center justify-between">
              <MonthLink to={choice.previous} keep={keep ?? {}} rel="prev" />
              <span className="font-semibold text-ink">{choice.monthLabel}</span>
              <MonthLink to={choice.next} keep={keep ?? {}} rel="next" />
            </span>
          </caption>
          <thead>
            <tr>
              {['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].map((d) => (
                <th key={d} scope="col" className="pb-1 text-xs font-medium text-muted">
                  {d}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {choice.weeks.map((week) => (
              <tr key={week.find(Boolean)?.date}>
                {week.map((d, i) => (
                  <DayCell key={d?.date ?? `blank-${i}`} day={d} chosen={day.date} keep={keep ?? {}} />
                ))}
              </tr>
            ))}
          </tbody>
        </table>
        <SlotPicker day={day} idPrefix={idPrefix} chosen={chosen} errors={errors} />
      </div>
    </div>
  )
}
