import type { Db } from '#app/lib/db.server.ts'
import type { LinkCheck, LinkPurpose, SignedLinkQuery } from '#app/features/email/signed-links.server.ts'
import { DomainError, found } from '#app/lib/errors.ts'
import type { Logger } from '#app/lib/logger.server.ts'
import { deliveryStatus } from '#app/features/email/outbox.server.ts'
import { recentFloods } from '#app/lib/form-floods.server.ts'
import type { Limits } from '#app/lib/rate-limit.server.ts'
import type { Contact, LeadListQuery, Newsletter, ResourceDownload } from './lead.schema.ts'
import { leadKinds, type LeadKind } from './lead-kinds.ts'
import { allLeadsPage } from './all-leads.server.ts'
import { exportRows, leadCounts, listPage, type LeadFilter } from './lead-lists.server.ts'
import type { LeadStatus } from './lead-status.ts'
import { addNote, changeLeadStatus, changeStatus, person } from './pipeline.server.ts'
import { queueDigest, queueMeetingReminders, queueReminders } from './reminders.server.ts'
import { leadInsights } from './insights.server.ts'
import { collectHeldAlerts } from './owner-alerts.server.ts'
import {
  confirmSubscription,
  createContact,
  purgeUnconfirmed,
  queueConfirmation,
  recordDownload,
  queueAcknowledgement,
  queueQuizReportEmail,
  recordQuizReport,
  requestSubscription,
  type QuizReportLead,
  unsubscribe,
} from './leads.server.ts'
import { visitorMailCappedSince, visitorMailVerdict, type VisitorMailLimits } from './visitor-mail.server.ts'

export type LeadService = ReturnType<typeof createLeadService>

/** Visitor mail within the allowance; double opt-in; a stored lead wakes the outbox (decision 5). */
export function createLeadService({
  db,
  logger,
  limits,
  resourceTitles,
  links,
  emailQueued,
  clock = () => new Date(),
  digest = { enabled: false, timeZone: 'UTC' },
}: {
  db: Db
  logger: Logger
  limits: VisitorMailLimits & Pick<Limits, 'ownerAlertBurst'>
  resourceTitles: readonly string[]
  links: {
    unsubscribeUrl(email: string): string
    confirmUrl(email: string): string
    check(purpose: LinkPurpose, link: SignedLinkQuery): LinkCheck
  }
  emailQueued: () => void
  clock?: () => Date
  /** SITE_TIME_ZONE and LEAD_DIGEST (the 07:00 digest of open requests) */
  digest?: { enabled: boolean; timeZone: string }
}) {
  const checkDownload = (input: ResourceDownload): ResourceDownload => {
    if (!resourceTitles.includes(input.resourceTitle)) {
      throw new DomainError('invalid', 'Please choose a resource from the library', { field: 'resourceTitle' })
    }
    return input
  }
  // Starts on the next turn so no query of it precedes the answer: timing tells nothing (decision 43).
  const afterAnswers = new Set<Promise<void>>()
  function afterAnswer(work: () => Promise<void>) {
    const done: Promise<void> = new Promise<void>((start) => setImmediate(start))
      .then(work)
      .catch((error: unknown) => logger.error({ err: error }, 'work after the answer failed'))
      .finally(() => afterAnswers.delete(done))
    afterAnswers.add(done)
  }
  const mailAfterAnswer = (email: string, client: string, queue: () => Promise<unknown>) =>
    afterAnswer(async () => {
      if (!(await visitorMailVerdict(db, logger, limits, email, client)).allowed) return
      await queue()
      emailQueued()
    })

  return {
    async createContact(input: Contact, { client }: { client: string }) {
      const contact = await createContact(db, input, { burst: limits.ownerAlertBurst })
      emailQueued()
      mailAfterAnswer(input.email, client, () => queueAcknowledgement(db, contact))
      return contact
    },
    /** A crash after the answer loses the confirmation email, never the subscription (decision 43). */
    async subscribe(input: Newsletter, { client }: { client: string }) {
      const subscription = await requestSubscription(db, input.email, input.attribution)
      const { email } = input
      const urls = () => ({ confirmUrl: links.confirmUrl(email), unsubscribeUrl: links.unsubscribeUrl(email) })
      if (subscription.pending)
        mailAfterAnswer(email, client, () => queueConfirmation(db, { id: subscription.id, email }, urls()))
    },
    settled: () => Promise.allSettled([...afterAnswers]).then(() => undefined),
    checkLink: (purpose: LinkPurpose, link: SignedLinkQuery): LinkCheck => links.check(purpose, link),
    async confirmWithLink(link: SignedLinkQuery): Promise<'confirmed' | 'expired' | 'invalid'> {
      const check = links.check('confirm', link)
      if (check !== 'valid') return check
      const confirmed = await confirmSubscription(db, link.email, { burst: limits.ownerAlertBurst })
      emailQueued()
      return confirmed ? 'confirmed' : 'invalid'
    },
    checkDownload,
    async recordDownload(input: ResourceDownload) {
      const download = await recordDownload(db, checkDownload(input), { burst: limits.ownerAlertBurst })
      emailQueued()
      return download
    },
    /** Whether the PDF goes is not returned: no answer may tell whether an address had mail from us. */
    async recordQuizReport(input: QuizReportLead, { client, pdf }: { client: string; pdf: Buffer }) {
      const report = await recordQuizReport(db, input, { burst: limits.ownerAlertBurst })
      emailQueued()
      mailAfterAnswer(input.email, client, () => queueQuizReportEmail(db, report, pdf))
      return report
    },
    async unsubscribeWithLink(link: SignedLinkQuery): Promise<boolean> {
      return links.check('unsubscribe', link) === 'valid' && unsubscribe(db, link.email)
    },
    purgeUnconfirmed: () => purgeUnconfirmed(db),
    async deliveryOverview() {
      const [status, cappedSince] = await Promise.all([deliveryStatus(db), visitorMailCappedSince(db)])
      return { ...status, visitorMailCappedSince: cappedSince, visitorMailCap: limits.visitorMail.max }
    },
    /** A request answers with itself too: its first response may have changed (decision 62). */
    async changeStatus(kind: LeadKind, id: number, status: LeadStatus, author: string) {
      const by = { author, now: clock() }
      const answer =
        kind === 'contacts'
          ? await changeStatus(db, id, status, by)
          : await changeLeadStatus(db, kind, id, status, by).then((lead) => lead && { lead })
      return found(answer, leadKinds[kind].missing)
    },
    async addNote(contactId: number, body: string, author: string) {
      return found(
        await addNote(db, contactId, body, { author, now: clock() }),
        'This consultation request does not exist.',
      )
    },
    async person(email: string) {
      return { ...(await person(db, email)), now: clock() }
    },
    /** Every minute, on any number of instances; each email is queued once (decisions 20, 40). */
    async queueDueEmails() {
      const now = clock()
      const reminders = await queueReminders(db, now, limits.ownerAlertBurst)
      const meetingReminders = await queueMeetingReminders(db, now, limits.ownerAlertBurst)
      const digestQueued = digest.enabled ? await queueDigest(db, now, digest.timeZone) : false
      const alertDigests = await collectHeldAlerts(db, now, limits.ownerAlertBurst)
      if (reminders || meetingReminders || digestQueued || alertDigests) emailQueued()
      return { reminders, meetingReminders, digest: digestQueued, alertDigests }
    },
    list: async <K extends LeadKind>(kind: K, query: LeadListQuery) => ({
      ...(await listPage(db, kind, query)),
      now: clock(),
    }),
    listAll: async (query: LeadListQuery) => ({ ...(await allLeadsPage(db, query)), now: clock() }),
    insights: () => leadInsights(db, clock(), digest.timeZone),
    summary: async (filter: LeadFilter) => {
      const now = clock()
      const [counts, floods] = await Promise.all([leadCounts(db, filter, now), recentFloods(db, now)])
      return { ...counts, floods, now }
    },
    exportRows: <K extends LeadKind>(kind: K, query: Omit<LeadListQuery, 'page' | 'pageSize'>) =>
      exportRows(db, kind, query),
  }
}
