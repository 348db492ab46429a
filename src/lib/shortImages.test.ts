import { describe, expect, it } from 'vitest'

import { longImageAddress, shortImageAddresses, shortImageRewrite } from './shortImages'

describe('a media picture has a short address', () => {
  it('shortens each entry of a srcset and an src, and leaves other addresses as they are', () => {
    const set =
      '/_next/image?url=%2Fapi%2Fmedia%2Ffile%2Fbanner-home.webp&w=640&q=75 640w, /_next/image?url=%2Fapi%2Fmedia%2Ffile%2Fbanner-home.webp&w=828&q=75 828w'
    expect(shortImageAddresses(set)).toBe('/img/banner-home.webp?w=640 640w, /img/banner-home.webp?w=828 828w')
    expect(shortImageAddresses('/_next/image?url=%2Fapi%2Fmedia%2Ffile%2Flogo.webp&w=96&q=75')).toBe('/img/logo.webp?w=96')
    const kept = [
      '/_next/image?url=%2Fapi%2Fmedia%2Ffile%2F%D0%B1%D0%B0%D0%BD%D0%BD%D0%B5%D1%80.webp&w=640&q=75',
      '/_next/image?url=%2Fimages%2Fdemo%2Fcampus.jpg&w=640&q=75',
      '/_next/image?url=%2Fapi%2Fmedia%2Ffile%2Flogo.webp&w=96&q=50',
      '/_next/image?url=%2Fapi%2Fmedia%2Ffile%2F..&w=96&q=75',
    ]
    expect(kept.map((address) => shortImageAddresses(address))).toEqual(kept)
    expect(shortImageAddresses(undefined)).toBeUndefined()
  })
})

describe("the server turns a short picture address into the optimizer's", () => {
  it('for a plain file name and a width, and for nothing else', () => {
    const long = '/_next/image?url=%2Fapi%2Fmedia%2Ffile%2Fbanner-home.webp&w=640&q=75'
    expect(longImageAddress(shortImageAddresses(long))).toBe(long)
    expect(longImageAddress('/img/logo_inner.2x.png?w=96')).toBe('/_next/image?url=%2Fapi%2Fmedia%2Ffile%2Flogo_inner.2x.png&w=96&q=75')
    // One address a line: each is not one the site writes.
    const refused = `
      /img/banner.webp
      /img/banner.webp?w=640&q=10
      /img/banner.webp?w=640&url=%2F%2Fevil.example%2Fx.jpg
      /img/banner.webp?url=%2Fapi%2Fusers&w=640
      /img/..%2F..%2Fapi%2Fusers?w=640
      /img/a%20b.webp?w=640
      /img/a/b.webp?w=640
      /img/?w=640
      /img/.env?w=640
      /news?w=640
    `
      .trim()
      .split(/\s+/)
    expect(Object.fromEntries(refused.map((url) => [url, longImageAddress(url)]))).toEqual(Object.fromEntries(refused.map((url) => [url, null])))
  })

  it('as next.config.ts rewrites it for `next dev`', () => {
    const long = longImageAddress('/img/banner-home.webp?w=640')!
    const rewritten = `${shortImageRewrite.destination.replace(':file', 'banner-home.webp')}&w=640`
    const params = (url: string) => Object.fromEntries(new URL(url, 'http://x').searchParams)
    expect(params(rewritten)).toEqual(params(long))
    expect(shortImageRewrite.source).toBe('/img/:file')
  })
})
