import { describe, expect, it } from 'vitest'

import { longImageAddress, shortImageAddresses, shortImageRewrite } from '@/lib/shortImages'

import { forFixedWidth } from './Image'

const widths = [32, 48, 64, 96, 128, 256, 384, 640, 828, 1200, 1920, 2560]
const srcSet = widths.map((w) => `/_next/image?url=%2Fapi%2Fmedia%2Ffile%2Flogo.webp&w=${w}&q=75 ${w}w`).join(', ')
const listed = (set: string | undefined) => set?.split(', ').map((entry) => Number(entry.slice(entry.lastIndexOf(' ') + 1, -1)))

describe('a fixed-width image lists the widths a screen can use', () => {
  it('keeps one to three device pixels per CSS pixel for `sizes="160px"`', () => {
    expect(listed(forFixedWidth(srcSet, '160px'))).toEqual([256, 384, 640])
  })

  it('keeps the widest when nothing is three times as wide', () => {
    expect(listed(forFixedWidth(srcSet, '1000px'))).toEqual([1200, 1920, 2560])
  })

  it('drops the widths wider than three times the widest a bounded `sizes` shows', () => {
    // A news card: 400 px from 1024 px up, half the window from 640 px, the whole window below (at most 640 px).
    expect(listed(forFixedWidth(srcSet, '(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw'))).toEqual([
      32, 48, 64, 96, 128, 256, 384, 640, 828, 1200, 1920,
    ])
    expect(listed(forFixedWidth(srcSet, '(min-width: 1024px) 300px, 50vw'))).toEqual([32, 48, 64, 96, 128, 256, 384, 640, 828, 1200, 1920])
    expect(listed(forFixedWidth(srcSet, '(min-width: 1280px) 860px, (min-width: 1024px) calc(100vw - 420px), 100vw'))).toEqual(widths)
  })

  it('leaves window-relative sizes, and unreadable lists, as they are', () => {
    expect(forFixedWidth(srcSet, '(min-width: 1024px) 400px, 100vw')).toBe(srcSet)
    expect(forFixedWidth(srcSet, '(min-width: 1024px) 50vw, 300px')).toBe(srcSet)
    expect(forFixedWidth(srcSet, '100vw')).toBe(srcSet)
    expect(forFixedWidth(srcSet, undefined)).toBe(srcSet)
    expect(forFixedWidth('/a.webp 1x, /a@2.webp 2x', '160px')).toBe('/a.webp 1x, /a@2.webp 2x')
  })
})

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
    const refused = [
      '/img/banner.webp',
      '/img/banner.webp?w=640&q=10',
      '/img/banner.webp?w=640&url=%2F%2Fevil.example%2Fx.jpg',
      '/img/banner.webp?url=%2Fapi%2Fusers&w=640',
      '/img/..%2F..%2Fapi%2Fusers?w=640',
      '/img/a%20b.webp?w=640',
      '/img/a/b.webp?w=640',
      '/img/?w=640',
      '/img/.env?w=640',
      '/news?w=640',
    ]
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
