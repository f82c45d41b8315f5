import { createAnalytics, type Analytics } from '#app/features/analytics/analytics-service.server.ts'
import { optedOut } from '#app/features/analytics/visit.ts'
import { createLeadIntake, type LeadIntake } from '#app/features/leads/lead-intake.server.ts'
import type { Visitor } from '#app/lib/forms/public-form.server.ts'
import { createBookingService, type BookingService } from '#app/features/booking/booking-service.server.ts'
import { createBookingIntake, type BookingIntake } from '#app/features/booking/booking-intake.server.ts'
import { createBookingRequests, type BookingRequests } from '#app/features/booking/booking-requests.server.ts'
import { createBookingFeed, type BookingFeed } from '#app/features/booking/booking-feed.server.ts'
import {
  createCalendarFeed,
  type CalendarFeed,
  type CalendarFeedTransport,
} from '#app/features/booking/calendar-feed.server.ts'
import { buildBookingMail, isBookingEmail, type BookingEmailJob } from '#app/features/booking/booking-emails.server.ts'
import { resourceTitles } from '#content/resources.ts'
import { quizQuestions } from '#content/quiz.ts'
import { createAuthService, type AuthService } from '#app/features/auth/auth-service.server.ts'
import { createPasswordReset, type PasswordResetService } from '#app/features/auth/password-reset.server.ts'
import type { PasswordResetLink } from '#app/features/email/account-alerts.ts'
import { buildPasswordResetLinkMail, isPasswordResetLink } from '#app/features/email/password-reset-mail.server.ts'
import { createBackup } from '#app/features/backup/backup.server.ts'
import { createBackupSchedule, type BackupSchedule } from '#app/features/backup/backup-schedule.server.ts'
import { createBlogService, type BlogService } from '#app/features/blog/blog-service.server.ts'
import { createMailer, type OutgoingMail } from '#app/features/email/mailer.server.ts'
import { createOutboxWorker, enqueue, type OutboxWorker } from '#app/features/email/outbox.server.ts'
import { checkLink, confirmUrl, unsubscribeUrl } from '#app/features/email/signed-links.server.ts'
import { buildMail, type EmailJob } from '#app/features/leads/lead-emails.server.ts'
import { createLeadService, type LeadService } from '#app/features/leads/leads-service.server.ts'
import { createStorage, type ServedStorage } from '#app/features/objects/create-storage.server.ts'
import { createNewsletterService, type NewsletterService } from '#app/features/newsletter/newsletter-service.server.ts'
import { createPdfService, quizReportFileName, type PdfService } from '#app/features/pdf/pdf-service.server.ts'
import { createQuizService, type QuizService } from '#app/features/quiz/quiz-service.server.ts'
import { createQuizReportIntake, type QuizReportIntake } from '#app/features/quiz/quiz-report-intake.server.ts'
import { scaledLimits, type Limits } from '#app/lib/rate-limit.server.ts'
import type { PublicForm } from '#app/lib/form-floods.server.ts'
import {
  createProofOfWork,
  DEFAULT_MAX_NUMBER,
  DEFAULT_TTL_SECONDS,
  type ProofOfWork,
} from '#app/lib/proof-of-work.server.ts'
import { claimOnce, wasClaimed } from '#app/lib/app-state.server.ts'
import { createChangeFeed } from '#app/lib/change-feed.server.ts'
import { createScheduler, type Scheduler } from '#app/lib/scheduler.server.ts'
import type { Database, Db } from '#app/lib/db.server.ts'
import type { Env } from '#app/lib/env.server.ts'
import { keysFor, loadKeyRing, type KeyRing } from '#app/lib/keys.server.ts'
import type { Logger } from '#app/lib/logger.server.ts'

/**
 * The real dependencies, wired once by buildServices and handed to every HTTP
 * handler, loader and script. The production runtime and the test servers build them the same way.
 */
export interface Services {
  env: Env
  database: Database
  db: Db
  logger: Logger
  storage: ServedStorage
  pdf: PdfService
  blog: BlogService
  leads: LeadService
  /** the public lead forms as they arrive, by script or by a page's form post */
  leadIntake: LeadIntake
  /** page views and visitors, counted on the server without cookies (decision 29) */
  analytics: Analytics
  /** consultations booked on the site (decision 40) */
  booking: BookingService
  /** /book's form as it arrives, through its own gate */
  bookingIntake: BookingIntake
  /** times asked for on /book, booked once confirmed from the mailbox (decision 40) */
  bookingRequests: BookingRequests
  /** the consultant's subscribe URL: every booking as a calendar, behind a secret that can be replaced */
  bookingFeed: BookingFeed
  /** the consultant's own calendar's busy times, refreshed every 5 minutes (decision 40) */
  calendarFeed: CalendarFeed
  /** anonymous quiz completions and their statistics */
  quiz: QuizService
  /** the quiz's district report requests (decision 39) */
  quizReports: QuizReportIntake
  auth: AuthService
  /** "Forgot your password?" (decision 60) */
  passwordReset: PasswordResetService
  /** the time, as every service sees it; tests pass their own to move it */
  clock: () => Date
  limits: Limits
  /** challenges a flooded public form asks browsers to solve (app/lib/form-gate.server.ts) */
  proofOfWork: ProofOfWork
  outbox: OutboxWorker
  /** newsletter issues: written in the admin, sent to the confirmed subscribers (decision 30) */
  newsletters: NewsletterService
  /** the nightly backup, when BACKUP_DIR is set */
  backups: BackupSchedule | null
  /**
   * The site's keys, one per purpose, derived from SECRET_KEY (decision 15): email links, upload
   * URLs, TOTP encryption, recovery codes, backup authentication, device cookies.
   */
  keys: KeyRing
  /**
   * The recurring jobs' scheduler: server/runtime.ts registers the jobs (app/jobs.server.ts) and
   * starts it; tests and tools leave it unstarted, so their services run work only when asked.
   */
  jobs: Scheduler
  /**
   * Ends everything the services hold, in order (decision 49): the jobs' timers, waiting for the runs
   * in progress; the work begun after a visitor's answer; the page views counted in memory, written
   * once more; the mailers' SMTP connections and the PDF threads; then the database's pool and its
   * notification connection. Call it once the HTTP server has stopped taking requests; a second call
   * waits for the first.
   */
  close(): Promise<void>
}

const LEGACY_OBJECTS_MOVED = 'objects_moved_from_upload_keys'

export async function buildServices(
  env: Env,
  database: Database,
  logger: Logger,
  overrides: {
    limits?: Limits
    clock?: () => Date
    outboxLeaseMs?: number
    /**
     * Tests only: how the calendar feed reaches the consultant's calendar (a resolver and a fetch
     * that lead to a feed served on loopback). A code argument: no environment variable reaches it,
     * and the production runtime never passes it (decision 40).
     */
    calendarFeedForTests?: CalendarFeedTransport
  } = {},
): Promise<Services> {
  const { db } = database
  const { site } = env
  const clock = overrides.clock ?? (() => new Date())
  const keys = (await loadKeyRing(env, db))!
  const storage = await createStorage({ env, uploadKey: keys.current.uploadUrls })
  // Once, and marked done only when it succeeded: afterwards nothing under the upload key is ever trusted.
  if (storage.moveLegacyObjects && !(await wasClaimed(db, LEGACY_OBJECTS_MOVED))) {
    const moved = await storage.moveLegacyObjects()
    await claimOnce(db, LEGACY_OBJECTS_MOVED)
    if (moved) logger.info({ moved }, 'finalised images moved out of the upload URLs’ reach')
  }
  const pdf = createPdfService({ site, siteUrl: env.SITE_URL, storage })
  const outbox = createEmailOutbox(env, db, logger, keys, pdf, overrides.outboxLeaseMs)
  // Every instance on the database hears every post change (decision 9), so caches agree within ~1 s.
  const postChanges = await createChangeFeed({ database, channel: 'post_changed', logger })
  const blog = createBlogService({ db, storage, changes: postChanges, clock, timeZone: site.timeZone })
  blog.onChange((id) => pdf.invalidatePost(id))
  const limits = overrides.limits ?? scaledLimits(env.RATE_LIMIT_SCALE)
  const from = mailFrom(env)
  const newsletters = createNewsletterService({
    db,
    // Its own transport: one SMTP connection kept open for a whole issue.
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
  // Where this visitor's visit landed today, for a lead's attribution (decision 29).
  const landingPath = ({ address, headers }: Visitor) => {
    const userAgent = headers['user-agent']
    // Someone who asked not to be tracked gets no landing page, not even another person's (one
    // school network, identical Chromebooks) that their hash happens to match.
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
    linkKeys: () => keysFor(keys, 'emailLinks'),
    limits,
    booking,
    emailQueued: () => outbox.poke(),
  })
  // Booking requests past their hourly threshold: the consultant hears of it once per window.
  const bookingFlooded = async (_form: PublicForm, threshold: number) => {
    const at = clock()
    const job: BookingEmailJob = { kind: 'booking-flood', threshold, at: at.toISOString() }
    await enqueue(db, `booking-flood:${at.toISOString().slice(0, 13)}`, job)
    outbox.poke()
  }
  const proofOfWork = createProofOfWork({
    // A key of its own, so a challenge's signature is never valid as any other signed value.
    key: keys.current.proofOfWork,
    db,
    maxNumber: DEFAULT_MAX_NUMBER,
    ttlSeconds: DEFAULT_TTL_SECONDS,
    clock,
  })
  const sendAlert = async (dedupeKey: string, alert: EmailJob) => {
    await enqueue<EmailJob>(db, dedupeKey, alert)
    outbox.poke()
  }
  const passwordReset = createPasswordReset({
    db,
    limits,
    keys,
    issuer: site.businessName,
    sendAlert,
    sendResetLink: async (dedupeKey, link) => {
      await enqueue<PasswordResetLink>(db, dedupeKey, link)
      outbox.poke()
    },
    logger,
    clock,
  })
  const jobs = createScheduler({ logger })
  const { sender } = newsletters
  let closing: Promise<void> | undefined
  async function close() {
    try {
      await jobs.stop()
      await leads.settled()
      await passwordReset.settled()
      await analytics.flush()
    } finally {
      // Whatever failed above, the connections end: SMTP first (nothing sends once the jobs have
      // stopped), the database last, as every step above may still write to it.
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
    leadIntake: createLeadIntake({
      gate: { db, limits, proofOfWork, clock },
      leads,
      landingPath,
    }),
    analytics,
    booking,
    calendarFeed,
    bookingFeed: createBookingFeed({ db }),
    bookingRequests,
    bookingIntake: createBookingIntake({
      gate: { db, limits, proofOfWork, clock, onFlood: bookingFlooded },
      requests: bookingRequests,
      landingPath,
    }),
    quiz: createQuizService({ db, questions: quizQuestions, clock, timeZone: site.timeZone }),
    quizReports: createQuizReportIntake({
      gate: { db, limits, proofOfWork, clock },
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
      sendAlert,
      clock,
    }),
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
    keys,
    jobs,
    close: () => (closing ??= close()),
  }
}

/** The outbox worker, sending through SMTP or into DATA_DIR/outbox, with the site's identity. */
function createEmailOutbox(
  env: Env,
  db: Db,
  logger: Logger,
  keys: KeyRing,
  pdf: PdfService,
  leaseMs?: number,
): OutboxWorker {
  const { site } = env
  const mailer = createMailer({ smtpUrl: env.SMTP_URL, dataDir: env.dataDir })
  const notifyEmail = env.NOTIFY_EMAIL ?? site.email
  logger.info({ transport: mailer.kind, notifyEmail }, 'email delivery configured')
  const linkKeys = keysFor(keys, 'emailLinks')
  return createOutboxWorker<EmailJob | BookingEmailJob | PasswordResetLink>({
    db,
    mailer,
    logger,
    from: mailFrom(env),
    build: (job, attachment) =>
      isPasswordResetLink(job)
        ? buildPasswordResetLinkMail(job, { site, siteUrl: env.SITE_URL, linkKeys })
        : isBookingEmail(job)
          ? buildBookingMail(job, { site, siteUrl: env.SITE_URL, notifyEmail, linkKeys })
          : job.kind === 'quiz-report'
            ? withQuizReport(job, attachment, buildMail(job, { site, siteUrl: env.SITE_URL, notifyEmail }), pdf)
            : buildMail(job, { site, siteUrl: env.SITE_URL, notifyEmail }),
    leaseMs,
  })
}

/**
 * The district report's email with the PDF the visitor downloaded, queued with it (decision 51). A
 * message queued before the PDF was kept with it has none: its PDF is made from the stored answers.
 */
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

/** The From of every email the site sends. */
const mailFrom = (env: Env) => env.MAIL_FROM ?? `"${env.site.businessName}" <${env.site.email}>`
