import { expect } from 'vitest'
import type { ResolvedAddress } from '#app/lib/safe-fetch.server.ts'

/** A calendar server's answer: `body` as text/calendar, or with `init`'s status and headers. */
export const icsResponse = (body: BodyInit | null, init: ResponseInit = {}) =>
  new Response(body, { status: 200, headers: { 'content-type': 'text/calendar; charset=utf-8' }, ...init })

/** A resolver answering from `table` (host → addresses), ENOTFOUND for any other host, as getaddrinfo does. */
export const resolverOf =
  (table: Record<string, string[]>) =>
  async (hostname: string): Promise<ResolvedAddress[]> => {
    const list = table[hostname]
    if (!list) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' })
    return list.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }))
  }

/** A public calendar host for the tests (example.com's documented address). */
export const PUBLIC = { 'calendar.example': ['93.184.216.34'] }

/** The error `promise` rejects with, checked to be a `Kind`. */
export async function rejection<E>(promise: Promise<unknown>, Kind: new (...args: never[]) => E): Promise<E> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(Kind)
  return error as E
}
