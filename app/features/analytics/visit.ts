import type { DeviceClass } from '#db/schema/index.ts'

/** Real agents are under 300 characters; a 15 KB one must cost no more than a real one. */
export const USER_AGENT_MAX = 512

export function deviceClass(userAgent: string): DeviceClass {
  if (/iPad|Tablet|PlayBook|Silk|Kindle|Android(?!.*Mobile)/i.test(userAgent)) return 'tablet'
  if (/Mobi|iPhone|iPod|Android|Windows Phone|Opera Mini/i.test(userAgent)) return 'phone'
  return 'desktop'
}

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

const tag = (value: string | null) =>
  (value ?? '')
    .trim()
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .slice(0, 100)
    .toLowerCase()

export type Campaign = ReturnType<typeof campaignOf>

export function campaignOf(search: URLSearchParams) {
  return {
    utmSource: tag(search.get('utm_source')),
    utmMedium: tag(search.get('utm_medium')),
    utmCampaign: tag(search.get('utm_campaign')),
  }
}

type Headers = Record<string, string | string[] | undefined>

export const optedOut = (headers: Headers) => headers['sec-gpc'] === '1' || headers.dnt === '1'

export const isPrefetch = (headers: Headers) =>
  /prefetch|prerender/i.test(String(headers['sec-purpose'] ?? headers.purpose ?? ''))
