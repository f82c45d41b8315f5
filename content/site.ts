/**
 * The business identity the spec leaves open (spec §9: phone, default author, policy generator...).
 * One typed place; each value can be overridden by an environment variable at start-up so a
 * deployment does not need a code change.
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

const env = typeof process === 'undefined' ? {} : process.env

function phoneHref(phone: string): string {
  return `tel:+1${phone.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '')}`
}

const phone = env.SITE_PHONE ?? '(555) 010-4821'

export const site: SiteIdentity = {
  businessName: env.SITE_BUSINESS_NAME ?? 'SchoolShield Cyber Advisory',
  tagline: 'Cybersecurity leadership for K-12 school districts',
  phone,
  phoneHref: phoneHref(phone),
  email: env.SITE_EMAIL ?? 'hello@schoolshieldcyber.com',
  postalAddress: env.SITE_POSTAL_ADDRESS ?? 'PO Box 4821, Springfield, IL 62708',
  defaultAuthor: env.SITE_DEFAULT_AUTHOR ?? 'Dr. Morgan Ellis',
  consultantName: env.SITE_CONSULTANT_NAME ?? 'Dr. Morgan Ellis',
  policyGeneratorUrl: env.SITE_POLICY_GENERATOR_URL ?? 'https://policy.schoolshieldcyber.com',
  replyPromise: 'We reply typically within 4 hours.',
  copyrightYear: 2025,
  timeZone: env.SITE_TIME_ZONE ?? 'America/Chicago',
}
