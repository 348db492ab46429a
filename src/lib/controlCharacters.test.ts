import { describe, expect, it } from 'vitest'

import { hasControlCharacters, singleLine } from './controlCharacters'

describe('control characters', () => {
  it.each([
    ['Dilnoza', false, false],
    ['Oʻzbekiston, Тошкент — “quoted”', false, false],
    ['a\u0000b', true, true],
    ['a\u0007b', true, true],
    ['a\u001bb', true, true],
    ['a\u007fb', true, true],
    ['a\u0085b', true, true],
    ['a\u009fb', true, true],
    ['line one\nline two', true, false],
    ['line one\r\nline two', true, false],
    ['a\tb', true, false],
    ['a\u000bb', true, true],
    ['a\u000cb', true, true],
  ])('%j: single line %s, multi-line %s', (value, single, multi) => {
    expect(hasControlCharacters(value)).toBe(single)
    expect(hasControlCharacters(value, { multiline: true })).toBe(multi)
  })

  it('trims a single line before judging it: a trailing line break is harmless, one inside is not', () => {
    expect(singleLine('  Karimova\r\n')).toBe('Karimova')
    expect(singleLine('\tKarimova ')).toBe('Karimova')
    expect(singleLine('Kari\nmova')).toBeUndefined()
    expect(singleLine('Karimova\u0000')).toBeUndefined()
  })
})
