import type { LookupAddress } from 'node:dns'
import { lookup } from 'node:dns/promises'
import http from 'node:http'
import https from 'node:https'
import { Readable } from 'node:stream'
import ipaddr from 'ipaddr.js'

/** A request to an address someone else chose, unable to reach inside (decision 40); errors are for logs. */

export type ResolvedAddress = LookupAddress

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

interface Transport {
  /** one deadline over the lookups, the connections, the headers and the whole body */
  timeoutMs: number
  maxBytes: number
  fetchImpl?: PinnedFetch
  resolveImpl?: (hostname: string) => Promise<ResolvedAddress[]>
}

export interface SafeFetchOptions extends Transport {
  accept: { header: string; types: readonly string[] }
  maxRedirects?: number
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
        for (const [name, values] of Object.entries(response.headersDistinct)) {
          for (const value of values ?? []) headers.append(name, value)
        }
        const status = response.statusCode ?? 502
        const noBody = [204, 205, 304].includes(status)
        if (noBody) response.resume()
        const body = noBody ? null : (Readable.toWeb(response) as ReadableStream<Uint8Array>)
        resolve(new Response(body, { status, headers }))
      },
    )
    request.on('error', reject)
    request.end(body)
  })

type Request = Pick<Parameters<PinnedFetch>[0], 'accept' | 'method' | 'headers' | 'body'>
type Step = <T>(promise: Promise<T>) => Promise<T>

/**
 * Runs `exchange` under one deadline: every step races it, so a resolver or fetch that ignores the
 * signal cannot hold us, and the connection ends with it. `send` connects to the checked address only.
 */
async function withDeadline<T>(
  { timeoutMs, maxBytes, fetchImpl = pinnedFetch, resolveImpl = defaultResolve }: Transport,
  exchange: (
    send: (url: URL, request: Request) => Promise<Response>,
    read: (response: Response, truncate: boolean) => Promise<string>,
  ) => Promise<T>,
): Promise<T> {
  const controller = new AbortController()
  const { signal } = controller
  const timer = setTimeout(() => controller.abort(), timeoutMs)
  const timedOut = () => new SafeFetchError('timeout', `No complete answer within ${timeoutMs} ms.`)
  const expired = new Promise<never>((_, reject) => signal.addEventListener('abort', () => reject(timedOut())))
  expired.catch(() => undefined)
  const step: Step = (promise) =>
    Promise.race([promise, expired]).catch((error: unknown) => {
      if (error instanceof SafeFetchError) throw error
      if (signal.aborted) throw timedOut()
      throw new SafeFetchError('unreachable', 'The server could not be reached.', { cause: error })
    })
  const send = async (url: URL, request: Request) => {
    const { address, family } = await step(checkedAddress(url, resolveImpl))
    return step(fetchImpl({ ...request, url, address, family, signal }))
  }
  try {
    return await exchange(send, (response, truncate) => readCapped(response, maxBytes, truncate, step))
  } finally {
    clearTimeout(timer)
    controller.abort()
  }
}

const discard = (response: Response) => void response.body?.cancel().catch(() => undefined)

export async function safeFetchText(rawUrl: string, options: SafeFetchOptions): Promise<string> {
  const maxRedirects = options.maxRedirects ?? 3
  return withDeadline(options, async (send, read) => {
    let url = parseUrl(rawUrl, options.allowLoopbackHttpForTests === true)
    for (let redirects = 0; ; redirects += 1) {
      const response = await send(url, { accept: options.accept.header })
      if (response.status >= 300 && response.status < 400 && response.headers.has('location')) {
        discard(response)
        if (redirects === maxRedirects) throw new SafeFetchError('too_many_redirects', 'Too many redirects.')
        // The tests' loopback exception never covers a redirect.
        url = parseUrl(new URL(response.headers.get('location')!, url).toString(), false)
        continue
      }
      const type = (response.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase()
      const refusal = !response.ok
        ? new SafeFetchError('http_status', `The server answered ${response.status}.`, { status: response.status })
        : !options.accept.types.includes(type)
          ? new SafeFetchError('content_type', 'The answer is not of a type asked for.')
          : Number(response.headers.get('content-length') ?? NaN) > options.maxBytes
            ? tooLarge()
            : null
      if (refusal) {
        discard(response)
        throw refusal
      }
      return read(response, false)
    }
  })
}

/**
 * One request (a webhook's POST) under the same rules, answered whatever its status: a redirect is
 * returned as it is, never followed; `text` is the first `maxBytes` of the answer.
 */
export async function safeSend(
  rawUrl: string,
  { method, headers, body, ...transport }: Transport & Required<Pick<Request, 'method' | 'headers' | 'body'>>,
): Promise<{ status: number; headers: Headers; text: string }> {
  return withDeadline(transport, async (send, read) => {
    const response = await send(parseUrl(rawUrl, false), { accept: '*/*', method, headers, body })
    return { status: response.status, headers: response.headers, text: await read(response, true) }
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

/** An http: URL here is the tests' loopback, which parseUrl admitted. */
async function checkedAddress(
  url: URL,
  resolve: (hostname: string) => Promise<ResolvedAddress[]>,
): Promise<ResolvedAddress> {
  if (url.protocol === 'http:' && url.hostname === '127.0.0.1') return { address: '127.0.0.1', family: 4 }
  const host = url.hostname.replace(/^\[|\]$/g, '')
  let addresses: ResolvedAddress[]
  try {
    addresses = ipaddr.isValid(host) ? [{ address: host, family: host.includes(':') ? 6 : 4 }] : await resolve(host)
  } catch (error) {
    throw new SafeFetchError('not_found_host', 'The host name could not be resolved.', { cause: error })
  }
  if (addresses.length === 0) throw new SafeFetchError('not_found_host', 'The host name could not be resolved.')
  // A name that also answers with an inside address is refused whole.
  if (!addresses.every((a) => isPublicAddress(a.address))) {
    throw new SafeFetchError('address_refused', 'The address is not a public one.')
  }
  return addresses[0]!
}

async function readCapped(response: Response, maxBytes: number, truncate: boolean, step: Step): Promise<string> {
  if (!response.body) return ''
  const reader = response.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  try {
    for (let next = await step(reader.read()); !next.done; next = await step(reader.read())) {
      size += next.value.byteLength
      if (size > maxBytes) {
        if (!truncate) throw tooLarge()
        chunks.push(next.value.subarray(0, next.value.byteLength - (size - maxBytes)))
        break
      }
      chunks.push(next.value)
    }
  } finally {
    void reader.cancel().catch(() => undefined)
  }
  return new TextDecoder().decode(Buffer.concat(chunks))
}

const tooLarge = () => new SafeFetchError('too_large', 'The answer is larger than allowed.')
