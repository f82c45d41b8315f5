import type { ReactNode } from 'react'
import { Badge } from '#app/components/ui/badge.tsx'
import { contactServices, optionLabel } from '#app/features/leads/lead-options.ts'
import type { LeadKind } from '#app/features/leads/lead-kinds.ts'
import type { LeadStatus } from '#app/features/leads/lead-status.ts'
import type { AllLeadsRow, ContactRow, DownloadRow, MeetingRow, NewsletterRow, QuizReportRow } from './api.ts'
import { meetingStates, subscriberStatus } from './lead-columns.ts'
import { ResponseTime } from './sla.tsx'
import { StatusSelect } from './status-select.tsx'

/** What a kind's table shows in a cell beyond its text (lead-columns.ts), per column id. */
export type Cells<Row> = Partial<Record<string, (row: Row, timeZone: string) => ReactNode>>

export interface RowActions {
  open: (email: string, requestId?: number) => void
  now: number
}

const emailLink = ({ email }: { email: string }) => (
  <span className="inline-block min-w-40">
    <a href={`mailto:${email}`} className="break-all text-brand-700 hover:underline">
      {email}
    </a>
  </span>
)

const nameButton =
  (open: RowActions['open'], withRequest: boolean) =>
  (row: { id: number; firstName: string; lastName: string; email: string }) => (
    <button
      type="button"
      onClick={() => open(row.email, withRequest ? row.id : undefined)}
      className="text-left font-semibold text-ink hover:text-brand-700 hover:underline"
    >
      {row.firstName} {row.lastName}
    </button>
  )

type Named = { id: number; email: string; firstName?: string | null; lastName?: string | null }
const personName = (row: Named) => (row.firstName ? `${row.firstName} ${row.lastName}` : row.email)
const pipelineCell = (kind: LeadKind) => (row: Named & { leadStatus: LeadStatus }) => (
  <StatusSelect kind={kind} id={row.id} status={row.leadStatus} name={personName(row)} />
)

export const contactCells = ({ open, now }: RowActions): Cells<ContactRow> => ({
  name: nameButton(open, true),
  email: emailLink,
  status: (c) => (
    <span className="flex flex-col items-start gap-1.5">
      <StatusSelect kind="contacts" id={c.id} status={c.status} name={`${c.firstName} ${c.lastName}`} />
      <ResponseTime {...c} now={now} />
    </span>
  ),
  services: ({ services }) =>
    services?.length ? (
      <span className="flex flex-wrap gap-1">
        {services.map((s) => (
          <Badge key={s} size="sm">
            {optionLabel(contactServices, s)}
          </Badge>
        ))}
      </span>
    ) : (
      'N/A'
    ),
})
export const newsletterCells = (_actions: RowActions): Cells<NewsletterRow> => ({
  email: emailLink,
  status: (n, timeZone) => (
    <span className="flex flex-col items-start gap-0.5">
      <span>{subscriberStatus(n, timeZone)}</span>
      {n.bounceReason ? (
        <span className="line-clamp-3 text-xs break-words text-muted" title={n.bounceReason}>
          {n.bounceReason}
        </span>
      ) : null}
    </span>
  ),
  leadStatus: pipelineCell('newsletters'),
})
const personCells = (kind: LeadKind, { open }: RowActions) => ({
  name: nameButton(open, false),
  email: emailLink,
  leadStatus: pipelineCell(kind),
})
export const downloadCells = (actions: RowActions): Cells<DownloadRow> => personCells('downloads', actions)
export const quizReportCells = (actions: RowActions): Cells<QuizReportRow> => personCells('quizReports', actions)

export const allLeadsCells = ({ open }: RowActions): Cells<AllLeadsRow> => ({
  name: (row) => (
    <span className="flex min-w-40 flex-col items-start gap-0.5">
      <button
        type="button"
        onClick={() => open(row.email, row.kind === 'contacts' ? row.id : undefined)}
        className="text-left font-semibold break-all text-ink hover:text-brand-700 hover:underline"
      >
        {personName(row)}
      </button>
      {row.firstName ? emailLink(row) : null}
    </span>
  ),
  status: (row) => <StatusSelect kind={row.kind} id={row.id} status={row.status} name={personName(row)} />,
})

/** The consultant's confirmation is a meeting's first response (decision 40). */
export const meetingCells = (actions: RowActions): Cells<MeetingRow> => ({
  ...personCells('meetings', actions),
  status: (m) => (
    <span className="flex flex-col items-start gap-1.5">
      <span>{meetingStates[m.status]}</span>
      {m.status === 'cancelled' ? null : (
        <ResponseTime status="new" createdAt={m.createdAt} firstResponseAt={m.confirmedAt} now={actions.now} />
      )}
    </span>
  ),
})
