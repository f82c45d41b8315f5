import type { Row } from './layout.ts'

/**
 * A person who left their details, as the owner's alerts show them: the position is its label
 * ("Superintendent"), not the stored value; the caller (the leads feature) looks the label up.
 */
export interface PersonFacts {
  firstName: string
  lastName: string
  email: string
  position: string
  district: string
}

/** Where a lead came from, as the dashboard names it, and the referring site in full (a campaign's label hides it). */
export interface SourceFacts {
  source: string
  referrer: string | null
}

export const fullName = (p: Pick<PersonFacts, 'firstName' | 'lastName'>) => `${p.firstName} ${p.lastName}`

export function personRows(p: PersonFacts): Row[] {
  return [
    ['Name', fullName(p)],
    ['Email', p.email],
    ['Position', p.position],
    ['District', p.district],
  ]
}

export function sourceRows(s: SourceFacts): Row[] {
  return [
    ['Source', s.source],
    ['Referring site', s.referrer ?? '—'],
  ]
}
