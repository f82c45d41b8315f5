import { createHash } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { appState } from '#db/schema/index.ts'
import type { Db } from '#app/lib/db.server.ts'
import type { Logger } from '#app/lib/logger.server.ts'
import { hit, release, type Limit, type Limits } from '#app/lib/rate-limit.server.ts'

/**
 * Email to visitors goes to addresses that strangers type into our forms, from our own domain. So
 * that the forms cannot be used to send mail to someone else: at most one message per mailbox a
 * day, a cap per recipient domain, a cap per client address (one client cannot use up everyone's
 * allowance), and a cap on all visitor mail per hour. When the global cap is reached, that is
 * logged and shown on the dashboard. Mail to the owner is never limited.
 */
export const VISITOR_MAIL_CAPPED = 'visitor_mail_capped_at'

export type VisitorMailLimits = Pick<
  Limits,
  'visitorMail' | 'visitorMailPerClient' | 'visitorMailPerDomain' | 'visitorMailPerSiteDaily' | 'ackPerRecipient'
>

const GMAIL = new Set(['gmail.com', 'googlemail.com'])

/**
 * The mailbox an address reaches, as far as we can tell from outside: lower case, without a
 * `+tag` (every large provider delivers `name+anything@` to `name@`, and a district's server may
 * too), and for Gmail without dots, which Gmail ignores, on either of its two domains. The domain
 * is kept whole: `district.k12.ca.us` and `other.k12.ca.us` are different schools.
 */
export function canonicalAddress(email: string): { address: string; domain: string } {
  const text = email.trim().toLowerCase()
  const at = text.lastIndexOf('@')
  let local = text.slice(0, at).split('+')[0]!
  let domain = text.slice(at + 1).replace(/\.$/, '')
  if (GMAIL.has(domain)) {
    domain = 'gmail.com'
    local = local.replaceAll('.', '')
  }
  return { address: `${local}@${domain}`, domain }
}

const digest = (text: string) => createHash('sha256').update(text).digest('base64url')

/** Second-level labels under which a country's sites are registered one level deeper (`k12.ca.us`, `co.uk`). */
const SHARED_SECOND_LEVEL = new Set(['ac', 'co', 'com', 'edu', 'gov', 'k12', 'net', 'org', 'sch'])

/**
 * The site a domain belongs to, roughly its registrable domain: its last two labels, or three
 * where the second is shared (`x.k12.ca.us` stays whole below `k12`; `mail.district.org` is
 * `district.org`). Used only to add up a day's visitor mail, where a coarse answer errs on the side
 * of sending fewer acknowledgements.
 */
export function siteOf(domain: string): string {
  const labels = domain.split('.')
  // Under a state's k12 (district.k12.ca.us) each district is a site of its own.
  const keep =
    labels.at(-3) === 'k12'
      ? 4
      : SHARED_SECOND_LEVEL.has(labels.at(-2) ?? '') || (labels.at(-2) ?? '').length <= 2
        ? 3
        : 2
  return labels.slice(-keep).join('.')
}

/** Which allowance refused a visitor email: the mailbox's own, or one shared with others. */
export type VisitorMailScope = 'recipient' | 'client' | 'domain' | 'site' | 'global'

/**
 * Whether one more message may go to `email`, asked for by `client` (its rate-limit key: an IPv4
 * address or an IPv6 /64), and if not, which allowance refused it. Each allowance is counted in
 * turn, narrowest first; a refusal gives back what the earlier ones counted, so a message that is
 * not sent costs no one anything: six requests for one mailbox use one slot of the client's, the
 * domain's and the hour's allowance. `recipient`: the mailbox's own allowance, by purpose (an
 * acknowledgement's one a day, or a booking's confirmation links, decision 40); each purpose has
 * its own counter, the shared allowances are shared by all.
 */
export async function visitorMailVerdict(
  db: Db,
  logger: Logger,
  limits: VisitorMailLimits,
  email: string,
  client: string,
  {
    now = new Date(),
    recipient = { purpose: 'to', limit: limits.ackPerRecipient },
  }: {
    now?: Date
    recipient?: { purpose: string; limit: Limit }
  } = {},
): Promise<{ allowed: true } | { allowed: false; scope: VisitorMailScope }> {
  const { address, domain } = canonicalAddress(email)
  const checks = [
    { key: `visitor-mail:${recipient.purpose}:${digest(address)}`, limit: recipient.limit, scope: 'recipient' },
    { key: `visitor-mail:from:${client}`, limit: limits.visitorMailPerClient, scope: 'client' },
    { key: `visitor-mail:domain:${digest(domain)}`, limit: limits.visitorMailPerDomain, scope: 'domain' },
    { key: `visitor-mail:site-day:${digest(siteOf(domain))}`, limit: limits.visitorMailPerSiteDaily, scope: 'site' },
    { key: 'visitor-mail:all', limit: limits.visitorMail, scope: 'global' },
  ] as const
  const counted: string[] = []
  for (const { key, limit, scope } of checks) {
    if ((await hit(db, key, limit, now)).allowed) {
      counted.push(key)
      continue
    }
    for (const earlier of counted) await release(db, earlier)
    if (scope === 'recipient') return { allowed: false, scope }
    logger.warn(
      { event: 'visitor_mail_capped', scope, cap: limit.max, ...(scope === 'client' ? { ip: client } : {}) },
      scope === 'global'
        ? 'hourly cap on visitor email reached'
        : scope === 'site'
          ? 'daily cap on visitor email per site reached'
          : `hourly cap on visitor email per ${scope} reached`,
    )
    if (scope === 'global') {
      await db
        .insert(appState)
        .values({ key: VISITOR_MAIL_CAPPED, value: now.toISOString() })
        .onConflictDoUpdate({ target: appState.key, set: { value: now.toISOString() } })
    }
    return { allowed: false, scope }
  }
  return { allowed: true }
}

/** When the hourly cap was last reached, if that was within the past hour (for the dashboard). */
export async function visitorMailCappedSince(db: Db, now = new Date()): Promise<Date | null> {
  const [row] = await db.select().from(appState).where(eq(appState.key, VISITOR_MAIL_CAPPED))
  const at = row ? new Date(row.value) : null
  return at && now.getTime() - at.getTime() < 60 * 60 * 1000 ? at : null
}
