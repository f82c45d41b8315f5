import { expect, it } from 'vitest'
import { siteOf } from './visitor-mail.server.ts'

it('adds up subdomains under the site they belong to, keeping districts apart', () => {
  expect(siteOf('victim.fastmail.com')).toBe('fastmail.com')
  expect(siteOf('a.b.catchall.example')).toBe('catchall.example')
  expect(siteOf('hillcrest.k12.ca.us')).toBe('hillcrest.k12.ca.us')
  expect(siteOf('mail.hillcrest.k12.ca.us')).toBe('hillcrest.k12.ca.us')
  expect(siteOf('school.co.uk')).toBe('school.co.uk')
  expect(siteOf('mail.district.org')).toBe('district.org')
  expect(siteOf('district.org')).toBe('district.org')
})
