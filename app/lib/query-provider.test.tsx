// @vitest-environment happy-dom
import { useQuery } from '@tanstack/react-query'
import { cleanup, screen, waitFor } from '@testing-library/react'
import { afterEach, expect, it, vi } from 'vitest'
import { fakeApi, renderAdmin } from '../../tests/component/admin-harness.tsx'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

function Reader({ path }: { path: string }) {
  const { data, error } = useQuery<{ value: string }>({ queryKey: ['/api/admin', path] })
  return <p>{error ? `failed: ${error.message}` : (data?.value ?? 'loading')}</p>
}

it('reads GETs from the key parts joined by slashes, with cookies, once: no retry and no refetch on focus', async () => {
  const api = fakeApi({ 'GET /api/admin/thing': () => ({ json: { value: 'read' } }) })
  renderAdmin(<Reader path="thing" />)
  await screen.findByText('read')
  window.dispatchEvent(new Event('focus'))
  document.dispatchEvent(new Event('visibilitychange'))
  expect(api.to('GET', '/api/admin/thing')).toHaveLength(1)
  expect(vi.mocked(fetch).mock.calls[0]![1]).toMatchObject({ credentials: 'include' })
})

it('a read answered 401 runs the route loader again (which shows the login screen), without a retry', async () => {
  const api = fakeApi({ 'GET /api/admin/thing': () => ({ status: 401, json: { message: 'Authentication required' } }) })
  const loader = vi.fn(() => null)
  renderAdmin(<Reader path="thing" />, '/admin-contacts', loader)
  await screen.findByText('failed: Authentication required')
  await waitFor(() => expect(loader).toHaveBeenCalledTimes(2))
  expect(api.to('GET', '/api/admin/thing')).toHaveLength(1)
})

it('a read that fails otherwise leaves the loader alone', async () => {
  fakeApi({ 'GET /api/admin/thing': () => ({ status: 500, json: { message: 'Something went wrong' } }) })
  const loader = vi.fn(() => null)
  renderAdmin(<Reader path="thing" />, '/admin-contacts', loader)
  await screen.findByText('failed: Something went wrong')
  expect(loader).toHaveBeenCalledTimes(1)
})
