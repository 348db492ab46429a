import { describe, expect, it } from 'vitest'

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
