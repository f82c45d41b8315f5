import { parseHTML } from 'linkedom'
import { describe, expect, it } from 'vitest'
import { siteDefaults } from '#content/site.ts'
import { renderAccountAlert } from './account-notices.ts'

const site = { ...siteDefaults, businessName: 'Harbor & "Point" <Security>', timeZone: 'America/Chicago' }
const siteUrl = 'https://site.example'
const hostile = '<script>alert(1)</script>"&\'x'
const base = {
  site,
  siteUrl,
  username: hostile,
  at: '2026-11-24T15:05:00.000Z',
  address: '203.0.113.7',
  device: 'Chrome on Windows\r\nBcc: victim@example.com',
}

/** The HTML read back as a browser would: its text, and any script it smuggled in. */
function parse(html: string) {
  const { document } = parseHTML(html)
  return {
    lang: document.documentElement.getAttribute('lang'),
    heading: document.querySelector('h1')?.textContent,
    text: document.body.textContent ?? '',
    scripts: document.querySelectorAll('script').length,
  }
}

describe('password-changed email', () => {
  it('says what changed, how many sessions ended, and what to do if it was not the admin, in both parts', async () => {
    const mail = await renderAccountAlert({ ...base, kind: 'password-changed', ended: 2 })
    expect(mail.subject).toBe('Security notice: your Harbor & "Point" <Security> admin password was changed')
    const html = parse(mail.html)
    expect(html.lang).toBe('en')
    expect(html.heading).toBe('Your admin password was changed')
    for (const part of [html.text, mail.text]) {
      expect(part).toContain(`The password of the admin account "${hostile}" was changed on the Account Security page.`)
      expect(part).toContain('2 other sessions were signed out.')
      expect(part).toContain('When: Nov 24, 9:05 AM')
      expect(part).toContain('Address: 203.0.113.7')
      expect(part).toContain("If this wasn't you")
      expect(part).toContain('npm run admin -- reset-password')
      expect(part).toContain(`${siteUrl}/admin-account`)
      expect(part).toContain(site.phone)
    }
  })

  it('words one ended session, and none', async () => {
    expect((await renderAccountAlert({ ...base, kind: 'password-changed', ended: 1 })).text).toContain(
      '1 other session was signed out.',
    )
    expect((await renderAccountAlert({ ...base, kind: 'password-changed', ended: 0 })).text).toContain(
      'No other session was signed in.',
    )
  })

  it('escapes hostile names in the HTML, and keeps the browser it names out of the subject', async () => {
    const mail = await renderAccountAlert({ ...base, kind: 'password-changed', ended: 0 })
    expect(parse(mail.html).scripts).toBe(0)
    expect(mail.html).not.toContain('<script>')
    expect(mail.html).toContain('&lt;script&gt;')
    // The User-Agent is the visitor's to choose: it is in the body only, never in a header.
    expect(mail.subject).not.toMatch(/[\r\n]|Bcc/)
  })
})

describe('two-factor-changed email', () => {
  it.each([
    [
      'on',
      'Two-factor sign-in was turned on',
      'signing in now needs the password and a code',
      'npm run admin -- reset-2fa',
    ],
    ['moved', 'Two-factor sign-in was moved to a new app', 'the old recovery codes no longer work', 'reset-2fa'],
    ['off', 'Two-factor sign-in was turned off', 'the password alone now signs in', 'turn two-factor sign-in on again'],
  ] as const)(
    'words the change "%s" in the subject, the HTML and the text part',
    async (change, title, what, remedy) => {
      const mail = await renderAccountAlert({ ...base, kind: 'two-factor-changed', change })
      expect(mail.subject).toBe(`Security notice: ${title.toLowerCase()} for ${site.businessName} admin`)
      const html = parse(mail.html)
      expect(html.heading).toBe(title)
      expect(html.scripts).toBe(0)
      for (const part of [html.text, mail.text]) {
        expect(part).toContain(`"${hostile}"`)
        expect(part).toContain(what)
        expect(part).toContain(remedy)
        expect(part).toContain('Browser: Chrome on Windows')
        expect(part).toContain(`Account Security: ${siteUrl}/admin-account`)
        expect(part).toContain(site.email)
      }
    },
  )
})
