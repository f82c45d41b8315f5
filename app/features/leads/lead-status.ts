import { MINUTE, HOUR } from '#app/lib/durations.ts'

/** Beyond the spec, but for the 4-hour promise (spec §1, §9); no zod or React, so all sides share it. */
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

/** Lost is not a response (spam, a wrong address). */
export const RESPONDED_STATUSES: readonly LeadStatus[] = ['contacted', 'qualified', 'won']
export const OPEN_STATUSES: readonly LeadStatus[] = ['new', 'contacted', 'qualified']

export const PROMISE_MS = 4 * HOUR
export const REMINDER_AFTER_MS = 3 * HOUR

export type Urgency = 'ok' | 'due' | 'overdue'

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
