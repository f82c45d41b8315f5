import { createAnalytics } from '#app/features/analytics/analytics-service.server.ts'
import { optedOut } from '#app/features/analytics/visit.ts'
import { createLeadIntake } from '#app/features/leads/lead-intake.server.ts'
import type { Visitor } from '#app/lib/forms/public-form.server.ts'
import { createBookingService } from '#app/features/booking/booking-service.server.ts'
import { createBookingIntake } from '#app/features/booking/booking-intake.server.ts'
import { createBookingRequests } from '#app/features/booking/booking-requests.server.ts'
import { createBookingFeed } from '#app/features/booking/booking-feed.server.ts'
import { createCalendarFeed, type CalendarFeedTransport } from '#app/features/booking/calendar-feed.server.ts'
import { buildBookingMail, isBookingEmail, type BookingEmailJob } from '#app/features/booking/booking-emails.server.ts'
import { resourceTitles } from '#content/resources.ts'
import { quizQuestions } from '#content/quiz.ts'
import { createAuthService } from '#app/features/auth/auth-service.server.ts'
import { createPasswordReset } from '#app/features/auth/password-reset.server.ts'
import type { PasswordResetLink } from '#app/features/email/account-alerts.ts'
import { buildPasswordResetLinkMail, isPasswordResetLink } from '#app/features/email/password-reset-mail.server.ts'
import { createBackup } from '#app/features/backup/backup.server.ts'
import { createBackupSchedule } from '#app/features/backup/backup-schedule.server.ts'
import { createBlogService } from '#app/features/blog/blog-service.server.ts'
import { createMailer, type OutgoingMail } from '#app/features/email/mailer.server.ts'
import { createOutboxWorker, enqueue } from '#app/features/email/outbox.server.ts'
import { checkLink, confirmUrl, unsubscribeUrl } from '#app/features/email/signed-links.server.ts'
import { buildMail, type EmailJob } from '#app/features/leads/lead-emails.server.ts'
import { createLeadService } from '#app/features/leads/leads-service.server.ts'
import { createStorage } from '#app/features/objects/create-storage.server.ts'
import { createNewsletterService } from '#app/features/newsletter/newsletter-service.server.ts'
import { createPdfService, quizReportFileName, type PdfService } from '#app/features/pdf/pdf-service.server.ts'
import { createQuizService } from '#app/features/quiz/quiz-service.server.ts'
import { createQuizReportIntake } from '#app/features/quiz/quiz-report-intake.server.ts'
import { scaledLimits, type Limits } from '#app/lib/rate-limit.server.ts'
import type { PublicForm } from '#app/lib/form-floods.server.ts'
import { createProofOfWork, DEFAULT_MAX_NUMBER, DEFAULT_TTL_SECONDS } from '#app/lib/proof-of-work.server.ts'
import { claimOnce, wasClaimed } from '#app/lib/app-state.server.ts'
import { createChangeFeed } from '#app/lib/change-feed.server.ts'
import { createScheduler } from '#app/lib/scheduler.server.ts'
import type { Database } from '#app/lib/db.server.ts'
import type { Env } from '#app/lib/env.server.ts'
import { keysFor, loadKeyRing } from '#app/lib/keys.server.ts'
import type { Logger } from '#app/lib/logger.server.ts'
import { createWebhooks, type WebhookTransport } from '#app/features/webhooks/webhooks-service.server.ts'
import {
  buildWebhookMail,
  isWebhookEmail,
  type WebhookDisabledJob,
} from '#app/features/webhooks/webhook-disabled-mail.ts'

/** Wired once by buildServices; the production runtime and the test servers build them the same way. */
export type Services = Awaited<ReturnType<typeof buildServices>>

const LEGACY_OBJECTS_MOVED = 'objects_moved_from_upload_keys'

export async function buildServices(
  env: Env,
  database: Database,
  logger: Logger,
  overrides: {
    limits?: Limits
    clock?: () => Date
    outboxLeaseMs?: number
    /** Tests only: a code argument no environment variable reaches (decision 40). */
    calendarFeedForTests?: CalendarFeedTransport
    /** Tests only: how deliveries reach a receiver on loopback. */
    webhooksForTests?: WebhookTransport
  } = {},
) {
  const { db } = database
  const { site } = env
  const clock = overrides.clock ?? (() => new Date())
  const keys = (await loadKeyRing(env, db))!
  const storage = await createStorage({ env, uploadKey: keys.current.uploadUrls })
  // Marked done only on success: afterwards nothing under the upload key is ever trusted.
  if (storage.moveLegacyObjects && !(await wasClaimed(db, LEGACY_OBJECTS_MOVED))) {
    const moved = await storage.moveLegacyObjects()
    await claimOnce(db, LEGACY_OBJECTS_MOVED)
    if (moved) logger.info({ moved }, 'finalised images moved out of the upload URLs’ reach')
  }
  const pdf = createPdfService({ site, siteUrl: env.SITE_URL, storage })
  const from = env.MAIL_FROM ?? `"${site.businessName}" <${site.email}>`
  const notifyEmail = env.NOTIFY_EMAIL ?? site.email
  const mailer = createMailer({ smtpUrl: env.SMTP_URL, dataDir: env.dataDir })
  logger.info({ transport: mailer.kind, notifyEmail }, 'email delivery configured')
  const linkKeys = keysFor(keys, 'emailLinks')
  const outbox = createOutboxWorker<EmailJob | BookingEmailJob | PasswordResetLink | WebhookDisabledJob>({
    db,
    mailer,
    logger,
    from,
    build: (job, attachment) =>
      isWebhookEmail(job)
        ? buildWebhookMail(job, { site, siteUrl: env.SITE_URL, to: notifyEmail })
        : isPasswordResetLink(job)
          ? buildPasswordResetLinkMail(job, { site, siteUrl: env.SITE_URL, linkKeys })
          : isBookingEmail(job)
            ? buildBookingMail(job, { site, siteUrl: env.SITE_URL, notifyEmail, linkKeys })
            : job.kind === 'quiz-report'
              ? withQuizReport(job, attachment, buildMail(job, { site, siteUrl: env.SITE_URL, notifyEmail }), pdf)
              : buildMail(job, { site, siteUrl: env.SITE_URL, notifyEmail }),
    leaseMs: overrides.outboxLeaseMs,
  })
  const queueEmail = async (dedupeKey: string, job: EmailJob | BookingEmailJob | PasswordResetLink) => {
    await enqueue(db, dedupeKey, job)
    outbox.poke()
  }
  // Every instance hears every post change (decision 9), so caches agree within ~1 s.
  const postChanges = await createChangeFeed({ database, channel: 'post_changed', logger })
  const blog = createBlogService({ db, storage, changes: postChanges, clock, timeZone: site.timeZone })
  blog.onChange((id) => pdf.invalidatePost(id))
  const limits = overrides.limits ?? scaledLimits(env.RATE_LIMIT_SCALE)
  const newsletters = createNewsletterService({
    db,
    // One SMTP connection kept open for a whole issue.
    mailer: createMailer({ smtpUrl: env.SMTP_URL, dataDir: env.dataDir, pool: true }),
    logger,
    site,
    siteUrl: env.SITE_URL,
    from,
    ratePerMinute: env.NEWSLETTER_RATE,
    unsubscribeUrl: (email) => unsubscribeUrl(env.SITE_URL, keys, email),
    changes: await createChangeFeed({ database, channel: 'newsletter_changed', logger }),
    clock,
  })
  const leads = createLeadService({
    db,
    logger,
    limits,
    resourceTitles,
    links: {
      unsubscribeUrl: (email) => unsubscribeUrl(env.SITE_URL, keys, email),
      confirmUrl: (email) => confirmUrl(env.SITE_URL, keys, email, clock()),
      check: (purpose, link) => checkLink(keys, purpose, link, clock()),
    },
    emailQueued: () => outbox.poke(),
    clock,
    digest: { enabled: env.LEAD_DIGEST, timeZone: site.timeZone },
  })
  const analytics = createAnalytics({
    db,
    clock,
    timeZone: site.timeZone,
    siteHost: new URL(env.SITE_URL).hostname,
    logger,
  })
  const landingPath = ({ address, headers }: Visitor) => {
    const userAgent = headers['user-agent']
    // Opted out: no landing page at all, not even another person's whose hash happens to match (one
    // school network, identical Chromebooks).
    if (typeof userAgent !== 'string' || !userAgent || optedOut(headers)) return Promise.resolve(null)
    return analytics.landingPath(address, userAgent).catch(() => null)
  }
  const calendarFeed = createCalendarFeed({
    db,
    clock,
    logger,
    timeZone: site.timeZone,
    ...overrides.calendarFeedForTests,
  })
  const booking = createBookingService({
    db,
    logger,
    clock,
    siteTimeZone: site.timeZone,
    busyBetween: (from, to) => calendarFeed.busyBetween(from, to),
    emailQueued: () => outbox.poke(),
    limits,
  })
  const bookingRequests = createBookingRequests({
    db,
    logger,
    clock,
    siteTimeZone: site.timeZone,
    siteHost: new URL(env.SITE_URL).hostname,
    linkKeys: () => linkKeys,
    limits,
    booking,
    emailQueued: () => outbox.poke(),
  })
  // The consultant hears of it once per window.
  const bookingFlooded = (_form: PublicForm, threshold: number) => {
    const at = clock().toISOString()
    return queueEmail(`booking-flood:${at.slice(0, 13)}`, { kind: 'booking-flood', threshold, at })
  }
  const proofOfWork = createProofOfWork({
    // Its own key, so a challenge's signature is never valid as any other signed value.
    key: keys.current.proofOfWork,
    db,
    maxNumber: DEFAULT_MAX_NUMBER,
    ttlSeconds: DEFAULT_TTL_SECONDS,
    clock,
  })
  const passwordReset = createPasswordReset({
    db,
    limits,
    keys,
    issuer: site.businessName,
    sendAlert: queueEmail,
    sendResetLink: queueEmail,
    logger,
    clock,
  })
  const webhooks = await createWebhooks({
    database,
    keys,
    siteUrl: env.SITE_URL,
    logger,
    clock,
    transport: overrides.webhooksForTests,
  })
  const gate = { db, limits, proofOfWork, clock }
  const jobs = createScheduler({ logger })
  const { sender } = newsletters
  let closing: Promise<void> | undefined
  async function close() {
    try {
      webhooks.deliverer.stop()
      await jobs.stop()
      await leads.settled()
      await passwordReset.settled()
      await analytics.flush()
    } finally {
      // Whatever failed above, the connections end; the database last, as every step may still write.
      outbox.close()
      sender.close()
      await pdf.close().catch((error: unknown) => logger.error({ err: error }, 'the PDF threads did not close'))
      await database.close()
    }
  }
  return {
    env,
    database,
    db,
    logger,
    storage,
    pdf,
    blog,
    leads,
    leadIntake: createLeadIntake({ gate, leads, landingPath }),
    analytics,
    booking,
    /** refreshed every 5 minutes (decision 40) */
    calendarFeed,
    /** behind a secret that can be replaced */
    bookingFeed: createBookingFeed({ db }),
    /** booked once confirmed from the mailbox (decision 40) */
    bookingRequests,
    bookingIntake: createBookingIntake({
      gate: { ...gate, onFlood: bookingFlooded },
      requests: bookingRequests,
      landingPath,
    }),
    quiz: createQuizService({ db, questions: quizQuestions, clock, timeZone: site.timeZone }),
    quizReports: createQuizReportIntake({
      gate,
      leads,
      questions: quizQuestions,
      render: (request) => pdf.quizReport(request),
      landingPath,
    }),
    auth: createAuthService({
      db,
      limits,
      keys,
      issuer: site.businessName,
      sendAlert: queueEmail,
      clock,
    }),
    /** "Forgot your password?" (decision 60) */
    passwordReset,
    clock,
    limits,
    proofOfWork,
    outbox,
    newsletters,
    backups: env.backupDir
      ? createBackupSchedule({
          db,
          dir: env.backupDir,
          keep: env.BACKUP_KEEP,
          hourUtc: env.BACKUP_HOUR,
          backup: (file, now) => createBackup({ database, storage, file, now, keys }),
          logger,
        })
      : null,
    /** signed outbound webhooks to the consultant's CRM (decision 64) */
    webhooks,
    /** One per purpose, derived from SECRET_KEY (decision 15). */
    keys,
    /** server/runtime.ts starts it; tests and tools leave it unstarted, so work runs only when asked. */
    jobs,
    /** In decision 49's order, the database last; call it once the HTTP server stopped taking requests. */
    close: () => (closing ??= close()),
  }
}

/** Decision 51; a message queued before PDFs were kept has none, and its PDF is made from the answers. */
async function withQuizReport(
  job: Extract<EmailJob, { kind: 'quiz-report' }>,
  attachment: Buffer | null,
  mail: Promise<OutgoingMail>,
  pdf: PdfService,
): Promise<OutgoingMail> {
  const content =
    attachment ??
    (await pdf.quizReport({ district: job.district, answers: job.answers, date: new Date(job.createdAt) })).pdf
  return {
    ...(await mail),
    attachments: [{ filename: quizReportFileName(job.district), content, contentType: 'application/pdf' }],
  }
}
