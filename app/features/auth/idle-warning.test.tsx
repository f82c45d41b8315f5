// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { apiRequest } from '#app/lib/api-client.ts'
import { createQueryClient } from '#app/lib/query-client.ts'
import { AdminQueryProvider } from '#app/lib/query-provider.tsx'
import { fakeApi, renderAdmin } from '../../../tests/component/admin-harness.tsx'
import { AdminLogin } from './admin-login.tsx'
import { IdleWarning } from './idle-warning.tsx'
import { formatEndsIn, SESSION_HEADER, type SessionEndsIn } from './session-clock.ts'

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const fresh: SessionEndsIn = { idleMs: 30 * MINUTE, absoluteMs: 12 * HOUR }
const withTimeLeft = (endsIn: SessionEndsIn) => ({ [SESSION_HEADER]: formatEndsIn(endsIn) })

let assign: ReturnType<typeof vi.fn<(url: string | URL) => void>>
const realSetTimeout = globalThis.setTimeout

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] })
  assign = vi.fn<(url: string | URL) => void>()
  vi.spyOn(window.location, 'assign').mockImplementation(assign)
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

/** The admin page around the warning, with a button that had focus before it opened. */
function renderPage(session: SessionEndsIn | undefined = fresh, path = '/admin-blog') {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <AdminQueryProvider client={createQueryClient()}>
            <button type="button">New Post</button>
            <IdleWarning session={session} />
          </AdminQueryProvider>
        ),
      },
    ],
    { initialEntries: [path] },
  )
  const view = render(<RouterProvider router={router} />)
  screen.getByRole('button', { name: 'New Post' }).focus()
  return { ...view, router }
}

const pass = (ms: number) => act(() => vi.advanceTimersByTime(ms))
/** Lets a fake server's answer arrive (promises only: no timer is involved). */
const settle = () => act(async () => {})
const warning = () => screen.queryByRole('alertdialog')

it('warns two minutes before the idle end: named, described, focused, with the time left', async () => {
  renderPage()
  await pass(28 * MINUTE - 1_000)
  expect(warning()).toBeNull()
  await pass(1_000)

  const dialog = screen.getByRole('alertdialog', { name: 'Your session is about to end' })
  const described = dialog
    .getAttribute('aria-describedby')!
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
  expect(described).toEqual([
    'For your security, you will be signed out after 30 minutes without activity. Anything you have not saved will be lost.',
    'Time left2:002 minutes',
  ])
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Stay signed in' }))
  expect(screen.getByTestId('idle-countdown').textContent).toBe('2:00')

  // Counted down where it is seen; said once more at a minute, not every second.
  const status = dialog.querySelector('[role="status"]')!
  expect(status.textContent).toBe('')
  await pass(59_000)
  expect(screen.getByTestId('idle-countdown').textContent).toBe('1:01')
  expect(status.textContent).toBe('')
  await pass(1_000)
  expect(status.textContent).toBe('Less than a minute left before you are signed out.')
  await pass(1_000)
  expect(screen.getByTestId('idle-countdown').textContent).toBe('0:59')
  expect(status.textContent).toBe('Less than a minute left before you are signed out.')
})

it('"Stay signed in" asks the server, and the server\'s answer closes the warning and returns focus', async () => {
  const api = fakeApi({
    'POST /api/auth/session/extend': () => ({ json: { success: true }, headers: withTimeLeft(fresh) }),
  })
  renderPage()
  await pass(29 * MINUTE)
  fireEvent.click(screen.getByRole('button', { name: 'Stay signed in' }))
  await settle()
  expect(api.to('POST', '/api/auth/session/extend')).toHaveLength(1)
  expect(warning()).toBeNull()
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'New Post' }))

  // The new end is 30 minutes after the answer: the next warning is 28 minutes on, not sooner.
  await pass(28 * MINUTE - 1_000)
  expect(warning()).toBeNull()
  await pass(1_000)
  expect(warning()).not.toBeNull()
})

it('Escape stays signed in; it never signs out', async () => {
  const api = fakeApi({
    'POST /api/auth/session/extend': () => ({ json: { success: true }, headers: withTimeLeft(fresh) }),
  })
  renderPage()
  await pass(28 * MINUTE)
  fireEvent(warning()!, new Event('cancel', { cancelable: true }))
  await settle()
  expect(api.to('POST', '/api/auth/session/extend')).toHaveLength(1)
  expect(api.to('POST', '/api/auth/logout')).toHaveLength(0)
  expect(warning()).toBeNull()
})

it("restarts on any admin answer that says so, and only then: the server's clock, not the page's", async () => {
  fakeApi({
    'GET /api/admin/contacts': () => ({ json: {}, headers: withTimeLeft({ ...fresh, idleMs: 25 * MINUTE }) }),
    'GET /api/blog': () => ({ json: {} }),
  })
  renderPage()
  await pass(10 * MINUTE)
  // An answer without the header (a public read) moves nothing.
  await act(() => apiRequest('GET', '/api/blog'))
  // The server last saw the session 5 minutes ago (its touch is throttled): 25 minutes left.
  await act(() => apiRequest('GET', '/api/admin/contacts'))
  await pass(23 * MINUTE - 1_000)
  expect(warning()).toBeNull()
  await pass(1_000)
  expect(screen.getByTestId('idle-countdown').textContent).toBe('2:00')
})

it('closes when another tab of the same browser was told of a later end', async () => {
  renderPage()
  await pass(28 * MINUTE)
  expect(warning()).not.toBeNull()
  const otherTab = new BroadcastChannel('admin-session-ends')
  otherTab.postMessage({ idle: Date.now() + 30 * MINUTE, absolute: Date.now() + 11 * HOUR })
  // The message crosses the event loop, on real time.
  for (let i = 0; i < 40 && warning(); i++) await act(() => new Promise((done) => realSetTimeout(done, 25)))
  otherTab.close()
  expect(warning()).toBeNull()
  await pass(27 * MINUTE)
  expect(warning()).toBeNull()
})

it('at the end, signs out on the server and loads the sign-in with the reason', async () => {
  const api = fakeApi({ 'POST /api/auth/logout': () => ({ json: { success: true } }) })
  renderPage(fresh, '/admin-newsletter')
  await pass(30 * MINUTE)
  await settle()
  expect(api.to('POST', '/api/auth/logout')).toHaveLength(1)
  expect(assign).toHaveBeenCalledWith('/admin-newsletter?sign-in=idle')
  // Should the page stay (an editor asked before leaving), it says what happened.
  screen.getByRole('alertdialog', { name: 'You have been signed out' })
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Sign in again' }))
})

it('a session already ended on the server goes to the sign-in when "Stay signed in" is pressed', async () => {
  const api = fakeApi({
    'POST /api/auth/session/extend': () => ({ status: 401, json: { message: 'Authentication required.' } }),
    'POST /api/auth/logout': () => ({ json: { success: true } }),
  })
  renderPage()
  await pass(29 * MINUTE)
  fireEvent.click(screen.getByRole('button', { name: 'Stay signed in' }))
  await settle()
  await settle()
  expect(api.to('POST', '/api/auth/logout')).toHaveLength(1)
  expect(assign).toHaveBeenCalledWith('/admin-blog?sign-in=idle')
})

it('the 12-hour limit cannot be extended: the warning says so, closes, and the end comes anyway', async () => {
  const api = fakeApi({ 'POST /api/auth/logout': () => ({ json: { success: true } }) })
  renderPage({ idleMs: 30 * MINUTE, absoluteMs: 5 * MINUTE })
  await pass(3 * MINUTE)
  screen.getByRole('alertdialog', { name: 'Your sign-in is about to end' })
  expect(screen.queryByRole('button', { name: 'Stay signed in' })).toBeNull()
  fireEvent.click(screen.getByRole('button', { name: 'Continue working' }))
  expect(warning()).toBeNull()
  await pass(MINUTE)
  expect(warning()).toBeNull()
  await pass(MINUTE)
  await settle()
  expect(api.to('POST', '/api/auth/logout')).toHaveLength(1)
  expect(assign).toHaveBeenCalledWith('/admin-blog?sign-in=session_limit')
})

it('the sign-in screen says why, as a notice rather than a refusal', async () => {
  vi.useRealTimers()
  renderAdmin(<AdminLogin />, '/admin-blog?sign-in=idle')
  const notice = await screen.findByText(
    'You were signed out after 30 minutes without activity. Sign in again to continue.',
  )
  expect(notice.getAttribute('role')).toBe('status')
  expect(screen.queryByText(/Security Access Denied/)).toBeNull()
})
