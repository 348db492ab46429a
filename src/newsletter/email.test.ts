import { describe, expect, it } from 'vitest'

import { isSubscribableEmail, normalizeEmail } from './email'

describe('isSubscribableEmail', () => {
  it('follows the footer box rule', () => {
    for (const ok of ['a@b.c', 'student@uni.edu.uz', ' Name.Surname@Mail.RU ']) expect(isSubscribableEmail(ok), ok).toBe(true)
    for (const bad of ['', 'a@b', 'a@@b.c', 'ab.c', '@b.c', 'a@.c', 'a@b.', 'a b@c.d', 'a@b@c.d', `${'x'.repeat(250)}@b.cd`])
      expect(isSubscribableEmail(bad), bad).toBe(false)
  })

  it('stores one form per person', () => {
    expect(normalizeEmail('  Ali.Valiyev@Mail.UZ ')).toBe('ali.valiyev@mail.uz')
  })
})
