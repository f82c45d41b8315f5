import { scrubDeliveredPayloads } from '#app/features/email/outbox.server.ts'
import { retireStoredRoot } from '#app/lib/keys.server.ts'
import { sweepRateLimits } from '#app/lib/rate-limit.server.ts'
import type { Scheduler } from '#app/lib/scheduler.server.ts'
import type { Services } from './services.server.ts'
import { SECOND, MINUTE } from '#app/lib/durations.ts'

/** An S3 upload no post has finalised after this long was abandoned (its URL worked for minutes). */
const ABANDONED_UPLOAD_MS = 24 * 60 * MINUTE

/**
 * Every recurring job of a running instance, in one place (decision 20). server/runtime.ts registers
 * them on the services' scheduler (`services.jobs`) and starts it; `Services.close` stops it. Each
 * claims its work in PostgreSQL, so several instances can run them side by side.
 */
export function scheduleJobs(services: Services, scheduler: Scheduler) {
  // Mail goes out within seconds: on this poll, and at once when a request queues some (poke).
  const sendEmail = scheduler.every('send-email', 5 * SECOND, () => services.outbox.runOnce(), { atStart: true })
  services.outbox.onPoke(() => sendEmail.runNow())
  // Newsletters (decision 30): scheduled issues start, due messages go out within the rate, and a
  // run that stopped with more due runs again at once.
  const sendNewsletters = scheduler.every(
    'send-newsletters',
    5 * SECOND,
    async () => {
      if (await services.newsletters.runOnce()) sendNewsletters.runNow()
    },
    { atStart: true },
  )
  services.newsletters.sender.onPoke(() => sendNewsletters.runNow())
  scheduler.every('sweep-rate-limits', 10 * MINUTE, () => sweepRateLimits(services.db))
  scheduler.every('purge-unconfirmed-subscribers', 60 * MINUTE, () => services.leads.purgeUnconfirmed())
  scheduler.every('scrub-delivered-email', 60 * MINUTE, () => scrubDeliveredPayloads(services.db))
  // Rows of ended preview links, and S3 uploads no post finalised within a day, are kept for nothing.
  scheduler.every('prune-previews-and-uploads', 60 * MINUTE, async () => {
    await services.blog.pruneEndedPreviews()
    await services.storage.pruneAbandonedUploads?.(ABANDONED_UPLOAD_MS)
  })
  // A root key stored before SECRET_KEY is deleted once nothing needs it (keys.server.ts).
  scheduler.every('retire-stored-root', 60 * MINUTE, () => retireStoredRoot(services.db, services.keys), {
    atStart: true,
  })
  scheduler.every('lead-reminders-and-digest', MINUTE, () => services.leads.queueDueEmails())
  // A booked meeting's reminders, 24 hours and 1 hour before (decision 40).
  scheduler.every('booking-reminders', MINUTE, () => services.booking.queueReminders())
  // Booking requests nobody confirmed go a day after their link expired (decision 40).
  scheduler.every('prune-booking-requests', 60 * MINUTE, () => services.bookingRequests.prune())
  // The consultant's own calendar, for busy times; a failed fetch keeps the last good copy.
  scheduler.every(
    'calendar-feed',
    5 * MINUTE,
    async () => {
      const { calendarUrl } = await services.booking.availability()
      if (calendarUrl) await services.calendarFeed.refresh(calendarUrl)
    },
    { atStart: true },
  )
  // Page views are counted in memory and added to the rollups every few seconds (decision 29);
  // Services.close flushes once more at shutdown. A day's salt is deleted within the hour after the
  // day is over, old visitor and page-view rows once past their keeping.
  scheduler.every('flush-page-views', 5 * SECOND, () => services.analytics.flush())
  scheduler.every('prune-analytics', 60 * MINUTE, () => services.analytics.prune(), { atStart: true })
  // Checks whether tonight's backup is due; one instance takes it (decision 8).
  const { backups } = services
  if (backups) scheduler.every('nightly-backup', 10 * MINUTE, () => backups.runIfDue())
}
