// @vitest-environment happy-dom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { deferred, fakeApi, renderAdmin } from '../../../tests/component/admin-harness.tsx'
import { contactRow, emailStatus, NOW, summary } from '../../../tests/component/lead-fixtures.ts'
import { allLeads, leadKindIds, leadKinds, leadTabIds, type LeadKind } from '#app/features/leads/lead-kinds.ts'
import type { ContactRow } from './api.ts'
import { LeadsDashboard } from './leads-dashboard.tsx'
import { keepSessionOnViewChange } from './use-list-state.ts'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

/** The server's lists, answering each page from `rows` as the real one would (25 to a page). */
function leadsApi(rows: ContactRow[], extra: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    'GET /api/admin/leads/summary': () => ({ json: summary(rows.length) }),
    'GET /api/admin/email-status': () => ({ json: emailStatus }),
    'GET /api/admin/contacts': ({ params }) => {
      const page = Number(params.page ?? 1)
      return { json: { contacts: rows.slice((page - 1) * 25, page * 25), total: rows.length, now: summary(0).now } }
    },
    'GET /api/admin/leads': () => ({
      json: { leads: rows.slice(0, 25).map((r) => ({ ...r, kind: 'contacts' })), total: rows.length, now: NOW },
    }),
    ...extra,
  })
}

const dashboard = <LeadsDashboard username="admin" timeZone="America/Chicago" />

describe('the dashboard keeps its view in the URL', () => {
  it('reads the list the URL describes, and shows it in the controls', async () => {
    const api = leadsApi([contactRow(1)])
    renderAdmin(dashboard, '/admin-contacts?tab=contacts&q=maple&status=contacted&sort=name&dir=asc&page=2')
    await waitFor(() => expect(api.to('GET', '/api/admin/contacts').length).toBeGreaterThan(0))
    expect(api.to('GET', '/api/admin/contacts')[0]!.params).toEqual({
      q: 'maple',
      status: 'contacted',
      sort: 'name',
      dir: 'asc',
      page: '2',
      pageSize: '25',
    })
    expect(api.to('GET', '/api/admin/leads/summary')[0]!.params).toEqual({ q: 'maple', status: 'contacted' })
    expect(screen.getByRole('searchbox', { name: 'Search leads' })).toHaveProperty('value', 'maple')
    expect(screen.getByRole('combobox', { name: 'Filter by status' })).toHaveProperty('value', 'contacted')
  })

  it('writes tab, filter and page to the URL; a new search starts at page 1', async () => {
    const rows = Array.from({ length: 30 }, (_, i) => contactRow(i + 1))
    const api = leadsApi(rows)
    const user = userEvent.setup()
    const session = vi.fn(() => null)
    const { search } = renderAdmin(dashboard, '/admin-contacts?tab=contacts', session, keepSessionOnViewChange)
    await screen.findByText('Showing 1–25 of 30')

    await user.click(screen.getByRole('link', { name: 'Page 2' }))
    await screen.findByText('Showing 26–30 of 30')
    expect(search().get('page')).toBe('2')

    await user.selectOptions(screen.getByRole('combobox', { name: 'Filter by status' }), 'new')
    await waitFor(() => expect(search().get('status')).toBe('new'))
    expect(search().get('page')).toBeNull()

    // Each page is a link to its own view, which can be opened in a new tab.
    expect(screen.getByRole('link', { name: 'Page 2' }).getAttribute('href')).toBe('?tab=contacts&status=new&page=2')
    await user.click(screen.getByRole('link', { name: 'Page 2' }))
    await waitFor(() => expect(search().get('page')).toBe('2'))
    await user.type(screen.getByRole('searchbox', { name: 'Search leads' }), 'dana')
    await waitFor(() => expect(search().get('q')).toBe('dana'))
    expect(search().get('page')).toBeNull()
    expect(search().get('status')).toBe('new')
    await waitFor(() =>
      expect(api.to('GET', '/api/admin/contacts').at(-1)!.params).toMatchObject({
        q: 'dana',
        status: 'new',
        page: '1',
      }),
    )
    // One read for the whole word, not one per key.
    expect(api.to('GET', '/api/admin/contacts').filter((c) => c.params.q && c.params.q !== 'dana')).toEqual([])
    // A change of view does not ask the server for the session again.
    expect(session).toHaveBeenCalledTimes(1)
  })

  it('shows the view of an earlier URL when the browser goes back', async () => {
    leadsApi([contactRow(1)])
    const user = userEvent.setup()
    const { router, search } = renderAdmin(dashboard, '/admin-contacts?q=maple')
    await screen.findByText('Dana Whitfield 1')
    await user.click(screen.getByRole('tab', { name: /^Downloads/ }))
    await waitFor(() => expect(search().get('tab')).toBe('downloads'))
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: /^Downloads/ }).getAttribute('aria-selected')).toBe('true'),
    )

    await act(() => router.navigate(-1))
    await waitFor(() => expect(search().get('tab')).toBeNull())
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: /^All leads/ }).getAttribute('aria-selected')).toBe('true'),
    )
    await screen.findByText('Dana Whitfield 1')
    expect(screen.getByRole('searchbox', { name: 'Search leads' })).toHaveProperty('value', 'maple')
  })
})

it('a read answered 401 checks the session again, which shows the login screen', async () => {
  leadsApi([contactRow(1)], {
    'GET /api/admin/leads/summary': () => ({ status: 401, json: { message: 'Authentication required' } }),
  })
  const session = vi.fn(() => null)
  renderAdmin(dashboard, '/admin-contacts?q=maple', session, keepSessionOnViewChange)
  await waitFor(() => expect(session).toHaveBeenCalledTimes(2))
})

describe('a status change', () => {
  it('shows the new status at once; when the server refuses, the old one comes back with a toast', async () => {
    const refusal = deferred<{ status: number; json: unknown }>()
    const api = leadsApi([contactRow(7)], { 'PUT /api/admin/contacts/7/status': () => refusal.promise })
    const user = userEvent.setup()
    renderAdmin(dashboard, '/admin-contacts?tab=contacts')
    const select = await screen.findByRole('combobox', { name: "Status of Dana Whitfield 7's request" })
    expect(select).toHaveProperty('value', 'new')

    await user.selectOptions(select, 'contacted')
    await waitFor(() => expect(api.to('PUT', '/api/admin/contacts/7/status')).toHaveLength(1))
    expect(api.to('PUT', '/api/admin/contacts/7/status')[0]!.body).toEqual({ status: 'contacted' })
    // While the server has not answered, the control shows the status asked for, keeps the focus,
    // and takes no second choice.
    await waitFor(() => expect(select.getAttribute('aria-disabled')).toBe('true'))
    expect(select).toHaveProperty('value', 'contacted')
    expect(document.activeElement).toBe(select)
    await user.selectOptions(select, 'won')
    expect(api.to('PUT', '/api/admin/contacts/7/status')).toHaveLength(1)

    refusal.resolve({ status: 409, json: { message: 'This request was changed by someone else.' } })
    const toast = await screen.findByRole('alert')
    await within(toast).findByText('Status Not Changed')
    within(toast).getByText('This request was changed by someone else.')
    // The toast is raised by the mutation's error callback, just before the control renders again.
    await waitFor(() => expect(select.getAttribute('aria-disabled')).toBeNull())
    expect(select).toHaveProperty('value', 'new')
  })

  it('reads the list and the counts again once the server has the change', async () => {
    const rows = [contactRow(7)]
    const api = leadsApi(rows, {
      'PUT /api/admin/contacts/7/status': ({ body }) => {
        rows[0] = { ...rows[0]!, status: (body as { status: ContactRow['status'] }).status }
        return { json: { contact: rows[0] } }
      },
    })
    const user = userEvent.setup()
    renderAdmin(dashboard, '/admin-contacts?tab=contacts')
    const select = await screen.findByRole('combobox', { name: "Status of Dana Whitfield 7's request" })
    const before = {
      list: api.to('GET', '/api/admin/contacts').length,
      counts: api.to('GET', '/api/admin/leads/summary').length,
      email: api.to('GET', '/api/admin/email-status').length,
    }

    await user.selectOptions(select, 'won')
    await waitFor(() => expect(api.to('GET', '/api/admin/contacts').length).toBe(before.list + 1))
    expect(api.to('GET', '/api/admin/leads/summary').length).toBe(before.counts + 1)
    // The delivery status does not change with a request's status: not read again.
    expect(api.to('GET', '/api/admin/email-status').length).toBe(before.email)
    await waitFor(() => expect(select.getAttribute('aria-disabled')).toBeNull())
    expect(select).toHaveProperty('value', 'won')
    expect(screen.queryByText('Status Not Changed')).toBeNull()
  })
})

describe('Refresh', () => {
  it('reads the counts, the open list and the email status again, then says so; a failed read says so too', async () => {
    let down = false
    const api = leadsApi([contactRow(1)], {
      'GET /api/admin/email-status': () =>
        down ? { status: 503, json: { message: 'Try again' } } : { json: emailStatus },
    })
    const user = userEvent.setup()
    renderAdmin(dashboard)
    await screen.findByText('Dana Whitfield 1')
    const reads = () =>
      ['/api/admin/leads/summary', '/api/admin/leads', '/api/admin/email-status'].map(
        (path) => api.to('GET', path).length,
      )
    expect(reads()).toEqual([1, 1, 1])

    await user.click(screen.getByRole('button', { name: 'Refresh' }))
    await screen.findByText('Data Refreshed')
    screen.getByText('All data has been refreshed successfully.')
    expect(reads()).toEqual([2, 2, 2])

    down = true
    await user.click(screen.getByRole('button', { name: 'Refresh' }))
    await screen.findByText('Refresh Failed')
    expect(reads()).toEqual([3, 3, 3])
  })
})

describe('the tabs', () => {
  it('are All leads, then the kinds of lead (lead-kinds.ts), each with its count, each reading its own list', async () => {
    const counts = Object.fromEntries(leadKindIds.map((kind, i) => [kind, i + 1])) as Record<LeadKind, number>
    const lists = [...leadKindIds, 'leads' as const].map((kind) => [
      `GET /api/admin/${kind === 'leads' ? allLeads.path : leadKinds[kind].path}`,
      () => ({ json: { [kind]: [], total: 0, page: 1, pageSize: 25, sort: 'date', dir: 'desc', now: NOW } }),
    ])
    const api = fakeApi({
      'GET /api/admin/leads/summary': () => ({ json: { ...summary(0), matching: counts, totals: counts } }),
      'GET /api/admin/email-status': () => ({ json: emailStatus }),
      ...Object.fromEntries(lists),
    })
    const user = userEvent.setup()
    renderAdmin(dashboard, '/admin-contacts')
    // The first and the default: every kind, counted together (1 + 2 + 3 + 4 + 5) once the summary is in.
    const first = await screen.findByRole('tab', { name: 'All leads (15)' })
    const tabs = screen.getAllByRole('tab')
    expect(tabs.length).toBe(leadTabIds.length)
    expect(tabs[0]).toBe(first)
    expect(first.getAttribute('aria-selected')).toBe('true')
    await screen.findByText(allLeads.empty)
    expect(api.to('GET', '/api/admin/leads').length).toBeGreaterThan(0)
    for (const kind of leadKindIds) {
      const { label, path, empty } = leadKinds[kind]
      await user.click(await screen.findByRole('tab', { name: `${label} (${counts[kind]})` }))
      await screen.findByText(empty)
      expect(api.to('GET', `/api/admin/${path}`).length).toBeGreaterThan(0)
    }
  })
})
