import { render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { createMemoryRouter, RouterProvider, type ShouldRevalidateFunction } from 'react-router'
import { vi } from 'vitest'
import { ToastProvider } from '#app/components/ui/toast.tsx'
import { createQueryClient } from '#app/lib/query-client.ts'
import { AdminQueryProvider } from '#app/lib/query-provider.tsx'

/** One request the page made, as the server would see it. */
export interface FakeCall {
  method: string
  path: string
  params: Record<string, string>
  body: unknown
}
type Reply = { status?: number; json: unknown; headers?: Record<string, string> }
type Answer = Reply | Promise<Reply>
type Route = (call: FakeCall) => Answer | undefined

/**
 * A tiny fake of the JSON API at the network boundary: `fetch` is replaced, and each route answers
 * from the test's own state, so the components, hooks and data client run as they do in the
 * browser. Requests no route answers fail the test with a 599.
 */
export function fakeApi(routes: Record<string, Route>) {
  const calls: FakeCall[] = []
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://admin.test')
    const method = init?.method ?? 'GET'
    const call: FakeCall = {
      method,
      path: url.pathname,
      params: Object.fromEntries(url.searchParams),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    }
    calls.push(call)
    const answer = await routes[`${method} ${url.pathname}`]?.(call)
    if (!answer)
      return new Response(JSON.stringify({ message: `No fake for ${method} ${url.pathname}` }), { status: 599 })
    return new Response(JSON.stringify(answer.json), {
      status: answer.status ?? 200,
      headers: { ...answer.headers, 'Content-Type': 'application/json' },
    })
  })
  vi.stubGlobal('fetch', fetch)
  return {
    calls,
    /** the requests made to one path */
    to: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path),
  }
}

/**
 * Renders an admin screen as AdminPage does, in a router whose URL the test can read and move;
 * `loader` stands for the route's session check.
 */
export function renderAdmin(
  ui: ReactNode,
  path = '/admin-contacts',
  loader: () => unknown = () => null,
  shouldRevalidate?: ShouldRevalidateFunction,
) {
  const client = createQueryClient()
  const router = createMemoryRouter(
    [
      {
        path: '*',
        loader,
        shouldRevalidate,
        element: (
          <ToastProvider>
            <AdminQueryProvider client={client}>{ui}</AdminQueryProvider>
          </ToastProvider>
        ),
      },
    ],
    { initialEntries: [path] },
  )
  const view = render(<RouterProvider router={router} />)
  return { ...view, router, client, search: () => new URLSearchParams(router.state.location.search) }
}

/** The texts a control's aria-describedby points at (its hint, then its error), as a screen reader reads them. */
export const describedBy = (control: HTMLElement) =>
  (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .filter(Boolean)

/** A promise the test settles when it chooses: a server answer held back. */
export function deferred<T>() {
  let resolve!: (value: T) => void
  const promise = new Promise<T>((r) => (resolve = r))
  return { promise, resolve }
}
