import { describe, expect, it } from 'vitest'

import { clientAddressOf, trustedProxies } from './clientAddress'

const loopback = trustedProxies('127.0.0.1,::1')

describe('the client address the rate limits count', () => {
  it('is the socket address when the socket is not a trusted proxy, whatever X-Forwarded-For claims', () => {
    expect(clientAddressOf('203.0.113.5', '198.51.100.1', loopback)).toBe('203.0.113.5')
    expect(clientAddressOf('::ffff:203.0.113.5', ['10.0.0.1', '198.51.100.1'], loopback)).toBe('203.0.113.5')
    expect(clientAddressOf('2001:db8::7', undefined, loopback)).toBe('2001:db8::7')
  })

  it('behind a trusted proxy, is the right-most address the proxies did not add', () => {
    expect(clientAddressOf('127.0.0.1', '198.51.100.1', loopback)).toBe('198.51.100.1')
    expect(clientAddressOf('::1', 'spoofed, 198.51.100.1', loopback)).toBe('198.51.100.1')
    const chain = trustedProxies('127.0.0.1, 10.0.0.0/8')
    expect(clientAddressOf('127.0.0.1', '203.0.113.9, 198.51.100.1, 10.1.2.3', chain)).toBe('198.51.100.1')
  })

  it('falls back to the proxy itself when the header is missing or not a chain of addresses', () => {
    expect(clientAddressOf('127.0.0.1', undefined, loopback)).toBe('127.0.0.1')
    expect(clientAddressOf('127.0.0.1', 'not-an-address', loopback)).toBe('127.0.0.1')
    expect(clientAddressOf('127.0.0.1', '127.0.0.1', loopback)).toBe('127.0.0.1')
    expect(clientAddressOf(undefined, '198.51.100.1', loopback)).toBe('unknown')
  })

  it('trusts nobody when the setting is empty, and refuses a setting that is not addresses', () => {
    expect(clientAddressOf('127.0.0.1', '198.51.100.1', trustedProxies(''))).toBe('127.0.0.1')
    expect(() => trustedProxies('localhost')).toThrow(/TRUSTED_PROXIES/)
  })
})
