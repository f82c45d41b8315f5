import { parsePhoneNumberFromString } from 'libphonenumber-js/min'

/** A callable number in E.164, read by libphonenumber-js as the United States' unless it has +country (decision 59). */
export function phoneNumber(text: string): string | null {
  const parsed = parsePhoneNumberFromString(text.trim(), 'US')
  return parsed?.isValid() ? parsed.number : null
}

/** An E.164 number as people write it: "(555) 010-4821" at home, "+44 20 7946 0958" abroad. */
export function phoneText(e164: string): string {
  const parsed = parsePhoneNumberFromString(e164)
  if (!parsed) return e164
  return parsed.country === 'US' ? parsed.formatNational() : parsed.formatInternational()
}

/** Its last four digits, for mail to an address a stranger may have typed: "ending in 4821". */
export const phoneEnding = (e164: string) => `the number ending in ${e164.slice(-4)}`
