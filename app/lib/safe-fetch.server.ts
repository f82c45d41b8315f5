import { lookup } from 'node:dns/promises'
import http from 'node:http'
import https from 'node:https'
import { Readable } from 'node:stream'
import ipaddr from 'ipaddr.js'

/** A request to an address someone else chose, unable to reach inside (decision 40); errors are for logs. */

export interface ResolvedAddress {
  address: string
  family: number
}

/** `url` names the host (TLS, Host header), `address` is where to connect; tests pass their own. */
export type PinnedFetch = (request: {
  url: URL
  address: string
  family: number
  signal: AbortSignal
  accept: string
  /** GET unless said */
  method?: string
  headers?: Record<string, string>
  body?: string
  /** Tests only: the certificate authority of a receiver on loopback. */
  ca?: string
}) => Promise<Response>

export interface SafeFetchOptions {
  /** one deadline over the lookups, the connections, the headers and the whole body */
  timeoutMs: number
  maxBytes: number
  accept: { header: string; types: readonly string[] }
  maxRedirects?: number
  fetchImpl?: PinnedFetch
  resolveImpl?: (hostname: string) => Promise<ResolvedAddress[]>
  /** Tests only: admits `http://127.0.0.1:<port>/…` as the address passed in, never one a redirect names. */
  allowLoopbackHttpForTests?: boolean
}

export type SafeFetchErrorCode =
  | 'invalid_url'
  | 'not_https'
  | 'address_refused'
  | 'not_found_host'
  | 'unreachable'
  | 'timeout'
  | 'too_large'
  | 'http_status'
  | 'content_type'
  | 'too_many_redirects'

export class SafeFetchError extends Error {
  readonly code: SafeFetchErrorCode
  readonly status?: number
  constructor(code: SafeFetchErrorCode, message: string, options?: { cause?: unknown; status?: number }) {
    super(message, options)
    this.name = 'SafeFetchError'
    this.code = code
    this.status = options?.status
  }
}

/** Ranges that carry an IPv4 address: a host behind NAT64, 6to4 or Teredo may be inside. */
const IPV4_IN_IPV6 = new Set(['ipv4Mapped', 'rfc6145', 'rfc6052', '6to4', 'teredo'])
/** RFC 4291 §2.5.5.1, which ipaddr.js 2.5 calls 'unicast'. */
const IPV4_COMPATIBLE = ipaddr.parseCIDR('::/96')
const GLOBAL_UNICAST = ipaddr.parseCIDR('2000::/3')

/** Public unicast only; an IPv4-mapped IPv6 address is judged as its IPv4 (decision 40). */
export function isPublicAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '')
  if (!ipaddr.isValid(bare)) return false
  const parsed = ipaddr.process(bare)
  const range = parsed.range()
  if (parsed.kind() === 'ipv4') return range === 'unicast'
  if (IPV4_IN_IPV6.has(range) || parsed.match(IPV4_COMPATIBLE)) return false
  return range === 'unicast' && parsed.match(GLOBAL_UNICAST)
}

const defaultResolve = async (hostname: string): Promise<ResolvedAddress[]> =>
  lookup(hostname, { all: true, verbatim: true })

export const pinnedFetch: PinnedFetch = ({ url, address, family, signal, accept, method, headers, body, ca }) =>
  new Promise((resolve, reject) => {
    const client = url.protocol === 'https:' ? https : http
    const request = client.request(
      url,
      {
        method: method ?? 'GET',
        agent: false,
        signal,
        ...(ca ? { ca } : {}),
        headers: { ...headers, accept, 'accept-encoding': 'identity' },
        lookup: (_hostname, opts, callback) => {
          if ((opts as { all?: boolean }).all) callback(null, [{ address, family }] as never, family)
          else callback(null, address, family)
        },
      },
      (response) => {
        const headers = new Headers()
        for (const [name, value] of Object.entries(response.headers)) {
          if (typeof value === 'string') headers.set(name, value)
          else if (Array.isArray(value)) for (const v of value) headers.append(name, v)
        }
        const status = response.statusCode ?? 502
        const noBody = [204, 205, 304].includes(status)
        if (noBody) response.resume()
        resolve(
          new Response(noBody ? null : (Readable.toWeb(response) as ReadableStream<Uint8Array>), {
            status,
            headers,
          }),
        )
      },
    )
    request.on('error', reject)
    request.end(body)
  })

/** One deadline over every step of `run`, which awaits through `deadline`; the connection ends with it. */
async function withDeadline<T>(
  timeoutMs: number,
  run: (deadline: <U>(promise: Promise<U>) => Promise<U>, signal: AbortSignal) => Promise<T>,
): Promise<T> {
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), timeoutMs)
  const { signal } = controller
  // Every await races the deadline, so a resolver or fetch that ignores the signal cannot hold us.
  const timedOut = new Promise<never>((_, reject) =>
    signal.addEventListener('abort', () => reject(timedOutError(timeoutMs))),
  )
  timedOut.catch(() => undefined)
  try {
    return await run((promise) => Promise.race([promise, timedOut]), signal)
  } finally {
    clearTimeout(timer)
    controller.abort()
  }
}

const discard = (response: Response) => void response.body?.cancel().catch(() => undefined)

export async function safeFetchText(rawUrl: string, options: SafeFetchOptions): Promise<string> {
  const fetchImpl = options.fetchImpl ?? pinnedFetch
  const resolve = options.resolveImpl ?? defaultResolve
  const { maxBytes, timeoutMs } = options
  const maxRedirects = options.maxRedirects ?? 3
  const loopback = options.allowLoopbackHttpForTests === true
  return withDeadline(timeoutMs, async (deadline, signal) => {
    let url = parseUrl(rawUrl, loopback)
    for (let redirects = 0; ; redirects += 1) {
      const target = await deadline(checkedAddress(url, resolve, loopback))
      let response: Response
      try {
        response = await deadline(
          fetchImpl({ url, address: target.address, family: target.family, signal, accept: options.accept.header }),
        )
      } catch (error) {
        throw asFetchError(error, signal, timeoutMs)
      }
      if (response.status >= 300 && response.status < 400 && response.headers.has('location')) {
        discard(response)
        if (redirects === maxRedirects) throw new SafeFetchError('too_many_redirects', 'Too many redirects.')
        // The tests' loopback exception never covers a redirect.
        url = parseUrl(new URL(response.headers.get('location')!, url).toString(), false)
        continue
      }
      if (!response.ok) {
        discard(response)
        throw new SafeFetchError('http_status', `The server answered ${response.status}.`, { status: response.status })
      }
      const type = (response.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase()
      if (!options.accept.types.includes(type)) {
        discard(response)
        throw new SafeFetchError('content_type', 'The answer is not of a type asked for.')
      }
      const length = Number(response.headers.get('content-length') ?? NaN)
      if (length > maxBytes) {
        discard(response)
        throw tooLarge()
      }
      return (await readCapped(response, { maxBytes, timeoutMs, truncate: false }, deadline, signal)).text
    }
  })
}

export interface SafeAnswer {
  status: number
  headers: Headers
  /** the first `maxBytes` of the answer */
  text: string
}

/**
 * One request (a webhook's POST) under the same rules, answered whatever its status: a redirect is
 * returned as it is, never followed; the answer is read up to `maxBytes` and the rest dropped.
 */
export async function safeSend(
  rawUrl: string,
  options: Pick<SafeFetchOptions, 'timeoutMs' | 'maxBytes' | 'fetchImpl' | 'resolveImpl'> & {
    method: string
    headers: Record<string, string>
    body: string
  },
): Promise<SafeAnswer> {
  const fetchImpl = options.fetchImpl ?? pinnedFetch
  const resolve = options.resolveImpl ?? defaultResolve
  const { maxBytes, timeoutMs, method, headers, body } = options
  return withDeadline(timeoutMs, async (deadline, signal) => {
    const url = parseUrl(rawUrl, false)
    const target = await deadline(checkedAddress(url, resolve, false))
    let response: Response
    try {
      response = await deadline(fetchImpl({ url, ...target, signal, accept: '*/*', method, headers, body }))
    } catch (error) {
      throw asFetchError(error, signal, timeoutMs)
    }
    const { text } = await readCapped(response, { maxBytes, timeoutMs, truncate: true }, deadline, signal)
    return { status: response.status, headers: response.headers, text }
  })
}

function parseUrl(raw: string, allowLoopbackHttp: boolean): URL {
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    throw new SafeFetchError('invalid_url', 'Not a valid address.')
  }
  if (url.protocol === 'https:') return url
  if (allowLoopbackHttp && url.protocol === 'http:' && url.hostname === '127.0.0.1') return url
  throw new SafeFetchError('not_https', 'Not an https:// address.')
}

async function checkedAddress(
  url: URL,
  resolve: (hostname: string) => Promise<ResolvedAddress[]>,
  allowLoopbackHttp: boolean,
): Promise<ResolvedAddress> {
  if (allowLoopbackHttp && url.protocol === 'http:' && url.hostname === '127.0.0.1') {
    return { address: '127.0.0.1', family: 4 }
  }
  const host = url.hostname.replace(/^\[|\]$/g, '')
  let addresses: ResolvedAddress[]
  if (ipaddr.isValid(host)) {
    addresses = [{ address: host, family: host.includes(':') ? 6 : 4 }]
  } else {
    try {
      addresses = await resolve(host)
    } catch (error) {
      throw new SafeFetchError('not_found_host', 'The host name could not be resolved.', { cause: error })
    }
  }
  if (addresses.length === 0) throw new SafeFetchError('not_found_host', 'The host name could not be resolved.')
  // A name that also answers with an inside address is refused whole.
  if (!addresses.every((a) => isPublicAddress(a.address))) {
    throw new SafeFetchError('address_refused', 'The address is not a public one.')
  }
  return addresses[0]!
}

async function readCapped(
  response: Response,
  { maxBytes, timeoutMs, truncate }: { maxBytes: number; timeoutMs: number; truncate: boolean },
  deadline: <T>(p: Promise<T>) => Promise<T>,
  signal: AbortSignal,
): Promise<{ text: string }> {
  if (!response.body) return { text: '' }
  const reader = response.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  try {
    for (;;) {
      let next: ReadableStreamReadResult<Uint8Array>
      try {
        next = await deadline(reader.read())
      } catch (error) {
        throw asFetchError(error, signal, timeoutMs)
      }
      if (next.done) break
      size += next.value.byteLength
      if (size > maxBytes) {
        if (!truncate) throw tooLarge()
        chunks.push(next.value.subarray(0, next.value.byteLength - (size - maxBytes)))
        void reader.cancel().catch(() => undefined)
        break
      }
      chunks.push(next.value)
    }
  } catch (error) {
    void reader.cancel().catch(() => undefined)
    throw error
  }
  return { text: new TextDecoder().decode(Buffer.concat(chunks)) }
}

const tooLarge = () => new SafeFetchError('too_large', 'The answer is larger than allowed.')

const timedOutError = (timeoutMs: number) => new SafeFetchError('timeout', `No complete answer within ${timeoutMs} ms.`)

function asFetchError(error: unknown, signal: AbortSignal, timeoutMs: number): SafeFetchError {
  if (error instanceof SafeFetchError) return error
  if (signal.aborted) return timedOutError(timeoutMs)
  return new SafeFetchError('unreachable', 'The server could not be reached.', { cause: error })
}
