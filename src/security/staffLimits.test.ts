// The waits and challenges of staff sign-in on one instance's own counts (the site's answers, REST and GraphQL,
// and the counts shared through Redis: tests/int/staffSignIn.int.test.ts).
import { createClient } from 'redis'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { beginSignIn, createStaffLimits, requestReset, signedIn } from './staffLimits'

const attempt = (address: string, account = 'owner@example.edu') => ({ account, address })

describe('staff sign-in waits', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('asks one address for a challenge during 1, 2, 4 … seconds from its fifth wrong password, and forgets them once it signs in', async () => {
    const limits = createStaffLimits(null)
    for (let i = 0; i < 5; i++) expect(await beginSignIn(limits, attempt('198.51.100.1'))).toBeUndefined()
    expect(await beginSignIn(limits, attempt('198.51.100.1'))).toEqual({ challenge: true })
    vi.advanceTimersByTime(1_000)
    expect(await beginSignIn(limits, attempt('198.51.100.1'))).toBeUndefined()
    expect(await beginSignIn(limits, attempt('198.51.100.1'))).toEqual({ challenge: true })
    // A solved challenge has the password checked at once (and counted: the next window is 4 s).
    expect(await beginSignIn(limits, attempt('198.51.100.1'), async () => true)).toBeUndefined()
    expect(await beginSignIn(limits, attempt('198.51.100.1'))).toEqual({ challenge: true })
    vi.advanceTimersByTime(2_000)
    expect(await beginSignIn(limits, attempt('198.51.100.1'))).toEqual({ challenge: true })
    vi.advanceTimersByTime(2_000)
    expect(await beginSignIn(limits, attempt('198.51.100.1'))).toBeUndefined()
    await signedIn(limits, attempt('198.51.100.1'))
    // The pair starts afresh (the account's own count, nine failures now, is the next test's).
    vi.advanceTimersByTime(15 * 60_000)
    for (let i = 0; i < 4; i++) expect(await beginSignIn(limits, attempt('198.51.100.1'))).toBeUndefined()
  })

  it('asks for a challenge during the account’s wait, at most a minute, from addresses that failed for it only', async () => {
    const limits = createStaffLimits(null)
    for (let i = 0; i < 20; i++) expect(await beginSignIn(limits, attempt(`198.51.100.${10 + i}`))).toBeUndefined()
    // The owner mistyped once from the office: their browser solves a challenge, for a minute at most.
    expect(await beginSignIn(limits, attempt('198.51.100.10'))).toEqual({ challenge: true })
    vi.advanceTimersByTime(60_000)
    expect(await beginSignIn(limits, attempt('198.51.100.10'))).toBeUndefined()
    // From an address without failures the password is checked, whatever the account's wait.
    expect(await beginSignIn(limits, attempt('203.0.113.1'))).toBeUndefined()
    // Other accounts from those addresses are not held.
    expect(await beginSignIn(limits, attempt('198.51.100.11', 'someone@example.edu'))).toBeUndefined()
  })

  it('lets only one of the attempts sent at once from an address past the account’s wait', async () => {
    const limits = createStaffLimits(null)
    for (let i = 0; i < 16; i++) await beginSignIn(limits, attempt(`198.51.100.${10 + i}`))
    const answers = await Promise.all(Array.from({ length: 10 }, () => beginSignIn(limits, attempt('203.0.113.2'))))
    expect(answers.filter((wait) => wait === undefined)).toHaveLength(1)
  })

  it('counts on the instance’s own when Redis cannot be reached, and still stops an address', async () => {
    vi.useRealTimers()
    const unreachable = createClient({ url: 'redis://127.0.0.1:1', disableOfflineQueue: true, socket: { reconnectStrategy: false } })
    unreachable.on('error', () => {})
    await unreachable.connect().catch(() => {})
    const limits = createStaffLimits(unreachable)
    for (let i = 0; i < 20; i++) expect(await beginSignIn(limits, attempt('198.51.100.99', `nobody-${i}@example.edu`))).toBeUndefined()
    expect(await beginSignIn(limits, attempt('198.51.100.99'), async () => true)).toEqual({ wait: expect.any(Number) })
    for (let i = 0; i < 5; i++) await beginSignIn(limits, attempt('198.51.100.98'))
    expect(await beginSignIn(limits, attempt('198.51.100.98'))).toEqual({ challenge: true })
    for (let i = 0; i < 3; i++) expect(await requestReset(limits, attempt('198.51.100.97'))).toBeUndefined()
    expect(await requestReset(limits, attempt('198.51.100.97'))).toBeGreaterThan(60)
  })
})
