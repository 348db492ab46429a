import { describe, expect, it } from 'vitest'

import { adminContentSecurityPolicy, contentSecurityPolicy } from './headers'

const directive = (policy: string, name: string) => policy.split('; ').find((part) => part.startsWith(`${name} `))

describe('the admin’s policy', () => {
  for (const isDev of [false, true]) {
    it(`frames only this origin’s own pages (live preview), nothing else (${isDev ? 'dev' : 'production'})`, () => {
      const admin = adminContentSecurityPolicy(isDev)
      expect(directive(admin, 'frame-src')).toBe("frame-src 'self'")
      expect(directive(admin, 'frame-ancestors')).toBe("frame-ancestors 'self'")
      expect(admin).not.toMatch(/yandex|google/)
      // Images from this origin only: the admin's emblem must be a path of the origin it is opened at.
      expect(directive(admin, 'img-src')).toBe("img-src 'self' data: blob:")
    })
  }

  it('leaves the site’s pages their videos and maps, and lets only this origin frame them', () => {
    const site = contentSecurityPolicy(false)
    expect(directive(site, 'frame-src')).toContain('https://www.youtube-nocookie.com')
    expect(directive(site, 'frame-ancestors')).toBe("frame-ancestors 'self'")
  })
})
