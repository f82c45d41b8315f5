import type { SiteIdentity } from '#content/site.ts'
import type { AccountAlert } from '#app/features/email/account-alerts.ts'
import type { OutgoingMail } from '#app/features/email/mailer.server.ts'
import { buildAccountAlertMail, isAccountAlert } from '#app/features/email/account-alert-mail.ts'
import { renderAlertDigest } from '#app/features/email/templates/alert-digest.ts'
import { renderConsultationRequestAlert } from '#app/features/email/templates/consultation-request-alert.ts'
import { renderDownloadAlert } from '#app/features/email/templates/download-alert.ts'
import { renderMeetingConfirmReminder } from '#app/features/email/templates/meeting-confirm-reminder.ts'
import { renderMorningDigest } from '#app/features/email/templates/morning-digest.ts'
import { renderNewsletterConfirm } from '#app/features/email/templates/newsletter-confirm.ts'
import { renderQuizReportAlert } from '#app/features/email/templates/quiz-report-alert.ts'
import { renderQuizReportEmail } from '#app/features/email/templates/quiz-report.ts'
import { renderRequestAcknowledgement } from '#app/features/email/templates/request-acknowledgement.ts'
import { renderRequestReminder } from '#app/features/email/templates/request-reminder.ts'
import { renderSubscriberAlert } from '#app/features/email/templates/subscriber-alert.ts'
import { contactPositions, contactServices, downloadPositions, optionLabel, studentCounts } from './lead-options.ts'
import { leadSource, type Attribution } from './lead-source.ts'
import { formatDuration } from './lead-status.ts'
import { pick } from '#app/lib/db.server.ts'

export type EmailJob =
  | AccountAlert
  | {
      kind: 'contact-notify'
      contact: LeadFields & { studentCount: string | null; services: string[]; message: string | null }
    }
  /** older jobs also carry a first name, never shown (the acknowledgement carries only our words) */
  | { kind: 'contact-ack'; contact: Pick<LeadFields, 'email'> }
  | { kind: 'download-notify'; download: LeadFields & { resourceTitle: string } }
  | { kind: 'newsletter-notify'; email: string; attribution: Attribution }
  | { kind: 'quiz-report-notify'; report: LeadFields & QuizReportFields }
  /** the PDF is the outbox row's attachment (decision 51); nothing typed is repeated in the text */
  | { kind: 'quiz-report'; email: string; district: string; answers: number[]; createdAt: string }
  /** the double opt-in request (the name predates double opt-in; queued rows keep it) */
  | { kind: 'newsletter-welcome'; email: string; unsubscribeUrl: string; confirmUrl: string }
  | { kind: 'contact-reminder'; contact: Identity & { createdAt: string } }
  | { kind: 'meeting-confirm-reminder'; booking: Identity & { startsAt: string; createdAt: string } }
  | {
      kind: 'lead-digest'
      at: string
      waiting: { id: number; firstName: string; lastName: string; district: string; createdAt: string }[]
      counts: { new: number; overdue: number; contacted: number; qualified: number }
      /** absent in digests queued before decision 39 */
      quizReports?: { firstName: string; lastName: string; district: string; score: number; questionCount: number }[]
      /** absent in digests queued before decision 40 */
      meetings?: { firstName: string; lastName: string; district: string; startsAt: string; createdAt: string }[]
    }
  | { kind: 'alert-digest'; at: string; burst: { max: number; minutes: number }; alerts: AlertLine[] }

/** The owner's alerts, each as a burst's digest names it. */
const alertLabels = {
  'contact-notify': 'Consultation request',
  'download-notify': 'Resource download',
  'newsletter-notify': 'Newsletter subscriber',
  'contact-reminder': 'Still New after 3 hours',
  'quiz-report-notify': 'Quiz report',
  'meeting-confirm-reminder': 'Meeting not confirmed after 3 hours',
} as const satisfies Partial<Record<EmailJob['kind'], string>>
export const OWNER_ALERT_KINDS = Object.keys(alertLabels) as (keyof typeof alertLabels)[]
export type OwnerAlert = Extract<EmailJob, { kind: keyof typeof alertLabels }>

export interface AlertLine {
  kind: OwnerAlert['kind']
  at: string
  name: string | null
  email: string
  district: string | null
  resource: string | null
}

export function alertLine(job: OwnerAlert, at: Date): AlertLine {
  const line = { kind: job.kind, at: at.toISOString(), name: null, district: null, resource: null }
  if (job.kind === 'newsletter-notify') return { ...line, email: job.email }
  const lead =
    'contact' in job ? job.contact : 'booking' in job ? job.booking : 'download' in job ? job.download : job.report
  return {
    ...line,
    name: `${lead.firstName} ${lead.lastName}`,
    email: lead.email,
    district: lead.district,
    resource:
      job.kind === 'download-notify'
        ? job.download.resourceTitle
        : job.kind === 'quiz-report-notify'
          ? `Quiz report, ${job.report.score}/${job.report.questionCount}`
          : null,
  }
}

interface Identity {
  id: number
  firstName: string
  lastName: string
  email: string
  position: string
  district: string
}
type LeadFields = Identity & Attribution

export interface QuizReportFields {
  studentCount: string | null
  score: number
  questionCount: number
  missedCategories: string[]
}

type Options = Parameters<typeof optionLabel>[0]

function person(p: Identity, positions: Options) {
  const { firstName, lastName, email, district } = p
  return { firstName, lastName, email, district, position: optionLabel(positions, p.position) }
}

/** The referrer in full too: a campaign's label hides it. */
const source = (a: Attribution) => ({ source: leadSource(a).label, referrer: a.referrer })

/** Stored fields become a template's plain props (decision 48). */
export async function buildMail(
  job: EmailJob,
  ctx: { site: SiteIdentity; siteUrl: string; notifyEmail: string },
): Promise<OutgoingMail> {
  const { site, notifyEmail } = ctx
  const siteProps = { site, siteUrl: ctx.siteUrl }
  if (isAccountAlert(job)) return buildAccountAlertMail(job, siteProps)
  // An alert to the owner answers to the lead.
  const toOwner = async (mail: Promise<Omit<OutgoingMail, 'to'>>, replyTo?: string): Promise<OutgoingMail> => ({
    to: notifyEmail,
    ...(replyTo ? { replyTo } : {}),
    ...(await mail),
  })
  switch (job.kind) {
    case 'contact-notify': {
      const c = job.contact
      return toOwner(
        renderConsultationRequestAlert({
          ...siteProps,
          ...person(c, contactPositions),
          ...source(c),
          studentCount: c.studentCount ? optionLabel(studentCounts, c.studentCount) : null,
          services: c.services.map((s) => optionLabel(contactServices, s)),
          message: c.message,
        }),
        c.email,
      )
    }
    case 'contact-ack':
      return { to: job.contact.email, replyTo: site.email, ...(await renderRequestAcknowledgement(siteProps)) }
    case 'download-notify': {
      const d = job.download
      const props = { ...siteProps, ...person(d, downloadPositions), ...source(d), resourceTitle: d.resourceTitle }
      return toOwner(renderDownloadAlert(props), d.email)
    }
    case 'newsletter-notify':
      return toOwner(renderSubscriberAlert({ ...siteProps, email: job.email, ...source(job.attribution) }))
    case 'quiz-report-notify': {
      const r = job.report
      return toOwner(
        renderQuizReportAlert({
          ...siteProps,
          ...person(r, contactPositions),
          ...source(r),
          studentCount: r.studentCount ? optionLabel(studentCounts, r.studentCount) : null,
          ...pick(r, ['score', 'questionCount', 'missedCategories']),
        }),
        r.email,
      )
    }
    case 'quiz-report':
      return { to: job.email, replyTo: site.email, ...(await renderQuizReportEmail(siteProps)) }
    case 'contact-reminder': {
      const c = job.contact
      const props = { ...siteProps, ...person(c, contactPositions), createdAt: c.createdAt }
      return toOwner(renderRequestReminder(props), c.email)
    }
    case 'meeting-confirm-reminder': {
      const b = job.booking
      const props = { ...siteProps, ...person(b, contactPositions), startsAt: b.startsAt, createdAt: b.createdAt }
      return toOwner(renderMeetingConfirmReminder(props), b.email)
    }
    case 'lead-digest': {
      const at = new Date(job.at).getTime()
      const waited = (from: string) => formatDuration(at - new Date(from).getTime())
      return toOwner(
        renderMorningDigest({
          ...siteProps,
          ...pick(job, ['at', 'counts']),
          waiting: job.waiting.map((w) => ({ ...w, waited: waited(w.createdAt) })),
          quizReports: job.quizReports ?? [],
          meetings: (job.meetings ?? []).map((m) => ({ ...m, booked: waited(m.createdAt) })),
        }),
      )
    }
    case 'alert-digest': {
      const alerts = job.alerts.map((a) => ({ ...a, label: alertLabels[a.kind] }))
      return toOwner(renderAlertDigest({ ...siteProps, at: job.at, burst: job.burst, alerts }))
    }
    case 'newsletter-welcome':
      return {
        to: job.email,
        replyTo: site.email,
        ...(await renderNewsletterConfirm({ ...siteProps, confirmUrl: job.confirmUrl })),
        headers: {
          'List-Unsubscribe': `<${job.unsubscribeUrl}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
      }
  }
}
