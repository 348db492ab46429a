// The banner clip's drawing: it starts on the square before the main building (the banner's still
// picture), fades to the courtyard and back, and its last frame leads into its first.
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'

import { BANNER_VIDEO_FORMAT, campusMotion } from './bannerVideo'

const FRAMES = BANNER_VIDEO_FORMAT.fps * BANNER_VIDEO_FORMAT.seconds
const scenesIn = (svg: string) => ['square', 'courtyard'].filter((scene) => svg.includes(`url(#sky-${scene})`))

/** A small greyscale render: enough to see people move, fast enough for a unit test. */
const pixels = (t: number) =>
  sharp(Buffer.from(campusMotion(t, 324, 135)))
    .greyscale()
    .raw()
    .toBuffer()
const difference = (a: Buffer, b: Buffer) => a.reduce((sum, value, i) => sum + Math.abs(value - b[i]), 0) / a.length

describe('campusMotion', () => {
  it('shows the square alone at the start, both scenes while fading, the courtyard alone in the middle', () => {
    expect(scenesIn(campusMotion(0))).toEqual(['square'])
    expect(scenesIn(campusMotion(0.25))).toEqual(['square', 'courtyard'])
    expect(scenesIn(campusMotion(0.5))).toEqual(['courtyard'])
    expect(scenesIn(campusMotion(0.75))).toEqual(['square', 'courtyard'])
  })

  it('draws a phase the same in every loop', () => {
    expect(campusMotion(1)).toBe(campusMotion(0))
    expect(campusMotion(1.3)).toBe(campusMotion(0.3))
  })

  it('moves from frame to frame, and from the last frame into the first no more than between two others', async () => {
    const [last, first, second] = await Promise.all([pixels((FRAMES - 1) / FRAMES), pixels(0), pixels(1 / FRAMES)])
    const step = difference(first, second)
    expect(step).toBeGreaterThan(0)
    expect(difference(last, first)).toBeLessThan(step * 1.5)
  })
})
