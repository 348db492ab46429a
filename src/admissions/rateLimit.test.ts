// The production server and Next's bundles load the rate-limit module separately, in one
// process: a client must still have one budget, whichever copy counts the request.
import { describe, expect, it, vi } from 'vitest'

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
})
