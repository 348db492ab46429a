import { describe, expect, it } from 'vitest'

import { adminOrigins, parseOrigin } from './adminOrigins'

describe('adminOrigins', () => {
  const base = { siteUrl: 'https://university.example.uz/', port: 3000, extra: '', addresses: ['127.0.0.1', '::1', '10.0.0.5'] }

  it('allows the public address, localhost and the machine’s own addresses at the server’s port', () => {
    expect(adminOrigins(base)).toEqual([
      'https://university.example.uz',
      'http://localhost:3000',
      'http://127.0.0.1:3000',
      'http://[::1]:3000',
      'http://10.0.0.5:3000',
    ])
  })

  it('adds the origins an administrator lists, reduced to their origin', () => {
    const origins = adminOrigins({ ...base, extra: ' https://admin.example.uz/admin , http://192.168.1.20' })
    expect(origins).toContain('https://admin.example.uz')
    expect(origins).toContain('http://192.168.1.20')
  })

  it('allows no other site, no other port and no wildcard', () => {
    const origins = adminOrigins(base)
    expect(origins).not.toContain('http://127.0.0.1:8080')
    expect(origins).not.toContain('https://evil.example')
    expect(() => parseOrigin('https://*.example.uz')).toThrow(/wildcard/)
    expect(() => parseOrigin('*')).toThrow(/not an address/)
    expect(() => parseOrigin('ftp://files.example.uz')).toThrow(/http/)
  })
})
