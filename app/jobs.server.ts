import { scrubDeliveredPayloads } from '#app/features/email/outbox.server.ts'
import { retireStoredRoot } from '#app/lib/keys.server.ts'
import { sweepRateLimits } from '#app/lib/rate-limit.server.ts'
import type { Scheduler } from '#app/lib/scheduler.server.ts'
import type { Services } from './services.server.ts'
import { SECOND, MINUTE } from '#app/lib/durations.ts'

/** Its URL worked for minutes. */
const ABANDONED_UPLOAD_MS = 24 * 60 * MINUTE

/** Decision 20: each job claims its work in PostgreSQL, so instances can run them side by side. */
export function scheduleJobs(services: Services, scheduler: Scheduler) {
  // Also at once when a request queues mail (poke).
  const sendEmail = scheduler.every('send-email', 5 * SECOND, () => services.outbox.runOnce(), { atStart: true })
  services.outbox.onPoke(() => sendEmail.runNow())
  // Decision 30: a run that stopped with more due runs again at once.
  const sendNewsletters = scheduler.every(
    'send-newsletters',
    5 * SECOND,
    async () => {
      if (await services.newsletters.runOnce()) sendNewsletters.runNow()
    },
    { atStart: true },
  )
  services.newsletters.sender.onPoke(() => sendNewsletters.runNow())
  // Decision 64: the pool drains what is due; a committed event wakes it on every instance.
  const deliverWebhooks = scheduler.every('deliver-webhooks', 5 * SECOND, () => services.webhooks.deliverer.runOnce(), {
    atStart: true,
  })
  services.webhooks.onQueued(() => {
    services.webhooks.deliverer.wake()
    deliverWebhooks.runNow()
  })
  scheduler.every('prune-webhook-log', 60 * MINUTE, () => services.webhooks.prune())
  scheduler.every('sweep-rate-limits', 10 * MINUTE, () => sweepRateLimits(services.db))
  scheduler.every('purge-unconfirmed-subscribers', 60 * MINUTE, () => services.leads.purgeUnconfirmed())
  scheduler.every('scrub-delivered-email', 60 * MINUTE, () => scrubDeliveredPayloads(services.db))
  scheduler.every('prune-previews-and-uploads', 60 * MINUTE, async () => {
    await services.blog.pruneEndedPreviews()
    await services.storage.pruneAbandonedUploads?.(ABANDONED_UPLOAD_MS)
  })
  scheduler.every('retire-stored-root', 60 * MINUTE, () => retireStoredRoot(services.db, services.keys), {
    atStart: true,
  })
  scheduler.every('lead-reminders-and-digest', MINUTE, () => services.leads.queueDueEmails())
  scheduler.every('booking-reminders', MINUTE, () => services.booking.queueReminders())
  scheduler.every('prune-booking-requests', 60 * MINUTE, () => services.bookingRequests.prune())
  // A failed fetch keeps the last good copy.
  scheduler.every(
    'calendar-feed',
    5 * MINUTE,
    async () => {
      const { calendarUrl } = await services.booking.availability()
      if (calendarUrl) await services.calendarFeed.refresh(calendarUrl)
    },
    { atStart: true },
  )
  // Decision 29; Services.close flushes once more.
  scheduler.every('flush-page-views', 5 * SECOND, () => services.analytics.flush())
  scheduler.every('prune-analytics', 60 * MINUTE, () => services.analytics.prune(), { atStart: true })
  // One instance takes it (decision 8).
  const { backups } = services
  if (backups) scheduler.every('nightly-backup', 10 * MINUTE, () => backups.runIfDue())
}
