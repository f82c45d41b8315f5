import { sql } from 'drizzle-orm'
import { newsletterDeliveries, newsletters } from '#db/schema/index.ts'

/** One rule for the list, its CSV and the person view (decision 30). */
export type SubscriberState = 'Confirmed' | 'Pending' | 'Bounced' | 'Unsubscribed'

export const subscriberState = sql<SubscriberState>`case
  when ${newsletters.unsubscribedAt} is not null then 'Unsubscribed'
  when ${newsletters.bouncedAt} is not null then 'Bounced'
  when ${newsletters.confirmedAt} is not null then 'Confirmed'
  else 'Pending' end`

export const subscriberStateSince = sql<Date>`coalesce(
  ${newsletters.unsubscribedAt}, ${newsletters.bouncedAt}, ${newsletters.confirmedAt}, ${newsletters.createdAt})`.mapWith(
  newsletters.createdAt,
)

/** As the sender stored it: addresses redacted, 500 characters at most. */

export const bounceReason = sql<string | null>`case when ${newsletters.bouncedAt} is not null then (
  select ${newsletterDeliveries.lastError} from ${newsletterDeliveries}
  where ${newsletterDeliveries.subscriberId} = ${newsletters.id} and ${newsletterDeliveries.status} = 'bounced'
  order by ${newsletterDeliveries.issueId} desc limit 1) end`
