import { describe, expect, it } from 'vitest'

import { isCrossSite } from './crossSite'

const site = 'https://campus.example.edu'
const from = (headers: Record<string, string>) => isCrossSite(new Headers(headers), site)

describe('cross-site posts to the public forms', () => {
  it('are recognised from what the browser says', () => {
    expect(from({ 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' })).toBe(true)
    expect(from({ origin: 'https://evil.example', host: 'campus.example.edu' })).toBe(true)
    expect(from({ origin: 'null' })).toBe(true)
    expect(from({ origin: 'not a url' })).toBe(true)
  })

  it('leave the site’s own pages, same-site pages and API clients alone', () => {
    expect(from({ 'sec-fetch-site': 'same-origin', origin: site })).toBe(false)
    expect(from({ 'sec-fetch-site': 'same-site', origin: 'https://admissions.example.edu' })).toBe(false)
    expect(from({ 'sec-fetch-site': 'none' })).toBe(false)
    expect(from({ origin: site })).toBe(false)
    // Reached under another name than SITE_URL (an internal address): the Host it was asked for.
    expect(from({ origin: 'http://10.0.0.5:3000', host: '10.0.0.5:3000' })).toBe(false)
    expect(from({})).toBe(false)
  })
})
