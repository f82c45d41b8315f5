import { Loader2 } from 'lucide-react'
import { AdminHeader } from '#app/components/layout/admin-header.tsx'
import { AdminForm } from '#app/components/ui/admin-form.tsx'
import { TextField } from '#app/components/ui/field.tsx'
import { useToast } from '#app/components/ui/toast.tsx'
import { calendarUrlSchema } from '#app/features/booking/availability.schema.ts'
import { useAdminForm } from '#app/lib/forms/admin-form.ts'
import { useMeetings, useSaveCalendar, useSettings, type Meeting } from './api.ts'
import { MeetingRow, when } from './meeting-row.tsx'
import { AvailabilityForm } from './availability-form.tsx'
import { SubscribeLink } from './subscribe-link.tsx'
import { DAY } from '#app/lib/durations.ts'
import { calendarDay } from '#app/lib/dates.ts'

/** The meetings of today, the next 7 days and later, on the site's clocks. */
function groups(meetings: Meeting[], timeZone: string, now: Date) {
  const today = calendarDay(now, timeZone)
  const weekEnd = calendarDay(new Date(now.getTime() + 7 * DAY), timeZone)
  const live = meetings.filter((m) => new Date(m.endsAt) > now)
  const day = (m: Meeting) => calendarDay(new Date(m.startsAt), timeZone)
  return [
    { title: 'Today', rows: live.filter((m) => day(m) === today) },
    { title: 'This week', rows: live.filter((m) => day(m) > today && day(m) <= weekEnd) },
    { title: 'Later', rows: live.filter((m) => day(m) > weekEnd) },
  ]
}

function CalendarForm({ calendarUrl }: { calendarUrl: string | null }) {
  const { toast } = useToast()
  const save = useSaveCalendar()
  const { form, fields, pending } = useAdminForm({
    id: `calendar-form-${calendarUrl ?? ''}`,
    schema: calendarUrlSchema,
    defaultValue: { calendarUrl: calendarUrl ?? '' },
    async send(value) {
      await save.mutateAsync({ calendarUrl: value.calendarUrl ?? null })
      toast({ title: 'Calendar saved' })
    },
    failureField: 'calendarUrl',
    failure: (error) => error.message || 'Please try again.',
  })
  return (
    <AdminForm form={form} className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end" aria-label="Your calendar">
      <TextField
        name="calendarUrl"
        type="url"
        label="Your calendar's secret iCal address"
        hint="Google Calendar: Settings → your calendar → Secret address in iCal format. Outlook: Publish a calendar → ICS link."
        defaultValue={calendarUrl ?? ''}
        errors={fields.calendarUrl.errors}
        className="grow"
      />
      <button type="submit" className="btn-primary" disabled={pending}>
        {pending ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : null}
        Save
      </button>
    </AdminForm>
  )
}

export function MeetingsView({ username, timeZone }: { username: string; timeZone: string }) {
  const meetings = useMeetings()
  const settings = useSettings()
  const data = meetings.data
  return (
    <>
      <AdminHeader title="Meetings" subtitle="Free consultations booked on the site" username={username} />
      <main className="container-page space-y-8 py-8">
        {!data ? (
          <p role="status" className="text-muted">
            {meetings.isError ? 'The meetings could not be loaded. Please reload the page.' : 'Loading meetings…'}
          </p>
        ) : (
          <>
            {groups(data.meetings, timeZone, new Date()).map((group) => (
              <section key={group.title} className="card p-5" aria-labelledby={`meetings-${group.title}`}>
                <h2 id={`meetings-${group.title}`} className="text-lg font-bold">
                  {group.title}
                </h2>
                {group.rows.length ? (
                  <ul>
                    {group.rows.map((m) => (
                      <MeetingRow key={m.id} meeting={m} timeZone={timeZone} />
                    ))}
                  </ul>
                ) : (
                  <p className="mt-2 text-sm text-muted">No meetings.</p>
                )}
              </section>
            ))}
            <section className="card p-5" aria-labelledby="availability-heading">
              <h2 id="availability-heading" className="text-lg font-bold">
                Availability
              </h2>
              {settings.data ? (
                <AvailabilityForm settings={settings.data} timeZone={timeZone} />
              ) : (
                <p className="mt-2 text-sm text-muted" role="status">
                  {settings.isError ? 'The settings could not be loaded. Please reload the page.' : 'Loading…'}
                </p>
              )}
            </section>
            <section className="card p-5" aria-labelledby="calendar-heading">
              <h2 id="calendar-heading" className="text-lg font-bold">
                Calendars
              </h2>
              <SubscribeLink feedUrl={data.feedUrl} />
              <CalendarForm calendarUrl={data.calendarUrl} />
              <p className="mt-2 text-sm text-muted" role="status">
                {data.calendar.lastSuccessAt
                  ? `Last fetched successfully at ${when(data.calendar.lastSuccessAt, timeZone)}.`
                  : data.calendarUrl
                    ? 'Not fetched successfully yet.'
                    : 'No calendar connected: only booked meetings block times.'}
                {data.calendar.lastError ? ` Last attempt failed: ${data.calendar.lastError}` : ''}
              </p>
            </section>
          </>
        )}
      </main>
    </>
  )
}
