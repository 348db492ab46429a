import { describe, expect, it } from 'vitest'

import { hasWhiteBorder, isPhotoShape } from './photo'

/** A width×height RGBA image: `background` everywhere, `subject` in the lower middle. */
function picture(width: number, height: number, background: [number, number, number], subject: [number, number, number] = [60, 50, 40]) {
  const rgba = new Uint8Array(width * height * 4)
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const inSubject = y > height * 0.2 && x > width * 0.25 && x < width * 0.75
      rgba.set([...(inSubject ? subject : background), 255], (y * width + x) * 4)
    }
  return rgba
}

describe('the photo rule', () => {
  it('takes 3×4 portraits, passport 35×45 and 2:3 prints; refuses squares and landscapes', () => {
    expect(isPhotoShape(300, 400)).toBe(true)
    expect(isPhotoShape(350, 450)).toBe(true)
    expect(isPhotoShape(400, 600)).toBe(true)
    expect(isPhotoShape(400, 400)).toBe(false)
    expect(isPhotoShape(400, 300)).toBe(false)
    expect(isPhotoShape(300, 600)).toBe(false)
    expect(isPhotoShape(0, 400)).toBe(false)
  })

  it('sees a white or nearly white background, and not a blue, grey or busy one', () => {
    expect(hasWhiteBorder(picture(30, 40, [255, 255, 255]), 30, 40)).toBe(true)
    expect(hasWhiteBorder(picture(30, 40, [235, 238, 240]), 30, 40)).toBe(true)
    expect(hasWhiteBorder(picture(30, 40, [70, 130, 200]), 30, 40)).toBe(false)
    expect(hasWhiteBorder(picture(30, 40, [150, 150, 150]), 30, 40)).toBe(false)
    expect(hasWhiteBorder(picture(30, 40, [255, 230, 120]), 30, 40)).toBe(false)
  })
})
