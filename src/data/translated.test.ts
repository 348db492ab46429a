import { describe, expect, it } from 'vitest'

import { isEmptyValue } from './translated'

const text = (value: string) => ({ type: 'text', text: value })
const paragraph = (...children: object[]) => ({ type: 'paragraph', children })
const rich = (...children: object[]) => ({ root: { type: 'root', children } })

describe('isEmptyValue: what counts as not filled in for a language', () => {
  it('nothing, blank text and empty lists are empty', () => {
    for (const value of [null, undefined, '', '   ', []]) expect(isEmptyValue(value)).toBe(true)
  })
  it('rich text with no text, or only empty paragraphs, is empty', () => {
    expect(isEmptyValue(rich())).toBe(true)
    expect(isEmptyValue(rich(paragraph(), paragraph(text('  '))))).toBe(true)
  })
  it('rich text with words, an image or a block is content', () => {
    expect(isEmptyValue(rich(paragraph(text('Hello'))))).toBe(false)
    expect(isEmptyValue(rich(paragraph(), { type: 'upload', value: 1 }))).toBe(false)
    expect(isEmptyValue(rich({ type: 'block', fields: {} }))).toBe(false)
  })
  it('numbers, false and filled text are content', () => {
    for (const value of [0, false, 'x', [1]]) expect(isEmptyValue(value)).toBe(false)
  })
})
