import { beforeEach, describe, expect, it } from 'vitest'

import { KEEP_DAYS, readChoice, saveChoice } from './choice'

const day = 86_400_000

beforeEach(() => {
  const store = new Map<string, string>()
  globalThis.localStorage = {
    getItem: (key: string) => store.get(key) ?? null,
    setItem: (key: string, value: string) => void store.set(key, value),
    removeItem: (key: string) => void store.delete(key),
    clear: () => store.clear(),
    key: () => null,
    length: 0,
  } as Storage
})

describe('the visitor’s answer', () => {
  it('is asked for when there is none', () => {
    expect(readChoice()).toBeNull()
  })

  it('is remembered for six months, then asked for again', () => {
    const now = Date.UTC(2026, 10, 23)
    saveChoice('denied', now)
    expect(KEEP_DAYS).toBeGreaterThanOrEqual(180)
    expect(readChoice(now + 179 * day)).toBe('denied')
    expect(readChoice(now + (KEEP_DAYS + 1) * day)).toBeNull()
  })

  it('is asked for again when what was kept is damaged', () => {
    localStorage.setItem('campus-analytics-consent', '{not json')
    expect(readChoice()).toBeNull()
    localStorage.setItem('campus-analytics-consent', JSON.stringify({ choice: 'maybe', until: Date.now() + day }))
    expect(readChoice()).toBeNull()
  })
})
