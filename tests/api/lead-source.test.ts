import type { ParsedMail } from 'mailparser'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  contactKind,
  downloadKind,
  newsletterKind,
  tableColumns,
  type KindColumns,
} from '#app/features/leads-admin/lead-columns.ts'
import { confirmUrl } from '#app/features/email/signed-links.server.ts'
import { contactInput, downloadInput } from '../factories/index.ts'
import { startSmtpCapture } from '../setup/smtp-capture.ts'
import { signInAdmin, startTestServer, type TestServer } from '../setup/test-server.ts'

/**
 * One lead, one source: the dashboard's Source cell, the owner's notification and the insights'
 * top sources name it alike. Each lead here was labelled differently by at least two of them when
 * each had its own rule.
 */
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>
let server: TestServer
let token: string
const received: ParsedMail[] = []

const leads = {
  campaign: {
    email: 'campaign@source.example',
    attribution: {
      utmSource: 'state-association',
      utmMedium: 'email',
      utmCampaign: 'fall-2026',
      referrer: 'https://association.example',
    },
    label: 'state-association / email / fall-2026',
    type: 'campaign',
  },
  tagged: {
    email: 'tagged@source.example',
    attribution: { utmCampaign: 'webinar-follow-up' },
    label: 'webinar-follow-up',
    type: 'campaign',
  },
  referred: {
    email: 'referred@source.example',
    attribution: { referrer: 'https://search.example' },
    label: 'search.example',
    type: 'referrer',
  },
  direct: { email: 'direct@source.example', attribution: undefined, label: 'Direct', type: 'direct' },
} as const

beforeAll(async () => {
  smtp = await startSmtpCapture((mail) => received.push(mail))
  server = await startTestServer({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, NOTIFY_EMAIL: 'owner@firm.example' })
  token = await signInAdmin(server, 'sources')
  const { campaign, tagged, referred, direct } = leads
  const post = async (path: string, json: unknown) =>
    expect((await server.request(path, { method: 'POST', json })).status).toBeLessThan(300)
  await post('/api/contacts', contactInput({ email: campaign.email, attribution: campaign.attribution }))
  await post('/api/resource-download', downloadInput({ email: tagged.email, attribution: tagged.attribution }))
  await post('/api/resource-download', downloadInput({ email: referred.email, attribution: referred.attribution }))
  await post('/api/newsletter', { email: direct.email })
  await fetch(confirmUrl(server.url, server.services.keys, direct.email), { method: 'POST' })
  await server.services.outbox.runOnce()
})
afterAll(async () => {
  await server.close()
  await smtp.close()
})

async function dashboardSource<Row extends { email: string }>(kind: KindColumns<Row>, path: string, email: string) {
  const res = await server.request(`/api/admin/${path}`, { token })
  expect(res.status).toBe(200)
  const rows = (await res.json())[kind.id] as Row[]
  const row = rows.find((r) => r.email === email)!
  return tableColumns(kind)
    .find((c) => c.header === 'Source')!
    .text(row, 'UTC')
}

const emailSource = (email: string) => {
  const notification = received.find(
    (m) => m.to && 'text' in m.to && m.to.text === 'owner@firm.example' && m.text?.includes(email),
  )
  return /^Source: (.*)$/m.exec(notification?.text ?? '')?.[1]
}

describe("a lead's source", () => {
  it('is the same label in the dashboard, the notification email and the insights', async () => {
    const { sources } = (await (await server.request('/api/admin/insights', { token })).json()).leads
    const insight = (label: string) => sources.find((s: { source: string }) => s.source === label)

    const { campaign, tagged, referred, direct } = leads
    expect(await dashboardSource(contactKind, 'contacts', campaign.email)).toBe(campaign.label)
    expect(await dashboardSource(downloadKind, 'resource-downloads', tagged.email)).toBe(tagged.label)
    expect(await dashboardSource(downloadKind, 'resource-downloads', referred.email)).toBe(referred.label)
    expect(await dashboardSource(newsletterKind, 'newsletters', direct.email)).toBe(direct.label)

    for (const lead of [campaign, tagged, referred, direct]) {
      expect(emailSource(lead.email), lead.email).toBe(lead.label)
      expect(insight(lead.label), lead.email).toMatchObject({ type: lead.type, total: 1 })
    }
    expect(insight(campaign.label)).toMatchObject({ requests: 1, downloads: 0, subscribers: 0 })
    expect(insight(referred.label)).toMatchObject({ requests: 0, downloads: 1, subscribers: 0 })
    expect(insight(direct.label)).toMatchObject({ requests: 0, downloads: 0, subscribers: 1 })
    expect(sources).toHaveLength(4)
  })

  it('counts leads whose tags differ only in their referring site under one campaign', async () => {
    const attribution = { ...leads.campaign.attribution, referrer: 'https://other.example' }
    await server.request('/api/contacts', { method: 'POST', json: contactInput({ attribution }) })
    const { sources } = (await (await server.request('/api/admin/insights', { token })).json()).leads
    expect(sources[0]).toMatchObject({ source: leads.campaign.label, type: 'campaign', requests: 2, total: 2 })
    expect(sources).toHaveLength(4)
  })
})
