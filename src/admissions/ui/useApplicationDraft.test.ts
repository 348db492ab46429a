import { describe, expect, it } from 'vitest'

import { presetFromAddress } from './useApplicationDraft'

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
