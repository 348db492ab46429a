import { describe, expect, it } from 'vitest'

import { isDraftFresh, presetFromAddress } from './useApplicationDraft'

describe('a programme chosen on its page', () => {
  it('becomes the form’s choice of degree, form of study and programme', () => {
    expect(presetFromAddress('?program=12&degree=1&study_form=3')).toEqual({ degree: '1', study_form: '3', faculty: '12' })
  })

  it('is nothing without a programme, and drops what is not an id', () => {
    expect(presetFromAddress('')).toBeNull()
    expect(presetFromAddress('?degree=1')).toBeNull()
    expect(presetFromAddress('?program=12&degree=x&study_form=<script>')).toEqual({ degree: '', study_form: '', faculty: '12' })
    expect(presetFromAddress('?program=1e9')).toBeNull()
  })
})

describe('a stored draft', () => {
  const now = Date.UTC(2026, 10, 25, 12)
  const day = 24 * 60 * 60 * 1000

  it('is offered for 7 days after its last change, then dropped', () => {
    expect(isDraftFresh(now - 6 * day, now)).toBe(true)
    expect(isDraftFresh(now - 7 * day + 1000, now)).toBe(true)
    expect(isDraftFresh(now - 7 * day, now)).toBe(false)
    expect(isDraftFresh(now - 30 * day, now)).toBe(false)
  })

  it('saved before drafts were dated is kept, and counts from now', () => {
    expect(isDraftFresh(undefined, now)).toBe(true)
  })
})
