import type { Row } from './layout.ts'

/** The position as its label ("Superintendent"), looked up by the caller. */
export interface PersonFacts {
  firstName: string
  lastName: string
  email: string
  position: string
  district: string
}

/** The referring site in full: a campaign's label hides it. */
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
