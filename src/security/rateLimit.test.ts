// The production server and Next's bundles load the rate-limit module separately, in one
// process: a client must still have one budget, whichever copy counts the request.
import { createRequire } from 'node:module'
import { describe, expect, it, vi } from 'vitest'

const require = createRequire(import.meta.url)

/** A second, separately loaded copy of the limiter library, as another bundle carries. */
function separateLimiterCopy(): typeof import('rate-limiter-flexible') {
  for (const key of Object.keys(require.cache)) if (key.includes('rate-limiter-flexible')) delete require.cache[key]
  return require('rate-limiter-flexible')
}

const headers = (address: string) => new Headers({ 'x-forwarded-for': `203.0.113.9, ${address}` })

describe('lookup rate limit', () => {
  it('counts per client address, the last X-Forwarded-For entry', async () => {
    const { overLimit } = await import('./rateLimit')
    for (let i = 0; i < 10; i++) expect(await overLimit('lookup', headers('198.51.100.1'))).toBeUndefined()
    expect(await overLimit('lookup', headers('198.51.100.1'))).toBeGreaterThan(0)
    expect(await overLimit('lookup', headers('198.51.100.2'))).toBeUndefined()
  })

  it('is one budget across separately loaded copies of the module', async () => {
    const first = await import('./rateLimit')
    for (let i = 0; i < 6; i++) await first.overLimit('lookup', headers('198.51.100.3'))
    vi.resetModules()
    const second = await import('./rateLimit')
    expect(second).not.toBe(first)
    for (let i = 0; i < 4; i++) expect(await second.overLimit('lookup', headers('198.51.100.3'))).toBeUndefined()
    expect(await second.overLimit('lookup', headers('198.51.100.3'))).toBeGreaterThan(0)
  })

  it("recognises a rejection from the other bundle's copy of the limiter (429, never a 500)", async () => {
    const other = separateLimiterCopy()
    const key = Symbol.for('campus.admissions.rateLimiters')
    const holder = globalThis as Record<symbol, unknown>
    const kept = holder[key]
    holder[key] = {
      lookup: new other.RateLimiterMemory({ keyPrefix: 'other-lookup', points: 1, duration: 60 }),
      apply: new other.RateLimiterMemory({ keyPrefix: 'other-apply', points: 1, duration: 3600 }),
    }
    try {
      vi.resetModules()
      const { overLimit } = await import('./rateLimit')
      expect(await overLimit('apply', headers('198.51.100.4'))).toBeUndefined()
      expect(await overLimit('apply', headers('198.51.100.4'))).toBeGreaterThan(3000)
    } finally {
      holder[key] = kept
    }
  })
})

describe('with REDIS_URL set but Redis unreachable', () => {
  it('still limits each client, counting in this process, and never fails the request', async () => {
    const holder = globalThis as Record<symbol, unknown>
    const limitersKey = Symbol.for('campus.admissions.rateLimiters')
    const clientKey = Symbol.for('campus.redis.client')
    const kept = holder[limitersKey]
    delete holder[limitersKey]
    process.env.REDIS_URL = 'redis://127.0.0.1:9'
    vi.resetModules()
    try {
      const { overLimit } = await import('./rateLimit')
      for (let i = 0; i < 10; i++) expect(await overLimit('lookup', headers('198.51.100.7'))).toBeUndefined()
      expect(await overLimit('lookup', headers('198.51.100.7'))).toBeGreaterThan(0)
      expect(await overLimit('lookup', headers('198.51.100.8'))).toBeUndefined()
    } finally {
      delete process.env.REDIS_URL
      const client = holder[clientKey] as { destroy?: () => void } | undefined
      client?.destroy?.()
      delete holder[clientKey]
      holder[limitersKey] = kept
      vi.resetModules()
    }
  })
})
