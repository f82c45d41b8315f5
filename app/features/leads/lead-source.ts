// No zod, React or database here: the dashboard, the emails and the insights share one rule.

export interface Attribution {
  utmSource: string | null
  utmMedium: string | null
  utmCampaign: string | null
  referrer: string | null
  /** found by the server from its own count, never sent by the browser (decision 29) */
  landingPath?: string | null
}

export const attributionFields = ['utmSource', 'utmMedium', 'utmCampaign', 'referrer', 'landingPath'] as const

export type SourceType = 'campaign' | 'referrer' | 'direct'

export const sourceTypeLabels: Record<SourceType, string> = {
  campaign: 'Campaign',
  referrer: 'Referring site',
  direct: 'Direct',
}

/** Direct also covers a visit whose attribution could not be kept (storage turned off). */

export function leadSource(a: Attribution): { type: SourceType; label: string } {
  const campaign = [a.utmSource, a.utmMedium, a.utmCampaign].filter(Boolean).join(' / ')
  if (campaign) return { type: 'campaign', label: campaign }
  if (a.referrer) return { type: 'referrer', label: a.referrer.replace(/^https?:\/\//, '') }
  return { type: 'direct', label: 'Direct' }
}
