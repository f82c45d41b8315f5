import { describe, expect, it } from 'vitest'
import { passwordProblem } from './password-policy.server.ts'

describe('admin password policy (NIST SP 800-63B-4)', () => {
  it('accepts a long passphrase', () => {
    expect(passwordProblem('harbor lantern quietly seventeen', { username: 'ellis' })).toBeNull()
  })

  it('refuses fewer than 15 characters, with a clear message', () => {
    expect(passwordProblem('Tr0ub4dor&3xyz')).toMatch(/at least 15 characters/)
  })

  it('refuses common passwords, also when repeated', () => {
    expect(passwordProblem('123456789987654321')).toMatch(/commonly used/)
    expect(passwordProblem('qwerty123456789')).toMatch(/commonly used/)
    expect(passwordProblem('passwordpasswordpassword')).toMatch(/commonly used/)
    expect(passwordProblem('aaaaaaaaaaaaaaaaaaaa')).toMatch(/commonly used/)
  })

  it('refuses the username or the site name inside the password', () => {
    expect(passwordProblem('my name is ellis-admin and I rule', { username: 'ellis-admin' })).toMatch(/username/)
    expect(passwordProblem('SchoolShield admin door 2026')).toMatch(/site name/)
  })
})
