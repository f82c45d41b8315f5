import { sql } from 'drizzle-orm'
import { newsletterDeliveries, newsletters } from '#db/schema/index.ts'

/**
 * Where a newsletter subscriber stands, one rule for the dashboard's list, its CSV and the person
 * view: Unsubscribed (they left), else Bounced (an issue to them was refused for good, decision 30;
 * they get nothing more until they sign up again), else Confirmed or Pending (double opt-in).
 */
export type SubscriberState = 'Confirmed' | 'Pending' | 'Bounced' | 'Unsubscribed'

export const subscriberState = sql<SubscriberState>`case
  when ${newsletters.unsubscribedAt} is not null then 'Unsubscribed'
  when ${newsletters.bouncedAt} is not null then 'Bounced'
  when ${newsletters.confirmedAt} is not null then 'Confirmed'
  else 'Pending' end`

/** When the subscriber came to stand where `subscriberState` says. */
export const subscriberStateSince = sql<Date>`coalesce(
  ${newsletters.unsubscribedAt}, ${newsletters.bouncedAt}, ${newsletters.confirmedAt}, ${newsletters.createdAt})`.mapWith(
  newsletters.createdAt,
)

/**
 * What the receiving mail server answered when it refused the latest issue for good, as the sender
 * stored it (addresses redacted, 500 characters at most); null when the address has not bounced.
 */
export const bounceReason = sql<string | null>`case when ${newsletters.bouncedAt} is not null then (
  select ${newsletterDeliveries.lastError} from ${newsletterDeliveries}
  where ${newsletterDeliveries.subscriberId} = ${newsletters.id} and ${newsletterDeliveries.status} = 'bounced'
  order by ${newsletterDeliveries.issueId} desc limit 1) end`
