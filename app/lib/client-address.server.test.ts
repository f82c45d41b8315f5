import { describe, expect, it } from 'vitest'
import { clientKey, parseTrustProxy } from './client-address.server.ts'

describe('parseTrustProxy', () => {
  it('accepts a hop count or a list of addresses, subnets and range names', () => {
    expect(parseTrustProxy('1')).toEqual({ ok: true, value: 1 })
    expect(parseTrustProxy('10.0.0.0/8, 127.0.0.1,::1,fd00::/8,loopback')).toEqual({
      ok: true,
      value: ['10.0.0.0/8', '127.0.0.1', '::1', 'fd00::/8', 'loopback'],
    })
  })

  it('refuses true, which trusts a spoofed X-Forwarded-For, and says what to set', () => {
    const result = parseTrustProxy('true')
    expect(result.ok).toBe(false)
    expect(!result.ok && result.message).toMatch(/X-Forwarded-For.*number of proxies/)
  })

  it('refuses what does not parse', () => {
    for (const value of [
      'yes',
      'proxy.example.com',
      '10.0.0.0/33',
      '10.0.0.1/8/2',
      '1.2.3',
      '',
      '10.0.0.0/abc',
      '-1',
    ]) {
      expect(parseTrustProxy(value).ok, value).toBe(false)
    }
  })
})

describe('clientKey', () => {
  it('counts IPv4 clients per address, mapped addresses included', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7')
    expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7')
  })

  it('counts IPv6 clients per /64, however the address is written', () => {
    const key = '2001:db8:1:2::/64'
    expect(clientKey('2001:db8:1:2::1')).toBe(key)
    expect(clientKey('2001:0db8:0001:0002:ffff:ffff:ffff:ffff')).toBe(key)
    expect(clientKey('2001:db8:1:2:a:b:c:d%eth0')).toBe(key)
    expect(clientKey('2001:db8:1:3::1')).not.toBe(key)
    expect(clientKey('::1')).toBe('0:0:0:0::/64')
  })

  it('has a key for a missing address', () => {
    expect(clientKey(undefined)).toBe('unknown')
  })
})
