import { describe, expect, it } from 'vitest'
import { attributionSchema } from './lead.schema.ts'
import { leadSource, type Attribution } from './lead-source.ts'

const noAttribution: Attribution = { utmSource: null, utmMedium: null, utmCampaign: null, referrer: null }

describe('leadSource', () => {
  it('names the campaign by the tags present, in the order source / medium / campaign, before any referrer', () => {
    const tags = { utmSource: 'state-association', utmMedium: 'email', utmCampaign: 'fall-2026' }
    expect(leadSource({ ...noAttribution, ...tags, referrer: 'https://search.example' })).toEqual({
      type: 'campaign',
      label: 'state-association / email / fall-2026',
    })
    expect(leadSource({ ...noAttribution, utmSource: 'newsletter', utmMedium: 'email' }).label).toBe(
      'newsletter / email',
    )
    // A link tagged without utm_source is still a campaign.
    expect(leadSource({ ...noAttribution, utmCampaign: 'fall-2026' })).toEqual({ type: 'campaign', label: 'fall-2026' })
  })

  it('else the referring site without its scheme, else Direct', () => {
    expect(leadSource({ ...noAttribution, referrer: 'https://www.linkedin.com' })).toEqual({
      type: 'referrer',
      label: 'www.linkedin.com',
    })
    expect(leadSource({ ...noAttribution, referrer: 'http://k12six.org' }).label).toBe('k12six.org')
    expect(leadSource(noAttribution)).toEqual({ type: 'direct', label: 'Direct' })
    expect(leadSource({ utmSource: '', utmMedium: '', utmCampaign: '', referrer: '' })).toEqual({
      type: 'direct',
      label: 'Direct',
    })
  })

  it('reads what a form posts as the stored shape: absent or blank fields are null', () => {
    expect(attributionSchema.parse(undefined)).toEqual(noAttribution)
    expect(attributionSchema.parse({ utmSource: ' newsletter ', utmMedium: '  ', referrer: null })).toEqual({
      ...noAttribution,
      utmSource: 'newsletter',
    })
  })
})
