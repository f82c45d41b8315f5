import { Badge } from '#app/components/ui/badge.tsx'
import { Dialog } from '#app/components/ui/dialog.tsx'
import { Loading } from '#app/components/ui/loading.tsx'
import { contactPositions, downloadPositions, optionLabel } from '#app/features/leads/lead-options.ts'
import { usePerson } from './api.ts'
import { dateTime } from '#app/lib/dates.ts'
import { PersonMeetings } from './person-meetings.tsx'
import { RequestCard } from './request-card.tsx'
import { useServerNow } from './sla.tsx'

export function PersonPanel({
  email,
  requestId,
  timeZone,
  onClose,
}: {
  email: string
  requestId?: number
  timeZone: string
  onClose: () => void
}) {
  const { data, error } = usePerson(email)
  const person = data?.person
  const now = useServerNow(person?.now)
  const names = person
    ? [
        ...new Set(
          [...person.requests, ...person.meetings, ...person.downloads, ...person.quizReports].map((r) =>
            `${r.firstName} ${r.lastName}`.trim(),
          ),
        ),
      ].filter(Boolean)
    : []
  const requests = person
    ? [...person.requests].sort((a, b) => Number(b.id === requestId) - Number(a.id === requestId))
    : []
  const newsletter = person?.newsletter

  return (
    <Dialog
      open
      onClose={onClose}
      size="lg"
      title={names[0] ?? email}
      description={
        <a href={`mailto:${email}`} className="font-medium break-all text-brand-700 hover:underline">
          {email}
        </a>
      }
    >
      {error || !person ? (
        <Loading error={error}>Loading…</Loading>
      ) : (
        <div className="space-y-7" data-testid="person-panel">
          {names.length > 1 ? <p className="text-sm text-muted">Also known as {names.slice(1).join(', ')}</p> : null}
          <section aria-labelledby="person-requests">
            <h3 id="person-requests" className="mb-3 text-base font-bold">
              Consultation requests ({person.totals.requests})
            </h3>
            {requests.length ? (
              <div className="space-y-4">
                {requests.map((r) => (
                  <RequestCard key={r.id} request={r} now={now} timeZone={timeZone} highlighted={r.id === requestId} />
                ))}
              </div>
            ) : (
              <p className="text-sm text-muted">No consultation requests from this address.</p>
            )}
          </section>
          <PersonMeetings meetings={person.meetings} now={now} timeZone={timeZone} />
          <section aria-labelledby="person-downloads">
            <h3 id="person-downloads" className="mb-3 text-base font-bold">
              Resource downloads ({person.totals.downloads})
            </h3>
            {person.downloads.length ? (
              <ul className="divide-y divide-line rounded-xl border border-line">
                {person.downloads.map((d) => (
                  <li key={d.id} className="flex flex-wrap justify-between gap-x-4 gap-y-0.5 px-4 py-2.5 text-sm">
                    <span className="font-medium">{d.resourceTitle}</span>
                    <span className="text-muted">
                      {optionLabel(downloadPositions, d.position)}, {d.district} ·{' '}
                      <time dateTime={d.createdAt}>{dateTime(d.createdAt, timeZone)}</time>
                    </span>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-sm text-muted">No downloads from this address.</p>
            )}
          </section>
          <section aria-labelledby="person-quiz-reports">
            <h3 id="person-quiz-reports" className="mb-3 text-base font-bold">
              Quiz reports ({person.quizReports.length})
            </h3>
            {person.quizReports.length ? (
              <ol className="divide-y divide-line rounded-xl border border-line" data-testid="person-quiz-reports">
                {person.quizReports.map((r) => (
                  <li key={r.id} className="space-y-1 px-4 py-2.5 text-sm">
                    <p className="flex flex-wrap justify-between gap-x-4">
                      <span className="font-medium">
                        Score {r.score}/{r.questionCount}
                      </span>
                      <span className="text-muted">
                        {optionLabel(contactPositions, r.position)}, {r.district} · asked{' '}
                        <time dateTime={r.createdAt}>{dateTime(r.createdAt, timeZone)}</time>
                      </span>
                    </p>
                    <p>Missed categories: {r.missedCategories.length ? r.missedCategories.join(', ') : 'none'}</p>
                    <p className="text-muted">
                      {r.emailedAt ? (
                        <>
                          Report emailed <time dateTime={r.emailedAt}>{dateTime(r.emailedAt, timeZone)}</time>
                        </>
                      ) : r.emailStatus ? (
                        `Report email ${r.emailStatus === 'failed' ? 'failed' : 'waiting to be sent'}`
                      ) : (
                        'Downloaded only: this address had already been emailed that day'
                      )}
                    </p>
                  </li>
                ))}
              </ol>
            ) : (
              <p className="text-sm text-muted">No quiz reports for this address.</p>
            )}
          </section>
          <section aria-labelledby="person-newsletter">
            <h3 id="person-newsletter" className="mb-2 text-base font-bold">
              Newsletter
            </h3>
            {newsletter ? (
              <>
                <p className="flex flex-wrap items-center gap-2 text-sm">
                  <Badge tone={newsletter.state === 'Confirmed' ? 'brand' : 'warning'} size="sm">
                    {newsletter.state}
                  </Badge>
                  since <time dateTime={newsletter.since}>{dateTime(newsletter.since, timeZone)}</time>
                </p>
                {newsletter.bounceReason ? (
                  <p className="mt-1 text-sm break-words text-muted">
                    The mail server answered: {newsletter.bounceReason}
                  </p>
                ) : null}
              </>
            ) : (
              <p className="text-sm text-muted">Not subscribed.</p>
            )}
          </section>
        </div>
      )}
    </Dialog>
  )
}
