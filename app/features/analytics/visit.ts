import type { DeviceClass } from '#db/schema/index.ts'

/**
 * What a page view says about itself, read from the request alone (decision 29): no cookie, and
 * nothing here is stored but the derived values (a device class, a host name, campaign tags).
 */

/**
 * How much of a User-Agent is read (isbot, the device class, the visitor digest): real ones are
 * under 300 characters, and a 15 KB one must cost no more than a real one.
 */
export const USER_AGENT_MAX = 512

/** Phone, tablet or desktop, from the user agent's usual markers; the agent itself is not kept. */
export function deviceClass(userAgent: string): DeviceClass {
  if (/iPad|Tablet|PlayBook|Silk|Kindle|Android(?!.*Mobile)/i.test(userAgent)) return 'tablet'
  if (/Mobi|iPhone|iPod|Android|Windows Phone|Opera Mini/i.test(userAgent)) return 'phone'
  return 'desktop'
}

/** The referring site's host name, lower-cased, without "www."; '' for none, our own site or nonsense. */
export function referrerHost(referer: string | undefined, ownHost: string): string {
  if (!referer) return ''
  try {
    const url = new URL(referer)
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return ''
    const host = url.hostname.toLowerCase().replace(/^www\./, '')
    return host === ownHost.toLowerCase().replace(/^www\./, '') ? '' : host.slice(0, 253)
  } catch {
    return ''
  }
}

export interface Campaign {
  utmSource: string
  utmMedium: string
  utmCampaign: string
}

const tag = (value: string | null) =>
  (value ?? '')
    .trim()
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .slice(0, 100)
    .toLowerCase()

/** The campaign tags of the page's address, trimmed, lower-cased and bounded; '' when absent. */
export function campaignOf(search: URLSearchParams): Campaign {
  return {
    utmSource: tag(search.get('utm_source')),
    utmMedium: tag(search.get('utm_medium')),
    utmCampaign: tag(search.get('utm_campaign')),
  }
}

/**
 * The visitor asked not to be tracked: Global Privacy Control (`Sec-GPC: 1`) or Do Not Track
 * (`DNT: 1`). Such a request is not counted at all, not even as an anonymous view.
 */
type Headers = Record<string, string | string[] | undefined>

export const optedOut = (headers: Headers) => headers['sec-gpc'] === '1' || headers.dnt === '1'

/** A browser fetching ahead of a click (link prefetch, prerender) is not a visit. */
export const isPrefetch = (headers: Headers) =>
  /prefetch|prerender/i.test(String(headers['sec-purpose'] ?? headers.purpose ?? ''))
