// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, expect, it, vi } from 'vitest'
import { describedBy, renderAdmin } from '../../../tests/component/admin-harness.tsx'
import { issue, newsletterApi, newsletterPage as page } from '../../../tests/component/newsletter-fixtures.tsx'
import type { Issue } from './api.ts'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

it("refuses an invalid issue with the API schema's messages beside its fields, focuses the first and sends nothing", async () => {
  const api = newsletterApi([], {})
  const user = userEvent.setup()
  renderAdmin(page, '/admin-newsletter')
  await user.click(await screen.findByRole('button', { name: 'New newsletter' }))
  const form = screen.getByRole('form', { name: 'Newsletter' })
  await user.type(within(form).getByLabelText(/^Subject/), 'Three <checks>')
  await user.click(within(form).getByRole('button', { name: 'Save draft' }))

  const subject = within(form).getByLabelText(/^Subject/)
  expect(subject.getAttribute('aria-invalid')).toBe('true')
  expect(describedBy(subject)).toEqual(['Subject cannot contain < or >'])
  expect(document.activeElement).toBe(subject)
  within(form).getByText('Write the body of the newsletter')
  expect(api.to('POST', '/api/newsletter-issues')).toEqual([])
})

it("saves a draft's changes with its version, shows the server's refusal beside its field, and clears it once saved", async () => {
  let refuse = true
  const api = newsletterApi([issue()], {
    'PUT /api/newsletter-issues/7': (call) =>
      refuse
        ? {
            status: 400,
            json: {
              message: 'Please correct the highlighted fields.',
              errors: { subject: ['Subject is taken today'] },
            },
          }
        : { json: { issue: issue({ ...(call.body as Partial<Issue>), version: 4 }) } },
  })
  const user = userEvent.setup()
  renderAdmin(page, '/admin-newsletter')
  await user.click(await screen.findByRole('button', { name: /^Edit/ }))
  const form = screen.getByRole('form', { name: 'Newsletter' })
  const subject = within(form).getByLabelText(/^Subject/)
  fireEvent.change(subject, { target: { value: 'December briefing' } })
  await user.click(within(form).getByRole('checkbox', { name: 'Publish in the newsletter archive' }))
  expect(within(form).getByRole('status').textContent).toBe('Unsaved changes: save to preview and send them.')
  await user.click(within(form).getByRole('button', { name: 'Save changes' }))

  await screen.findByText('Could not save')
  expect(describedBy(subject)).toEqual(['Subject is taken today'])
  expect(api.to('PUT', '/api/newsletter-issues/7').map((c) => c.body)).toEqual([
    {
      subject: 'December briefing',
      previewText: 'Board season',
      body: '<p>Three things to check before the board meeting.</p>',
      published: false,
      version: 3,
      slug: 'november-briefing',
    },
  ])

  refuse = false
  await user.click(within(form).getByRole('button', { name: 'Save changes' }))
  await screen.findByText('Your changes are saved.')
  expect(subject.getAttribute('aria-invalid')).toBeNull()
  expect(within(form).queryByRole('status')).toBeNull()
})

it('once sending began, only the archive choice changes, and the issue is sent as it was', async () => {
  const sent = issue({ status: 'sent', startedAt: '2026-11-02T10:00:00.000Z', recipients: 2 })
  const api = newsletterApi([sent], {
    'PUT /api/newsletter-issues/7': (call) => ({ json: { issue: { ...sent, ...(call.body as object), version: 4 } } }),
  })
  const user = userEvent.setup()
  renderAdmin(page, '/admin-newsletter')
  await user.click(await screen.findByRole('button', { name: /^Open/ }))
  const form = screen.getByRole('form', { name: 'Newsletter' })
  expect(within(form).queryByLabelText(/^Subject/)).toBeNull()
  await user.click(within(form).getByRole('checkbox', { name: 'Publish in the newsletter archive' }))
  await user.click(within(form).getByRole('button', { name: 'Save changes' }))
  await screen.findByText('Your changes are saved.')
  expect(api.to('PUT', '/api/newsletter-issues/7').map((c) => c.body)).toEqual([
    {
      subject: 'November briefing',
      previewText: 'Board season',
      body: '<p>Three things to check before the board meeting.</p>',
      published: false,
      version: 3,
      slug: 'november-briefing',
    },
  ])
})
