/**
 * The business identity the spec leaves open (spec §9: phone, default author, policy generator...).
 * One typed place for its values; a deployment overrides them with the SITE_* environment variables,
 * which app/lib/env.server.ts validates with the rest of the environment (decision 49). The server
 * hands the result to the services (`env.site`) and to the pages (the root loader); nothing reads
 * the environment here.
 */

export interface SiteIdentity {
  businessName: string
  tagline: string
  phone: string
  /** the phone number as digits for tel: links */
  phoneHref: string
  email: string
  postalAddress: string
  defaultAuthor: string
  consultantName: string
  policyGeneratorUrl: string
  replyPromise: string
  copyrightYear: number
  /** dates on the site are shown in this time zone, the same on server and browser */
  timeZone: string
}

/** What a deployment may set, each through its own SITE_* variable (app/lib/env.server.ts). */
export type SiteSettings = Pick<
  SiteIdentity,
  | 'businessName'
  | 'phone'
  | 'email'
  | 'postalAddress'
  | 'defaultAuthor'
  | 'consultantName'
  | 'policyGeneratorUrl'
  | 'timeZone'
>

function phoneHref(phone: string): string {
  return `tel:+1${phone.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '')}`
}

/** The identity built from a deployment's settings; what is not a setting is the consultancy's copy. */
export function siteIdentity(settings: SiteSettings): SiteIdentity {
  return {
    ...settings,
    tagline: 'Cybersecurity leadership for K-12 school districts',
    phoneHref: phoneHref(settings.phone),
    replyPromise: 'We reply typically within 4 hours.',
    copyrightYear: 2025,
  }
}

/**
 * The identity with no SITE_* variable set. The running site uses `env.site` instead; these are
 * the schema's defaults, and what tests and tools compare with.
 */
export const siteDefaults: SiteIdentity = siteIdentity({
  businessName: 'SchoolShield Cyber Advisory',
  phone: '(555) 010-4821',
  email: 'hello@schoolshieldcyber.com',
  postalAddress: 'PO Box 4821, Springfield, IL 62708',
  defaultAuthor: 'Dr. Morgan Ellis',
  consultantName: 'Dr. Morgan Ellis',
  policyGeneratorUrl: 'https://policy.schoolshieldcyber.com',
  timeZone: 'America/Chicago',
})
