import { createHash } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { appState } from '#db/schema/index.ts'
import type { Db } from '#app/lib/db.server.ts'
import type { Logger } from '#app/lib/logger.server.ts'
import { hit, release, type Limit, type Limits } from '#app/lib/rate-limit.server.ts'
import { HOUR } from '#app/lib/durations.ts'

/** Strangers type these addresses: the caps keep our forms from mailing someone else (decision 16). */
export const VISITOR_MAIL_CAPPED = 'visitor_mail_capped_at'

export type VisitorMailLimits = Pick<
  Limits,
  'visitorMail' | 'visitorMailPerClient' | 'visitorMailPerDomain' | 'visitorMailPerSiteDaily' | 'ackPerRecipient'
>

const GMAIL = new Set(['gmail.com', 'googlemail.com'])

/** The mailbox an address reaches, as far as we can tell from outside (decision 16). */
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

/** Roughly the registrable domain; a coarse answer errs towards sending fewer acknowledgements. */
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

export type VisitorMailScope = 'recipient' | 'client' | 'domain' | 'site' | 'global'

/** Narrowest first; a refusal gives back what the earlier ones counted; a counter per purpose (decisions 16, 40). */
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

export async function visitorMailCappedSince(db: Db, now = new Date()): Promise<Date | null> {
  const [row] = await db.select().from(appState).where(eq(appState.key, VISITOR_MAIL_CAPPED))
  const at = row ? new Date(row.value) : null
  return at && now.getTime() - at.getTime() < HOUR ? at : null
}
