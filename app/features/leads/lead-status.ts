import { MINUTE, HOUR } from '#app/lib/durations.ts'

/**
 * The consultation pipeline (beyond the spec) and the 4-hour promise of the footer (spec §1, §9),
 * without zod or React, so the dashboard, the schemas, the emails and the queries share one
 * definition.
 */
export const leadStatuses = [
  { value: 'new', label: 'New' },
  { value: 'contacted', label: 'Contacted' },
  { value: 'qualified', label: 'Qualified' },
  { value: 'won', label: 'Won' },
  { value: 'lost', label: 'Lost' },
] as const

export type LeadStatus = (typeof leadStatuses)[number]['value']
export const leadStatusValues = leadStatuses.map((s) => s.value) as [LeadStatus, ...LeadStatus[]]

export function statusLabel(status: string): string {
  return leadStatuses.find((s) => s.value === status)?.label ?? status
}

/**
 * Moving a request to one of these from New means someone spoke to the visitor: the first response
 * is recorded then. Lost is not a response (spam, a wrong address).
 */
export const RESPONDED_STATUSES: readonly LeadStatus[] = ['contacted', 'qualified', 'won']
/** Still to be worked: what the morning digest lists. */
export const OPEN_STATUSES: readonly LeadStatus[] = ['new', 'contacted', 'qualified']

/** The footer's promise: a reply typically within 4 hours (spec §1). */
export const PROMISE_MS = 4 * HOUR
/** A New request turns amber, and the consultant is reminded by email, from here. */
export const REMINDER_AFTER_MS = 3 * HOUR

export type Urgency = 'ok' | 'due' | 'overdue'

/** How urgent a New request is after waiting `waitedMs`: amber from 3 hours, red past 4. */
export function urgency(waitedMs: number): Urgency {
  if (waitedMs > PROMISE_MS) return 'overdue'
  if (waitedMs >= REMINDER_AFTER_MS) return 'due'
  return 'ok'
}

/** "45 min", "3 h 05 min", "2 d 4 h": short enough for a table cell. */
export function formatDuration(ms: number): string {
  const minutes = Math.max(0, Math.floor(ms / MINUTE))
  if (minutes < 60) return `${minutes} min`
  const hours = Math.floor(minutes / 60)
  if (hours < 48) return `${hours} h ${String(minutes % 60).padStart(2, '0')} min`
  return `${Math.floor(hours / 24)} d ${hours % 24} h`
}
