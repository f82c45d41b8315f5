import type { Attribution } from './lead-source.ts'

const KEY = 'first-touch'

/** Nothing leaves the browser until the visitor submits a form. */
export function captureAttribution() {
  try {
    if (sessionStorage.getItem(KEY)) return
    const params = new URLSearchParams(window.location.search)
    let referrer: string | null = null
    if (document.referrer) {
      const ref = new URL(document.referrer)
      if (ref.host !== window.location.host) referrer = `${ref.protocol}//${ref.host}`
    }
    const value: Attribution = {
      utmSource: params.get('utm_source'),
      utmMedium: params.get('utm_medium'),
      utmCampaign: params.get('utm_campaign'),
      referrer,
    }
    sessionStorage.setItem(KEY, JSON.stringify(value))
  } catch {
    // storage disabled: no attribution, the forms still work
  }
}

export function readAttribution(): Attribution | undefined {
  try {
    const raw = sessionStorage.getItem(KEY)
    return raw ? (JSON.parse(raw) as Attribution) : undefined
  } catch {
    return undefined
  }
}

export const attributionField = () => ({ attribution: readAttribution() })
