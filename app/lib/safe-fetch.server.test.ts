import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { describe, expect, it, vi } from 'vitest'
import {
  isPublicAddress,
  pinnedFetch,
  safeFetchText,
  safeSend,
  SafeFetchError,
  type PinnedFetch,
  type ResolvedAddress,
  type SafeFetchOptions,
} from './safe-fetch.server.ts'
import { icsResponse as calendarResponse, PUBLIC, rejection, resolverOf } from '../../tests/setup/calendar-fetch.ts'

/** Loopback (127.0.0.1) and 10.0.0.1 inside the IPv6 ranges that carry an IPv4 address. */
const IPV4_IN_IPV6 = [
  '::7f00:1', // IPv4-compatible (::/96, deprecated): ipaddr.js 2.5 calls it 'unicast'
  '::a00:1',
  '::ffff:0:7f00:1', // rfc6145 (SIIT)
  '64:ff9b::7f00:1', // rfc6052 (NAT64, well-known prefix)
  '64:ff9b:1::7f00:1', // rfc6052 (NAT64, local-use prefix, RFC 8215)
  '64:ff9b:1:7f00:1::',
  '2002:7f00:1::', // 6to4
  '2001:0:4136:e378:8000:63bf:80ff:fffe', // Teredo
]

describe('isPublicAddress', () => {
  it.each([
    '10.1.2.3',
    '172.16.0.1',
    '192.168.1.1',
    '127.0.0.1',
    '0.0.0.0',
    '169.254.169.254',
    '100.64.0.1',
    '224.0.0.1',
    '255.255.255.255',
    '::1',
    '::',
    'fe80::1',
    'fd00::1',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:10.0.0.1',
    '::ffff:169.254.169.254',
    '64:ff9b::a00:1', // NAT64 of 10.0.0.1
    '2002:a00:1::1', // 6to4 of 10.0.0.1
    'not an address',
    ...IPV4_IN_IPV6,
    '::808:808', // IPv4-compatible, even of a public IPv4 address: not a route to anything
    '2001:db8::1', // documentation
    '100::1', // discard
    'fec0::1', // site-local, deprecated
  ])('refuses %s', (address) => expect(isPublicAddress(address)).toBe(false))

  it.each(['8.8.8.8', '142.250.72.14', '2607:f8b0:4009:80b::200e', '2a00:1450:4001:82a::200e', '::ffff:8.8.8.8'])(
    'allows %s',
    (address) => expect(isPublicAddress(address)).toBe(true),
  )
})

const ICS = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n'

const icsResponse = (body: BodyInit | null = ICS, init: ResponseInit = {}) => calendarResponse(body, init)
const refusal = (promise: Promise<unknown>) => rejection(promise, SafeFetchError)

/** A GET as the calendar feed makes it (5 s, 2 MB, calendars only); each test passes its transport. */
const get = (url: string, options: Partial<SafeFetchOptions> = {}) =>
  safeFetchText(url, {
    timeoutMs: 5_000,
    maxBytes: 2 * 1024 * 1024,
    accept: { header: 'text/calendar, text/plain;q=0.5', types: ['text/calendar', 'text/plain'] },
    ...options,
  })

describe('safeFetchText: what the fetch trusts', () => {
  it('connects to the address it checked, naming the host for TLS, and returns the text', async () => {
    const fetchImpl = vi.fn<PinnedFetch>(async () => icsResponse())
    const text = await get('https://calendar.example/private-abc/basic.ics', {
      fetchImpl,
      resolveImpl: resolverOf(PUBLIC),
    })
    expect(text).toBe(ICS)
    expect(fetchImpl).toHaveBeenCalledTimes(1)
    const [request] = fetchImpl.mock.calls[0]!
    expect(request.address).toBe('93.184.216.34')
    expect(request.url.hostname).toBe('calendar.example')
    expect(request.url.protocol).toBe('https:')
  })

  it.each([
    ['http://calendar.example/feed.ics', 'not_https'],
    ['ftp://calendar.example/feed.ics', 'not_https'],
    ['file:///etc/passwd', 'not_https'],
    ['not a url', 'invalid_url'],
  ])('refuses %s before any lookup', async (url, code) => {
    const fetchImpl = vi.fn<PinnedFetch>(async () => icsResponse())
    const resolveImpl = vi.fn(resolverOf(PUBLIC))
    const error = await refusal(get(url, { fetchImpl, resolveImpl }))
    expect(error.code).toBe(code)
    expect(resolveImpl).not.toHaveBeenCalled()
    expect(fetchImpl).not.toHaveBeenCalled()
  })

  it.each([
    '10.0.0.7',
    '127.0.0.1',
    '::1',
    '169.254.169.254',
    '::ffff:127.0.0.1',
    '100.64.1.1',
    'fd12:3456::1',
    '0.0.0.0',
    '93.184.216.34 and 192.168.0.10',
  ])('refuses a name that resolves to %s', async (list) => {
    const addresses = list.split(' and ')
    const fetchImpl = vi.fn<PinnedFetch>(async () => icsResponse())
    const error = await refusal(
      get('https://inside.example/feed.ics', {
        fetchImpl,
        resolveImpl: resolverOf({ 'inside.example': addresses }),
      }),
    )
    expect(error.code).toBe('address_refused')
    expect(fetchImpl).not.toHaveBeenCalled()
  })

  it.each([
    'https://127.0.0.1/feed.ics',
    'https://[::1]/feed.ics',
    'https://169.254.169.254/latest/meta-data',
    'https://[::ffff:7f00:1]/x',
    'https://2130706433/x',
  ])('refuses the address literal in %s without a lookup', async (url) => {
    const fetchImpl = vi.fn<PinnedFetch>(async () => icsResponse())
    const resolveImpl = vi.fn(resolverOf(PUBLIC))
    const error = await refusal(get(url, { fetchImpl, resolveImpl }))
    expect(error.code).toBe('address_refused')
    expect(resolveImpl).not.toHaveBeenCalled()
    expect(fetchImpl).not.toHaveBeenCalled()
  })

  it.each(IPV4_IN_IPV6)(
    'refuses %s, an IPv6 address that carries an IPv4 one, as a literal and from DNS',
    async (address) => {
      const fetchImpl = vi.fn<PinnedFetch>(async () => icsResponse())
      const resolveImpl = vi.fn(resolverOf({ ...PUBLIC, 'tunnel.example': [address] }))
      expect((await refusal(get(`https://[${address}]/feed.ics`, { fetchImpl, resolveImpl }))).code).toBe(
        'address_refused',
      )
      expect(resolveImpl).not.toHaveBeenCalled()
      expect((await refusal(get('https://tunnel.example/feed.ics', { fetchImpl, resolveImpl }))).code).toBe(
        'address_refused',
      )
      expect(resolveImpl).toHaveBeenCalledTimes(1)
      expect(fetchImpl).not.toHaveBeenCalled()
    },
  )

  it('refuses a name that does not resolve', async () => {
    const error = await refusal(
      get('https://nowhere.example/feed.ics', {
        fetchImpl: async () => icsResponse(),
        resolveImpl: resolverOf({}),
      }),
    )
    expect(error.code).toBe('not_found_host')
    expect(error.message).not.toContain('nowhere.example')
  })

  it('checks every redirect as the first address, and follows at most 3', async () => {
    const resolveImpl = resolverOf({
      ...PUBLIC,
      'hop.example': ['93.184.216.35'],
      'metadata.example': ['169.254.169.254'],
    })
    const redirect = (location: string) => new Response(null, { status: 302, headers: { location } })

    const toInside = vi.fn<PinnedFetch>(async ({ url }) =>
      url.hostname === 'calendar.example' ? redirect('https://metadata.example/latest') : icsResponse(),
    )
    expect((await refusal(get('https://calendar.example/a', { fetchImpl: toInside, resolveImpl }))).code).toBe(
      'address_refused',
    )
    expect(toInside).toHaveBeenCalledTimes(1)

    const toHttp = async () => redirect('http://hop.example/feed.ics')
    expect((await refusal(get('https://calendar.example/a', { fetchImpl: toHttp, resolveImpl }))).code).toBe(
      'not_https',
    )

    const loop = vi.fn<PinnedFetch>(async () => redirect('/again'))
    expect((await refusal(get('https://calendar.example/a', { fetchImpl: loop, resolveImpl }))).code).toBe(
      'too_many_redirects',
    )
    expect(loop).toHaveBeenCalledTimes(4)

    const twoHops = vi.fn<PinnedFetch>(async ({ url }) =>
      url.pathname === '/a'
        ? redirect('https://hop.example/b')
        : url.pathname === '/b'
          ? redirect('/c')
          : icsResponse(),
    )
    expect(await get('https://calendar.example/a', { fetchImpl: twoHops, resolveImpl })).toBe(ICS)
    expect(twoHops.mock.calls.map(([r]) => `${r.address} ${r.url.href}`)).toEqual([
      '93.184.216.34 https://calendar.example/a',
      '93.184.216.35 https://hop.example/b',
      '93.184.216.35 https://hop.example/c',
    ])
  })

  it('stops reading past 2 MB', async () => {
    let pulled = 0
    const chunk = new Uint8Array(64 * 1024).fill(65)
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += chunk.byteLength
        controller.enqueue(chunk)
      },
    })
    const error = await refusal(
      get('https://calendar.example/big.ics', {
        fetchImpl: async () => icsResponse(endless),
        resolveImpl: resolverOf(PUBLIC),
      }),
    )
    expect(error.code).toBe('too_large')
    expect(pulled).toBeLessThanOrEqual(2 * 1024 * 1024 + 3 * chunk.byteLength)
  })

  it('refuses a declared length past 2 MB without reading', async () => {
    let pulled = false
    const body = new ReadableStream<Uint8Array>(
      {
        pull() {
          pulled = true
        },
      },
      { highWaterMark: 0 },
    )
    const response = icsResponse(body, {
      headers: { 'content-type': 'text/calendar', 'content-length': String(3 * 1024 * 1024) },
    })
    const error = await refusal(
      get('https://calendar.example/big.ics', {
        fetchImpl: async () => response,
        resolveImpl: resolverOf(PUBLIC),
      }),
    )
    expect(error.code).toBe('too_large')
    expect(pulled).toBe(false)
  })

  it('gives up after the timeout: a server that never answers, and one that stalls mid-body', async () => {
    const never = await refusal(
      get('https://calendar.example/slow.ics', {
        fetchImpl: () => new Promise<Response>(() => undefined),
        resolveImpl: resolverOf(PUBLIC),
        timeoutMs: 200,
      }),
    )
    expect(never.code).toBe('timeout')

    const stalls = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('BEGIN:VCALENDAR\r\n'))
      },
    })
    const started = Date.now()
    const stalled = await refusal(
      get('https://calendar.example/slow.ics', {
        fetchImpl: async () => icsResponse(stalls),
        resolveImpl: resolverOf(PUBLIC),
        timeoutMs: 200,
      }),
    )
    expect(stalled.code).toBe('timeout')
    expect(Date.now() - started).toBeLessThan(2_000)

    const slowDns = await refusal(
      get('https://calendar.example/slow.ics', {
        fetchImpl: async () => icsResponse(),
        resolveImpl: () => new Promise<ResolvedAddress[]>(() => undefined),
        timeoutMs: 200,
      }),
    )
    expect(slowDns.code).toBe('timeout')
  })

  it('takes text/calendar and text/plain only, and a 2xx only', async () => {
    const resolveImpl = resolverOf(PUBLIC)
    const as =
      (type: string, status = 200) =>
      async () =>
        new Response('<html></html>', { status, headers: { 'content-type': type } })
    expect((await refusal(get('https://calendar.example/x', { fetchImpl: as('text/html'), resolveImpl }))).code).toBe(
      'content_type',
    )
    expect(
      (await refusal(get('https://calendar.example/x', { fetchImpl: as('application/json'), resolveImpl }))).code,
    ).toBe('content_type')
    expect(await get('https://calendar.example/x', { fetchImpl: as('text/plain; charset=utf-8'), resolveImpl })).toBe(
      '<html></html>',
    )
    const notFound = await refusal(
      get('https://calendar.example/x', { fetchImpl: as('text/calendar', 404), resolveImpl }),
    )
    expect(notFound.code).toBe('http_status')
    expect(notFound.status).toBe(404)
  })
})
describe('pinnedFetch', () => {
  it('connects only to the address it is given: a name that does not resolve still reaches it, and is the Host', async () => {
    let host: string | undefined
    let accept: string | undefined
    const server = http.createServer((req, res) => {
      host = req.headers.host
      accept = req.headers.accept
      res.writeHead(200, { 'content-type': 'text/calendar' }).end(ICS)
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as AddressInfo
    try {
      const response = await pinnedFetch({
        url: new URL(`http://calendar.invalid:${port}/feed.ics`),
        address: '127.0.0.1',
        family: 4,
        signal: AbortSignal.timeout(5_000),
        accept: 'text/calendar',
      })
      expect(response.status).toBe(200)
      expect(await response.text()).toBe(ICS)
      expect(host).toBe(`calendar.invalid:${port}`)
      expect(accept).toBe('text/calendar')
    } finally {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    }
  })
})

describe('safeSend: a webhook’s POST under the same rules', () => {
  const send = (url: string, fetchImpl: PinnedFetch, resolveImpl = resolverOf(PUBLIC)) =>
    safeSend(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'webhook-id': 'msg_1' },
      body: '{"type":"lead.created"}',
      timeoutMs: 2_000,
      maxBytes: 1024,
      fetchImpl,
      resolveImpl,
    })

  it('posts the body to the checked address and answers any status, the answer cut at maxBytes', async () => {
    const fetchImpl = vi.fn<PinnedFetch>(async () => new Response('x'.repeat(5000), { status: 503 }))
    const answer = await send('https://calendar.example/hook', fetchImpl)
    expect(answer.status).toBe(503)
    expect(answer.text).toHaveLength(1024)
    expect(fetchImpl).toHaveBeenCalledOnce()
    expect(fetchImpl.mock.calls[0]![0]).toMatchObject({
      address: '93.184.216.34',
      method: 'POST',
      body: '{"type":"lead.created"}',
      headers: { 'webhook-id': 'msg_1' },
    })
  })

  it('returns a redirect as it is, never following it', async () => {
    const fetchImpl = vi.fn<PinnedFetch>(
      async () => new Response(null, { status: 307, headers: { location: 'https://127.0.0.1/inside' } }),
    )
    expect((await send('https://calendar.example/hook', fetchImpl)).status).toBe(307)
    expect(fetchImpl).toHaveBeenCalledOnce()
  })

  it('refuses plain http, even on loopback, and an inside address before connecting', async () => {
    const fetchImpl = vi.fn<PinnedFetch>(async () => new Response('ok'))
    expect((await refusal(send('http://127.0.0.1:8080/hook', fetchImpl))).code).toBe('not_https')
    const inside = resolverOf({ 'crm.example': ['10.0.0.5'] })
    expect((await refusal(send('https://crm.example/hook', fetchImpl, inside))).code).toBe('address_refused')
    expect(fetchImpl).not.toHaveBeenCalled()
  })
})
