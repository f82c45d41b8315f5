// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, expect, it, vi } from 'vitest'
import { fakeApi, renderAdmin } from '../../../tests/component/admin-harness.tsx'
import { AdminHeader } from './admin-header.tsx'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

it('logout tells the server, empties the cached data and runs the route loader again', async () => {
  const api = fakeApi({ 'POST /api/auth/logout': () => ({ json: { success: true } }) })
  const loader = vi.fn(() => null)
  const { client } = renderAdmin(
    <AdminHeader title="Admin Dashboard" subtitle="Leads" username="admin" />,
    '/admin-contacts',
    loader,
  )
  client.setQueryData(['/api/admin', 'contacts', {}], { contacts: [{ email: 'dana@maplewood.k12.example' }] })
  await userEvent.setup().click(await screen.findByRole('button', { name: 'Logout' }))
  await waitFor(() => expect(loader).toHaveBeenCalledTimes(2))
  expect(api.to('POST', '/api/auth/logout')).toHaveLength(1)
  expect(client.getQueryCache().getAll()).toEqual([])
})
