// The demo home-banner video: its drawing, and the two committed files made from it
// (scripts/render-banner-video.ts) that the seed uploads.
import { readFile } from 'node:fs/promises'
import path from 'node:path'

import { BANNER, type MovingScene, shot } from './art/motion'
import { courtyardInMotion, squareInMotion } from './art/scenes/moving'

/** Same shape as the banner picture (1920 × 800), small enough to stay a few hundred KB. */
export const BANNER_VIDEO_FORMAT = { width: 1296, height: 540, fps: 24, seconds: 8 }

/** WebM first: the smaller file, and browsers take the first source they can play. */
export const BANNER_VIDEO_FILES = { webm: 'campus-banner.webm', mp4: 'campus-banner.mp4' } as const

export type SeedVideo = { name: string; mimetype: string; read: () => Promise<Buffer> }

export const seedVideos: SeedVideo[] = Object.entries(BANNER_VIDEO_FILES).map(([format, name]) => ({
  name,
  mimetype: `video/${format}`,
  read: () => readFile(path.join(import.meta.dirname, 'video', name)),
}))

/** The two scenes, drawn once: each frame only places people and the camera. */
let scenes: [MovingScene, MovingScene] | undefined
/** Seconds the cross-fade from one scene to the other takes. */
const FADE = 1

/**
 * The home banner in motion at phase t (0 to 1, one loop): the square before the main building,
 * a cross-fade to the courtyard under the plane trees, and back. Each scene's people walk and its
 * camera drifts on a clock of its own, centred on the middle of its turn, so the square at the end
 * of the loop is the square of frame 0 a moment earlier; that frame is the banner's still picture
 * (src/seed/images.ts), so the video starts where the picture is.
 * The demo clip is made from it once (scripts/render-banner-video.ts).
 */
export function campusMotion(t: number, width = BANNER.width, height = BANNER.height): string {
  scenes ??= [squareInMotion(), courtyardInMotion()]
  const [square, courtyard] = scenes
  const loop = BANNER_VIDEO_FORMAT.seconds
  const at = (((t % 1) + 1) % 1) * loop
  // How much of the courtyard shows: none around the loop's start, all around its middle.
  const fromMiddle = Math.abs(at - loop / 2)
  const ramp = Math.min(1, Math.max(0, (loop / 4 + FADE / 2 - fromMiddle) / FADE))
  const courtyardShare = ramp * ramp * (3 - 2 * ramp)
  const squareAt = at < loop / 2 ? at : at - loop
  const layers = [
    courtyardShare < 1 ? shot(square, squareAt) : '',
    courtyardShare === 0 ? '' : `<g opacity="${courtyardShare.toFixed(3)}">${shot(courtyard, at - loop / 2)}</g>`,
  ]
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${BANNER.width} ${BANNER.height}"><defs>${square.defs}${courtyard.defs}</defs>${layers.join('')}</svg>`
}
