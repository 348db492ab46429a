import { describe, expect, it } from 'vitest'

import { isSitePath } from './preview'

describe('isSitePath: the only paths the preview switches redirect to', () => {
  it.each(['/', '/news/open-day', '/ru/static/history?tab=2#top', '/uz/search?q=to%27lov', '/news/%D0%BF%D1%80%D0%B8%D1%91%D0%BC'])('accepts %s', (path) => {
    expect(isSitePath(path)).toBe(true)
  })

  it.each([
    null,
    '',
    'news',
    'https://evil.example',
    '//evil.example',
    '/\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r/evil.example',
    '/ /evil.example'.replace(' ', '\u0000'),
    '/%09/evil.example',
    '/%0a/evil.example',
    '/%0D/evil.example',
    '/%5c/evil.example',
    '/%2f/evil.example',
    '/%2F%2Fevil.example',
    '/news\\..\\..\\evil',
  ])('refuses %j', (path) => {
    expect(isSitePath(path)).toBe(false)
  })
})
