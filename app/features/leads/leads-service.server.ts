import type { Db } from '#app/lib/db.server.ts'
import type { LinkCheck, LinkPurpose, SignedLinkQuery } from '#app/features/email/signed-links.server.ts'
import { DomainError } from '#app/lib/errors.ts'
import type { Logger } from '#app/lib/logger.server.ts'
import { deliveryStatus } from '#app/features/email/outbox.server.ts'
import { recentFloods } from '#app/lib/form-floods.server.ts'
import type { Limits } from '#app/lib/rate-limit.server.ts'
import type { Contact, LeadListQuery, Newsletter, ResourceDownload } from './lead.schema.ts'
import type { LeadKind } from './lead-kinds.ts'
import { exportRows, leadCounts, listPage, type LeadFilter } from './lead-lists.server.ts'
import type { LeadStatus } from './lead-status.ts'
import { addNote, changeStatus, person } from './pipeline.server.ts'
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

/**
 * The rules for leads: a download must name a resource of the catalogue; the visitor's own
 * address gets at most the acknowledgement or confirmation the limits allow (visitor-mail.server.ts);
 * newsletter subscriptions are confirmed by a link before anything else is sent (double opt-in);
 * every stored lead wakes the email outbox, whose messages were committed with it (decision 5).
 */
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
  /** the catalogue's titles (content/resources.ts) */
  resourceTitles: readonly string[]
  /** signed links for an address, and the check of one that comes back */
  links: {
    unsubscribeUrl(email: string): string
    confirmUrl(email: string): string
    check(purpose: LinkPurpose, link: SignedLinkQuery): LinkCheck
  }
  /** called after a lead and its emails are committed */
  emailQueued: () => void
  /** the time as the pipeline sees it (status changes, waiting times, reminders); tests move it */
  clock?: () => Date
  /** the site's time zone (SITE_TIME_ZONE: weeks and days), and whether the morning digest of open requests goes out at 07:00 (LEAD_DIGEST) */
  digest?: { enabled: boolean; timeZone: string }
}) {
  const mayEmail = async (email: string, client: string) =>
    (await visitorMailVerdict(db, logger, limits, email, client)).allowed
  /** The input, if it names a resource of the catalogue: part of validating a download request. */
  const checkDownload = (input: ResourceDownload): ResourceDownload => {
    if (!resourceTitles.includes(input.resourceTitle)) {
      throw new DomainError('invalid', 'Please choose a resource from the library', { field: 'resourceTitle' })
    }
    return input
  }
  /**
   * Work begun after a visitor's answer, until it ends; `settled` waits for it. It starts on the
   * event loop's next turn, so not even its first query is sent before the code that answers has
   * run: the answer waits for none of it (decision 43).
   */
  const afterAnswers = new Set<Promise<void>>()
  function afterAnswer(work: () => Promise<void>) {
    const done: Promise<void> = new Promise<void>((start) => setImmediate(start))
      .then(work)
      .catch((error: unknown) => logger.error({ err: error }, 'work after the answer failed'))
      .finally(() => afterAnswers.delete(done))
    afterAnswers.add(done)
  }
  async function confirmSubscriptionByEmail(id: number, email: string, client: string) {
    if (!(await mayEmail(email, client))) return
    await queueConfirmation(
      db,
      { id, email },
      { confirmUrl: links.confirmUrl(email), unsubscribeUrl: links.unsubscribeUrl(email) },
    )
    emailQueued()
  }

  return {
    /** `client`: who asks (its rate-limit key), whose allowance of visitor mail an acknowledgement uses */
    /**
     * Stores the request with the owner's alert and answers; the acknowledgement (its allowance
     * checks and its place in the outbox) follows after the answer, so the answer takes as long
     * whether or not the address had mail from us today (decision 43).
     */
    async createContact(input: Contact, { client }: { client: string }) {
      const contact = await createContact(db, input, { burst: limits.ownerAlertBurst })
      emailQueued()
      afterAnswer(async () => {
        if (!(await mayEmail(input.email, client))) return
        await queueAcknowledgement(db, contact)
        emailQueued()
      })
      return contact
    },
    /**
     * Stores the address and answers; the confirmation email (its allowance checks and its place
     * in the outbox) follows after the answer, so a confirmed subscriber's answer takes as long as
     * a new address's and tells nobody who is subscribed (measured 10 ms
     * against 22 ms before; docs/security.md). A crash in between loses that email, never the subscription: asking
     * again sends it.
     */
    async subscribe(input: Newsletter, { client }: { client: string }) {
      const subscription = await requestSubscription(db, input.email, input.attribution)
      if (subscription.pending) afterAnswer(() => confirmSubscriptionByEmail(subscription.id, input.email, client))
    },
    /** Resolves once the work begun after earlier answers is done (the runtime's shutdown, tests). */
    settled: () => Promise.allSettled([...afterAnswers]).then(() => undefined),
    /** Whether a link from our emails is ours and current, before its page shows the address it names. */
    checkLink: (purpose: LinkPurpose, link: SignedLinkQuery): LinkCheck => links.check(purpose, link),
    /** Double opt-in: the button on the page a confirmation link opens (only a valid, unexpired link). */
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
    /**
     * A quiz report request: stored with the owner's alert, and its PDF emailed to the visitor when
     * the visitor-mail allowance lets it go (one per mailbox a day, like every visitor email).
     * Whether it does is not returned: no answer may tell whether an address had mail from us.
     */
    async recordQuizReport(input: QuizReportLead, { client, pdf }: { client: string; pdf: Buffer }) {
      const report = await recordQuizReport(db, input, { burst: limits.ownerAlertBurst })
      emailQueued()
      // After the answer, like the acknowledgement: the answer's time tells nothing either.
      afterAnswer(async () => {
        if (!(await mayEmail(input.email, client))) return
        await queueQuizReportEmail(db, report, pdf)
        emailQueued()
      })
      return report
    },
    /** An unsubscribe link (the page's button or RFC 8058 one-click): only a valid signature. */
    async unsubscribeWithLink(link: SignedLinkQuery): Promise<boolean> {
      return links.check('unsubscribe', link) === 'valid' && unsubscribe(db, link.email)
    },
    purgeUnconfirmed: () => purgeUnconfirmed(db),
    /** The outbox at a glance, and whether visitor email is held back by the hourly cap (the dashboard). */
    async deliveryOverview() {
      const [status, cappedSince] = await Promise.all([deliveryStatus(db), visitorMailCappedSince(db)])
      return { ...status, visitorMailCappedSince: cappedSince, visitorMailCap: limits.visitorMail.max }
    },
    /** A request's new status, recorded with its author; a 404 for an unknown request. */
    async changeStatus(contactId: number, status: LeadStatus, author: string) {
      const contact = await changeStatus(db, contactId, status, { author, now: clock() })
      if (!contact) throw new DomainError('not_found', 'This consultation request does not exist.')
      return contact
    },
    async addNote(contactId: number, body: string, author: string) {
      const note = await addNote(db, contactId, body, { author, now: clock() })
      if (!note) throw new DomainError('not_found', 'This consultation request does not exist.')
      return note
    },
    /** Everything known for one address; `now` lets the panel show waiting times on the server's clock. */
    async person(email: string) {
      return { ...(await person(db, email)), now: clock() }
    },
    /**
     * The 4-hour promise kept: reminders for requests still New and meetings still unconfirmed
     * 3 hours after they arrived (decision 40), and the day's digest when it is due; and the
     * digest of owner alerts held during a burst, once due (owner-alerts.server.ts). Run every
     * minute by the scheduler (app/jobs.server.ts); safe to run on several instances at once, each
     * email is queued once.
     */
    async queueDueEmails() {
      const now = clock()
      const reminders = await queueReminders(db, now, limits.ownerAlertBurst)
      const meetingReminders = await queueMeetingReminders(db, now, limits.ownerAlertBurst)
      const digestQueued = digest.enabled ? await queueDigest(db, now, digest.timeZone) : false
      const alertDigests = await collectHeldAlerts(db, now, limits.ownerAlertBurst)
      if (reminders || meetingReminders || digestQueued || alertDigests) emailQueued()
      return { reminders, meetingReminders, digest: digestQueued, alertDigests }
    },
    /** A page of a kind's list, with the server's time: waiting times are measured on it. */
    list: async <K extends LeadKind>(kind: K, query: LeadListQuery) => ({
      ...(await listPage(db, kind, query)),
      now: clock(),
    }),
    /** The admin's insights: the last 12 weeks on the site's clocks. */
    insights: () => leadInsights(db, clock(), digest.timeZone),
    /**
     * The dashboard's counts: per tab for the search, in all for the cards, and who is waiting; and
     * the floods of the past day that the public forms absorbed (app/lib/form-gate.server.ts).
     */
    summary: async (filter: LeadFilter) => {
      const now = clock()
      const [counts, floods] = await Promise.all([leadCounts(db, filter, now), recentFloods(db, now)])
      return { ...counts, floods, now }
    },
    /** The filtered, sorted rows of a list in batches, for the streamed CSV (docs/decisions/0012). */
    exportRows: <K extends LeadKind>(kind: K, query: Omit<LeadListQuery, 'page' | 'pageSize'>) =>
      exportRows(db, kind, query),
  }
}
