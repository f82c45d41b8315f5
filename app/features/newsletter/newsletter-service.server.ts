import { LRUCache } from 'lru-cache'
import { findPostById } from '#app/features/blog/blog.server.ts'
import { sanitizePostHtml } from '#app/features/blog/sanitize.server.ts'
import type { Mailer } from '#app/features/email/mailer.server.ts'
import type { ChangeFeed } from '#app/lib/change-feed.server.ts'
import { pick, type Db } from '#app/lib/db.server.ts'
import { DomainError, found } from '#app/lib/errors.ts'
import { escapeHtml } from '#app/lib/html.ts'
import type { Logger } from '#app/lib/logger.server.ts'
import { hit, type Limit } from '#app/lib/rate-limit.server.ts'
import type { SiteIdentity } from '#content/site.ts'
import type { IssueData } from './issue.schema.ts'
import { findArchived, listArchive } from './issue-archive.server.ts'
import * as sending from './issue-sending.server.ts'
import * as issues from './newsletter.server.ts'
import { MAX_EMAIL_BYTES, renderIssue, type RenderedIssue } from './newsletter-email.server.ts'
import { createNewsletterSender, unsubscribeHeaders } from './sender.server.ts'

/** Enough to check an issue, not a way to mail anyone a lot. */
export const TEST_SENDS: Limit = { max: 10, windowSeconds: 3600 }

export type NewsletterService = ReturnType<typeof createNewsletterService>

export function createNewsletterService({
  db,
  mailer,
  logger,
  site,
  siteUrl,
  from,
  ratePerMinute,
  unsubscribeUrl,
  changes,
  clock,
}: {
  db: Db
  mailer: Mailer
  logger: Logger
  site: SiteIdentity
  siteUrl: string
  from: string
  ratePerMinute: number
  unsubscribeUrl: (email: string) => string
  changes: ChangeFeed
  clock: () => Date
}) {
  const host = new URL(siteUrl).hostname

  const contentOf = (row: issues.IssueRow) => ({
    ...pick(row, ['subject', 'previewText', 'body']),
    archiveUrl: row.published ? `${siteUrl}/newsletter/${row.slug}` : null,
  })

  /** By version: an issue cannot change while sending. One render for callers asking at once; a failure is not kept. */
  const renders = new LRUCache<string, RenderedIssue, issues.IssueRow>({
    max: 4,
    fetchMethod: (_key, _stale, { context }) => renderIssue(contentOf(context), { site, siteUrl }),
  })
  const rendered = async (row: issues.IssueRow) => (await renders.fetch(`${row.id}:${row.version}`, { context: row }))!

  async function get(id: number) {
    return found(await issues.findIssue(db, id), 'Newsletter not found')
  }

  const changed = (id: number) => changes.emit(id)

  async function checkSize(id: number) {
    checkBytes(await rendered(await get(id)))
  }
  function checkBytes(email: RenderedIssue) {
    if (email.bytes > MAX_EMAIL_BYTES)
      throw new DomainError(
        'invalid',
        `This email is ${Math.ceil(email.bytes / 1024)} KB; Gmail cuts off emails over about 100 KB. Shorten the body before sending.`,
        { field: 'body' },
      )
  }

  const sender = createNewsletterSender({
    db,
    mailer,
    logger,
    from,
    ratePerMinute,
    messageHost: host,
    unsubscribeUrl,
    clock,
    async rendered(issueId) {
      // This runs for every message: the row alone, not its figures.
      const row = found(await issues.findIssueRow(db, issueId), 'Newsletter not found')
      return { subject: row.subject, email: await rendered(row) }
    },
  })

  return {
    list: () => issues.listIssues(db),
    get,
    create: (data: IssueData, by: string) => issues.createIssue(db, { ...data, body: sanitizePostHtml(data.body) }, by),
    /** from a blog post: its title, excerpt, hero image and a link to it */
    async createFromPost(postId: number, by: string) {
      const post = found(await findPostById(db, postId), 'Blog post not found', { field: 'postId' })
      // Readers would follow the link to a 404 (issue 56): only a post the public can read now.
      if (post.status !== 'published' || new Date(post.publishedAt) > clock())
        throw new DomainError('invalid', 'Start from a published post: this one is not on the site yet.', {
          field: 'postId',
        })
      const link = `/blog/${post.slug}`
      const hero = post.heroImageUrl?.startsWith('/objects/uploads/')
        ? `<p><img src="${escapeHtml(post.heroImageUrl)}" alt="${escapeHtml(post.heroImageAlt ?? '')}"></p>`
        : ''
      const body = sanitizePostHtml(
        // No heading: the email's own heading is the subject, the post's title (issue 56: once).
        `${hero}<p>${escapeHtml(post.excerpt)}</p>` +
          `<p><a href="${escapeHtml(link)}">Read the full post on our site</a></p>`,
      )
      const subject = post.title.replace(/[\u0000-\u001F\u007F<>]/g, ' ').slice(0, 150)
      const previewText = post.excerpt.replace(/[\u0000-\u001F\u007F<>]/g, ' ').slice(0, 200)
      return issues.createIssue(db, { subject, previewText, body, published: true }, by)
    },
    async update(id: number, data: IssueData) {
      const before = await get(id)
      const body = sanitizePostHtml(data.body)
      // A scheduled issue goes out without another look.
      if (before.status === 'scheduled')
        checkBytes(await renderIssue(contentOf({ ...before, ...data, body }), { site, siteUrl }))
      const issue = await issues.updateIssue(db, id, { ...data, body }, clock())
      if (before.startedAt && before.published !== issue.published) changed(id)
      return issue
    },
    async remove(id: number) {
      await issues.deleteIssue(db, id)
    },
    recipients: () => sending.countRecipients(db),
    async sendNow(id: number, confirm: { recipients?: number; version?: number }) {
      await checkSize(id)
      const issue = await sending.sendNow(db, id, confirm, clock())
      logger.info({ event: 'newsletter_started', issue: id, recipients: issue.recipients }, 'newsletter sending')
      changed(id)
      sender.poke()
      return issue
    },
    async schedule(id: number, at: Date, version?: number) {
      await checkSize(id)
      return sending.schedule(db, id, at, version, clock())
    },
    unschedule: (id: number) => sending.unschedule(db, id, clock()),
    pause: (id: number) => sending.pause(db, id, clock()),
    async resume(id: number) {
      const issue = await sending.resume(db, id, clock())
      sender.poke()
      return issue
    },
    async cancel(id: number) {
      const issue = await sending.cancel(db, id, clock())
      changed(id)
      return issue
    },
    /** with an example unsubscribe link */
    async preview(id: number) {
      const email = await rendered(await get(id))
      return { ...email.personalise(`${siteUrl}/unsubscribe?example`), bytes: email.bytes }
    },
    async sendTest(id: number, to: string) {
      const row = await get(id)
      const allowed = await hit(db, 'newsletter:test-sends', TEST_SENDS, clock())
      if (!allowed.allowed)
        throw new DomainError(
          'too_many',
          `You can send ${TEST_SENDS.max} test emails an hour. Try again in ${Math.ceil(allowed.retryAfterSeconds / 60)} minutes.`,
          { retryAfterSeconds: allowed.retryAfterSeconds },
        )
      const email = await rendered(row)
      const unsubscribe = unsubscribeUrl(to)
      await mailer.send({
        to,
        from,
        subject: `[Test] ${row.subject}`,
        ...email.personalise(unsubscribe),
        messageId: `<newsletter-test-${row.id}-${Date.now()}@${host}>`,
        headers: unsubscribeHeaders(unsubscribe),
      })
      logger.info({ event: 'newsletter_test_sent', issue: id }, 'newsletter test sent')
    },
    async runOnce() {
      const now = clock()
      const started = await sending.startDue(db, now)
      if (started.length > 0) {
        logger.info({ event: 'newsletter_started', issues: started }, 'scheduled newsletter sending')
        started.forEach(changed)
      }
      const more = await sender.runOnce()
      await sending.finishDone(db, clock())
      return more
    },
    archive: () => listArchive(db),
    /** its body sanitised again for the page, as a post's is */
    async findArchived(slug: string) {
      const row = await findArchived(db, slug)
      return row && { ...row, body: sanitizePostHtml(row.body) }
    },
    onChange: (listener: () => void) => changes.on(() => listener()),
    sender,
  }
}
