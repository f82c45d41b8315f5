import { FileText, Mail, Users, type LucideIcon } from 'lucide-react'

/**
 * The kinds of lead, one entry each: what the dashboard calls it, where the admin API lists and
 * exports it, and what the person view calls its part. Everything per kind derives its keys from
 * here: the server's lists (lead-lists.server.ts, its table and queries), the columns and cells
 * (leads-admin/lead-columns.ts, lead-list.tsx), the API routes, the counts, the person view and
 * the insights. A new kind is one entry here plus its entries there, and the compiler names each
 * one missing (tests/api/lead-kinds.test.ts proves the rest at run time).
 */
export interface LeadKindEntry {
  /** the dashboard tab's name */
  label: string
  /** shown when the tab's search finds nothing */
  empty: string
  /** `/api/admin/<path>` answers the list, `/api/admin/<path>/export` its CSV */
  path: string
  fileName: string
  /** the key of this kind's part in the person view's answer (pipeline.server.ts) */
  person: string
  /** a count card above the tabs (spec §2 has three); the tabs count every kind */
  card?: { title: string; note: string; icon: LucideIcon }
  /** the key this kind is counted under in the insights' weeks and sources, if it is (insights.server.ts) */
  insight?: string
}

export const leadKinds = {
  contacts: {
    label: 'Contact Forms',
    empty: 'No contact forms found',
    path: 'contacts',
    fileName: 'contacts.csv',
    person: 'requests',
    card: { title: 'Contact Forms', note: 'Total submissions', icon: Users },
    insight: 'requests',
  },
  newsletters: {
    label: 'Newsletters',
    empty: 'No newsletter subscriptions found',
    path: 'newsletters',
    fileName: 'newsletters.csv',
    person: 'newsletter',
    card: { title: 'Newsletter Subs', note: 'Email subscribers', icon: Mail },
    insight: 'subscribers',
  },
  downloads: {
    label: 'Downloads',
    empty: 'No resource downloads found',
    path: 'resource-downloads',
    fileName: 'resource-downloads.csv',
    person: 'downloads',
    card: { title: 'Resource Downloads', note: 'PDF downloads', icon: FileText },
    insight: 'downloads',
  },
  /** Quiz report requests (decision 39). */
  quizReports: {
    label: 'Quiz Reports',
    empty: 'No quiz reports found',
    path: 'quiz-reports',
    fileName: 'quiz-reports.csv',
    person: 'quizReports',
  },
  /** Consultations booked on /book (decision 40). */
  meetings: {
    label: 'Meetings',
    empty: 'No booked meetings found',
    path: 'meetings',
    fileName: 'meetings.csv',
    person: 'meetings',
  },
} as const satisfies Record<string, LeadKindEntry>

export type LeadKind = keyof typeof leadKinds
/** The kinds in the registry's order: the tabs' order. */
export const leadKindIds = Object.keys(leadKinds) as LeadKind[]
/** The kinds the insights count, by the name each is counted under. */
export type InsightKey = { [K in LeadKind]: (typeof leadKinds)[K] extends { insight: infer I } ? I : never }[LeadKind]
/** The person view's part for each kind. */
export type PersonKey = (typeof leadKinds)[LeadKind]['person']
