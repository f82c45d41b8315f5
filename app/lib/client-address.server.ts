import { isIP } from 'node:net'
import ipaddr from 'ipaddr.js'

/** The client address as the rate limiter sees it (docs/security.md, "Client addresses"). */

export type TrustProxy = number | string[]

const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal'])

const TRUST_PROXY_HELP =
  'Set TRUST_PROXY to the number of proxies in front of the app (for example 1 for one load balancer) ' +
  'or to their addresses and subnets, comma separated (for example 10.0.0.0/8,127.0.0.1 or loopback).'

/** `true` is refused: trusting any X-Forwarded-For lets anyone pick the address our limits count. */
export function parseTrustProxy(value: string): { ok: true; value: TrustProxy } | { ok: false; message: string } {
  const text = value.trim()
  if (/^(true|yes|on)$/i.test(text)) {
    return {
      ok: false,
      message: `TRUST_PROXY=${text} would trust any client's X-Forwarded-For header. ${TRUST_PROXY_HELP}`,
    }
  }
  if (/^\d{1,2}$/.test(text)) return { ok: true, value: Number(text) }
  const entries = text.split(',').map((entry) => entry.trim())
  const bad = entries.filter((entry) => !RANGE_NAMES.has(entry) && !isAddressOrSubnet(entry))
  if (entries.length === 0 || bad.length > 0) {
    return {
      ok: false,
      message: `TRUST_PROXY has an entry that is not an address or subnet: "${bad[0] ?? text}". ${TRUST_PROXY_HELP}`,
    }
  }
  return { ok: true, value: entries }
}

function isAddressOrSubnet(entry: string): boolean {
  const [address = '', prefix, extra] = entry.split('/')
  const family = isIP(address)
  if (family === 0 || extra !== undefined) return false
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128))
}

/** IPv6 per /64: a household receives a whole /64 and could multiply its allowance by 2^64. */
export function clientKey(ip: string | undefined): string {
  if (!ip) return 'unknown'
  const address = ip.replace(/%.*$/, '')
  if (isIP(address) !== 6) return address
  const parsed = ipaddr.process(address)
  if (parsed.kind() === 'ipv4') return parsed.toString()
  return `${parsed.toNormalizedString().split(':').slice(0, 4).join(':')}::/64`
}
