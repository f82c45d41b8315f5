import { scrubDeliveredPayloads } from '#app/features/email/outbox.server.ts'
import { sweepRateLimits } from '#app/lib/rate-limit.server.ts'
import type { Scheduler } from '#app/lib/scheduler.server.ts'
import type { Services } from './services.server.ts'

const MINUTE = 60_000

/** The recurring work of a running instance (started by server/runtime.ts). */
export function scheduleJobs(services: Services, scheduler: Scheduler) {
  scheduler.every('sweep-rate-limits', 10 * MINUTE, () => sweepRateLimits(services.db))
  scheduler.every('purge-unconfirmed-subscribers', 60 * MINUTE, () => services.leads.purgeUnconfirmed())
  scheduler.every('scrub-delivered-email', 60 * MINUTE, () => scrubDeliveredPayloads(services.db))
  scheduler.every('lead-reminders-and-digest', MINUTE, () => services.leads.queueDueEmails())
  // Checks whether tonight's backup is due; one instance takes it (decision 8).
  const { backups } = services
  if (backups) scheduler.every('nightly-backup', 10 * MINUTE, () => backups.runIfDue())
}
