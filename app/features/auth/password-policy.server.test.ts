import { describe, expect, it } from 'vitest'
import { passwordProblem, siteNameWords } from './password-policy.server.ts'

const siteName = 'SchoolShield Cyber Advisory'

describe('admin password policy (NIST SP 800-63B-4)', () => {
  it('accepts a long passphrase', () => {
    expect(passwordProblem('harbor lantern quietly seventeen', { username: 'ellis', siteName })).toBeNull()
  })

  it('refuses fewer than 15 characters, with a clear message', () => {
    expect(passwordProblem('Tr0ub4dor&3xyz', { siteName })).toMatch(/at least 15 characters/)
  })

  it('refuses common passwords, also when repeated', () => {
    expect(passwordProblem('123456789987654321', { siteName })).toMatch(/commonly used/)
    expect(passwordProblem('qwerty123456789', { siteName })).toMatch(/commonly used/)
    expect(passwordProblem('passwordpasswordpassword', { siteName })).toMatch(/commonly used/)
    expect(passwordProblem('aaaaaaaaaaaaaaaaaaaa', { siteName })).toMatch(/commonly used/)
  })

  it('refuses the username or the site name inside the password', () => {
    expect(passwordProblem('my name is ellis-admin and I rule', { username: 'ellis-admin', siteName })).toMatch(
      /username/,
    )
    expect(passwordProblem('SchoolShield admin door 2026', { siteName })).toMatch(/site name/)
  })

  it("takes the site's name from the configuration, not a fixed word", () => {
    const harbor = { siteName: 'Harbor Point Security, LLC' }
    expect(siteNameWords(harbor.siteName)).toEqual(['harborpointsecurityllc', 'harbor'])
    expect(passwordProblem('the harbor admin door of 2026', harbor)).toMatch(/site name/)
    expect(passwordProblem('HarborPointSecurityLLC door 2026', harbor)).toMatch(/site name/)
    // Another site's name is an ordinary word here.
    expect(passwordProblem('SchoolShield admin door 2026', harbor)).toBeNull()
    // A first word too short to be the name's own is not banned on its own.
    expect(siteNameWords('The Acme Group')).toEqual(['theacmegroup'])
  })
})
