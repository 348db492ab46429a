import { describe, expect, it } from 'vitest'

import { fill } from './labels'

describe('fill', () => {
  it('puts values into their placeholders and leaves unknown ones', () => {
    expect(fill('Open photo {number} of {total}', { number: 2, total: 6 })).toBe('Open photo 2 of 6')
    expect(fill('{total} tadan {number}-suratni ochish', { number: 1, total: 5 })).toBe('5 tadan 1-suratni ochish')
    expect(fill('Hello {name}', {})).toBe('Hello {name}')
  })
})
