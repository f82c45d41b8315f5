import { FileText, Mail, Users, type LucideIcon } from 'lucide-react'

/** Everything per kind keys off this registry: the compiler names each entry a new kind still lacks. */
export interface LeadKindEntry {
  label: string
  empty: string
  /** `/api/admin/<path>` answers the list, `/api/admin/<path>/export` its CSV, `<path>.csv` */
  path: string
  person: string
  /** one of them, as a status control and the All leads list name it */
  noun: string
  /** the 404 when a status change names none */
  missing: string
  /** a count card above the tabs (spec §2 has three); the tabs count every kind */
  card?: { title: string; note: string; icon: LucideIcon }
  insight?: string
}

export const leadKinds = {
  contacts: {
    label: 'Contact Forms',
    empty: 'No contact forms found',
    path: 'contacts',
    person: 'requests',
    noun: 'request',
    missing: 'This consultation request does not exist.',
    card: { title: 'Contact Forms', note: 'Total submissions', icon: Users },
    insight: 'requests',
  },
  newsletters: {
    label: 'Newsletters',
    empty: 'No newsletter subscriptions found',
    path: 'newsletters',
    person: 'newsletter',
    noun: 'subscription',
    missing: 'This subscription does not exist.',
    card: { title: 'Newsletter Subs', note: 'Email subscribers', icon: Mail },
    insight: 'subscribers',
  },
  downloads: {
    label: 'Downloads',
    empty: 'No resource downloads found',
    path: 'resource-downloads',
    person: 'downloads',
    noun: 'download',
    missing: 'This download does not exist.',
    card: { title: 'Resource Downloads', note: 'PDF downloads', icon: FileText },
    insight: 'downloads',
  },
  quizReports: {
    label: 'Quiz Reports',
    empty: 'No quiz reports found',
    path: 'quiz-reports',
    person: 'quizReports',
    noun: 'quiz report',
    missing: 'This quiz report does not exist.',
  },
  meetings: {
    label: 'Meetings',
    empty: 'No booked meetings found',
    path: 'meetings',
    person: 'meetings',
    noun: 'meeting',
    missing: 'This meeting does not exist.',
  },
} as const satisfies Record<string, LeadKindEntry>

export type LeadKind = keyof typeof leadKinds
export const leadKindIds = Object.keys(leadKinds) as LeadKind[]
export type InsightKey = { [K in LeadKind]: (typeof leadKinds)[K] extends { insight: infer I } ? I : never }[LeadKind]
export type PersonKey = (typeof leadKinds)[LeadKind]['person']

/** The dashboard's first tab: every kind, newest first (decision 62); `/api/admin/leads` answers it. */
export const allLeads = { label: 'All leads', empty: 'No leads found', path: 'leads' } as const
export type LeadTab = 'all' | LeadKind
export const leadTabIds: LeadTab[] = ['all', ...leadKindIds]
export const tabPath = (tab: LeadTab) => (tab === 'all' ? allLeads.path : leadKinds[tab].path)
