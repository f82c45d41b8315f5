/**
 * Where a lead came from, without zod, React or the database, so the dashboard, the emails and the
 * insights name a lead's source with one rule and cannot disagree.
 */

/**
 * First-touch attribution of the visit, stored with every lead (requests, downloads, subscribers):
 * the campaign tags of the landing URL and the referring site's origin, each null when absent.
 */
export interface Attribution {
  utmSource: string | null
  utmMedium: string | null
  utmCampaign: string | null
  referrer: string | null
  /**
   * The visit's first page, found by the server from its own count (decision 29), never sent by
   * the browser; absent or null when the visit was not counted (a bot, Global Privacy Control).
   */
  landingPath?: string | null
}

export type SourceType = 'campaign' | 'referrer' | 'direct'

/** The kind of a source, as the insights' table names it. */
export const sourceTypeLabels: Record<SourceType, string> = {
  campaign: 'Campaign',
  referrer: 'Referring site',
  direct: 'Direct',
}

/**
 * A lead's source: its campaign tags (source / medium / campaign, those present), else the site
 * that referred it without the scheme, else Direct. Direct also covers a visit whose attribution
 * could not be kept (storage turned off), which the stored lead cannot tell apart.
 */
export function leadSource(a: Attribution): { type: SourceType; label: string } {
  const campaign = [a.utmSource, a.utmMedium, a.utmCampaign].filter(Boolean).join(' / ')
  if (campaign) return { type: 'campaign', label: campaign }
  if (a.referrer) return { type: 'referrer', label: a.referrer.replace(/^https?:\/\//, '') }
  return { type: 'direct', label: 'Direct' }
}
