import { describe, expect, it } from 'vitest'

import { allowedLocation, encodeLocation, localTarget } from './safeRedirect'

const SITE = 'https://campus.example.uz'

describe('localTarget: the only redirect targets the site builds', () => {
  it.each([
    ['/', '/'],
    ['/ru/news/open-day', '/ru/news/open-day'],
    ['/uz/search?q=to%27lov#results', '/uz/search?q=to%27lov#results'],
    ['/news/%D0%BF%D1%80%D0%B8%D1%91%D0%BC', '/news/%D0%BF%D1%80%D0%B8%D1%91%D0%BC'],
    // Non-ASCII is percent-encoded, so setting the header cannot fail.
    ['/ru/новости', '/ru/%D0%BD%D0%BE%D0%B2%D0%BE%D1%81%D1%82%D0%B8'],
    ['/search?q=приём и ещё', '/search?q=%D0%BF%D1%80%D0%B8%D1%91%D0%BC%20%D0%B8%20%D0%B5%D1%89%D1%91'],
    ['/uz/oʻquv', '/uz/o%CA%BBquv'],
    ['/100%25', '/100%25'],
  ])('accepts %j as %j', (value, expected) => {
    expect(localTarget(value)).toBe(expected)
  })

  it.each([
    null,
    '',
    'news',
    'https://evil.example',
    'javascript:alert(1)',
    // The probe's redirects, as the language switch built them from /ru//evil.example/x and /uz/%5Cevil.example.
    '//evil.example/x',
    '/\\evil.example',
    '/%5Cevil.example',
    '/%5cevil.example/x',
    '//%20/x',
    '//%5Cevil.example',
    '//%2F/evil.example',
    '/%2F/evil.example',
    '/%2f%2fevil.example',
    '/%252F/evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r/evil.example',
    '/\u0000/evil.example',
    '/%0D/evil.example',
    '/%2F%2Fevil.example',
    '/%09/evil.example',
    '/%0a/evil.example',
    '/news\\..\\..\\evil',
    '/news/%ff',
  ])('refuses %j', (value) => {
    expect(localTarget(value)).toBeNull()
  })
})

describe('encodeLocation', () => {
  it('keeps escapes and printable ASCII, encodes the rest and stray percent signs', () => {
    expect(encodeLocation('/a%20b?c=d&e=%D0%BF')).toBe('/a%20b?c=d&e=%D0%BF')
    expect(encodeLocation('/100%?x=%zz')).toBe('/100%25?x=%25zz')
    expect(encodeLocation('/ё 😀')).toBe('/%D1%91%20%F0%9F%98%80')
    expect(encodeLocation('/\ud800')).toBe('/%EF%BF%BD')
  })
})

describe('allowedLocation: what the server lets out as a Location', () => {
  it('lets out site paths and addresses on the site origin, encoded', () => {
    expect(allowedLocation('/ru', SITE)).toBe('/ru')
    expect(allowedLocation(`${SITE}/admin/login?redirect=%2Fadmin`, SITE)).toBe(`${SITE}/admin/login?redirect=%2Fadmin`)
    expect(allowedLocation(`${SITE}/ru/новости`, SITE)).toBe(`${SITE}/ru/%D0%BD%D0%BE%D0%B2%D0%BE%D1%81%D1%82%D0%B8`)
  })

  it('refuses other sites unless an editor set the redirect up, and never a script or a hidden host', () => {
    expect(allowedLocation('https://evil.example/x', SITE)).toBeNull()
    expect(allowedLocation('//evil.example/x', SITE)).toBeNull()
    expect(allowedLocation('/\\evil.example', SITE)).toBeNull()
    expect(allowedLocation('https://partner.example/apply', SITE, true)).toBe('https://partner.example/apply')
    expect(allowedLocation('javascript:alert(1)', SITE, true)).toBeNull()
    expect(allowedLocation('https://partner.example/\nx', SITE, true)).toBeNull()
  })
})
