import { describe, expect, it } from 'vitest'

import { forgetAnswers, generation, keepAnswer, keptAnswer, KEEP_MS } from './answerMemo'

const answer = (text: string) => ({ status: 200, body: Buffer.from(text), headers: { 'Content-Type': 'application/json' } })
const settled = () => Date.now() + 10_000

describe('answers kept by the JSON API', () => {
  it('gives a kept answer for a few seconds, then asks again', () => {
    const now = settled()
    keepAnswer('/en/api/news', answer('{"data":[]}'), generation(), now)
    expect(keptAnswer('/en/api/news', now + 1000)?.body.toString()).toBe('{"data":[]}')
    expect(keptAnswer('/en/api/news', now + KEEP_MS + 1)).toBeUndefined()
  })

  it('forgets everything when content changes, and keeps nothing read before or just after', () => {
    const now = settled()
    keepAnswer('/ru/api/menu', answer('old'), generation(), now)
    const started = generation()
    forgetAnswers(now + 10)
    expect(keptAnswer('/ru/api/menu', now + 20)).toBeUndefined()
    // Read before the change, finished after it: not kept.
    keepAnswer('/ru/api/menu', answer('stale'), started, now + 30)
    expect(keptAnswer('/ru/api/menu', now + 40)).toBeUndefined()
    // Read after the change, but while it may not be committed yet: not kept either.
    keepAnswer('/ru/api/menu', answer('maybe stale'), generation(), now + 500)
    expect(keptAnswer('/ru/api/menu', now + 600)).toBeUndefined()
    keepAnswer('/ru/api/menu', answer('new'), generation(), now + 3000)
    expect(keptAnswer('/ru/api/menu', now + 3100)?.body.toString()).toBe('new')
  })

  it('stays within its memory: the oldest answers go first', () => {
    const now = settled() + 60_000
    const big = 'x'.repeat(1024 * 1024)
    for (let i = 0; i < 40; i++) keepAnswer(`/en/api/faculty?i=${i}`, answer(big), generation(), now + i)
    // 32 MB at most: the first answers made room for the last.
    expect(keptAnswer('/en/api/faculty?i=0', now + 100)).toBeUndefined()
    expect(keptAnswer('/en/api/faculty?i=39', now + 100)).toBeDefined()
    const kept = Array.from({ length: 40 }, (_, i) => keptAnswer(`/en/api/faculty?i=${i}`, now + 100)).filter(Boolean)
    expect(kept.length).toBeLessThanOrEqual(32)
  })
})
