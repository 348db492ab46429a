import { describe, expect, it } from 'vitest'

import { newApplicationNumber, normalizeApplicationNumber } from './applicationNumber'

describe('application numbers', () => {
  it('are eight unambiguous characters in two groups', () => {
    for (let i = 0; i < 200; i++) expect(newApplicationNumber()).toMatch(/^[2-9A-HJKMNP-TW-Z]{4}-[2-9A-HJKMNP-TW-Z]{4}$/)
  })

  it('do not repeat or follow one another', () => {
    const numbers = Array.from({ length: 2000 }, newApplicationNumber)
    expect(new Set(numbers).size).toBe(numbers.length)
  })

  it('are accepted as typed: any case, with or without the dash and spaces', () => {
    expect(normalizeApplicationNumber('k7q4m2xd')).toBe('K7Q4-M2XD')
    expect(normalizeApplicationNumber(' K7Q4 - M2XD ')).toBe('K7Q4-M2XD')
    expect(normalizeApplicationNumber('K7Q4-M2X')).toBeUndefined()
    expect(normalizeApplicationNumber('K7Q4-M2X0')).toBeUndefined()
    expect(normalizeApplicationNumber(42)).toBeUndefined()
  })
})
