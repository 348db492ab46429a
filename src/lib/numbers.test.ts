import { describe, expect, it } from 'vitest'

import { formatFigure, numberFormat } from './numbers'

const spaced = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ')

describe('figures on the home page', () => {
  it('write the number the way each language does, whatever way the editor typed it', () => {
    for (const typed of ['9000+', '9 000+', '9,000+', '9.000+']) {
      expect(formatFigure('en', typed)).toBe('9,000+')
      expect(spaced(formatFigure('ru', typed))).toBe('9 000+')
      expect(spaced(formatFigure('uz', typed))).toBe('9 000+')
    }
    expect(formatFigure('en', '120000')).toBe('120,000')
    expect(formatFigure('ru', '95%')).toBe('95%')
    expect(formatFigure('en', '30 years')).toBe('30 years')
  })

  it('leave what is not a whole number as typed', () => {
    for (const typed of ['4.5', '1:12', 'Top 10', '2,5 ha', '']) expect(formatFigure('ru', typed)).toBe(typed)
  })
})

it('Uzbek numbers use the Uzbek Latin locale', () => {
  expect(spaced(numberFormat('uz').format(12500000))).toBe('12 500 000')
})
