import { describe, expect, it } from 'vitest'
import { crlf, expectSafe, hostile, site, siteUrl } from '../../../../tests/component/email-render.ts'
import { renderAccountAlert } from './account-notices.ts'

const base = { site, siteUrl, username: hostile, at: '2026-11-24T15:05:00.000Z', address: '203.0.113.7', device: crlf }

describe('sign-in alert', () => {
  it('says which account, when and from where, and what to do if it was not the admin', async () => {
    const mail = await renderAccountAlert({ ...base, kind: 'sign-in-alert', twoFactorRequired: true })
    expect(mail.subject).toBe('New sign-in to Harbor & "Point" Security admin: Eve Bcc: victim@example.org')
    const html = expectSafe(mail, [`admin account "${hostile}"`, 'still needs a code from your authenticator app'])
    expect(html.heading).toBe('New sign-in to your admin account')
    expect(mail.text).toContain('When: Nov 24, 9:05 AM')
    expect(mail.text).toContain('Address: 203.0.113.7')
    expect(mail.text).toContain(`${siteUrl}/admin-account`)
  })

  it('leaves out the code sentence without two-factor, and names an unknown address', async () => {
    const mail = await renderAccountAlert({ ...base, kind: 'sign-in-alert', address: null, twoFactorRequired: false })
    expect(mail.text).not.toContain('authenticator app')
    expect(mail.text).toContain('Address: unknown')
  })
})

describe('second-factor lock', () => {
  it('says codes are locked and how to get back in', async () => {
    const mail = await renderAccountAlert({
      ...base,
      kind: 'second-factor-locked',
      site: { ...site, businessName: `Acme\r\nBcc: x@y` },
    })
    expect(mail.subject).toBe('Security alert: Acme\r\nBcc: x@y admin sign-in codes locked'.replace('\r\n', ' '))
    expectSafe(mail, [`admin account "${hostile}"`, 'npm run admin -- reset-2fa', 'Last address: 203.0.113.7'])
    expect(mail.text).toContain(`${siteUrl}/admin-account`)
  })
})
