// The demo home-banner video: its drawing, and the two committed files made from it
// (scripts/render-banner-video.ts) that the seed uploads.
import { readFile } from 'node:fs/promises'
import path from 'node:path'

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

const TAU = Math.PI * 2
/**
 * The home banner in motion at phase t (0 to 1, one loop): campus colours under slowly drifting
 * light. Frame 0 is the banner's still picture, so the video starts where the poster is.
 * The demo clip is made from it once (scripts/render-banner-video.ts).
 */
export function campusMotion(t: number, width = 1920, height = 800): string {
  const wave = (n: number, phase = 0) => Math.sin(TAU * (n * t + phase))
  const glows = [
    { cx: 1350, cy: 260, r: 620, color: '#38bdf8', opacity: 0.32, ax: 260, ay: 90, p: 0 },
    { cx: 420, cy: 620, r: 560, color: '#6366f1', opacity: 0.38, ax: 200, ay: 110, p: 0.35 },
    { cx: 900, cy: 120, r: 420, color: '#93c5fd', opacity: 0.26, ax: 320, ay: 60, p: 0.6 },
  ]
  const defs = glows
    .map(
      (g, i) =>
        `<radialGradient id="g${i}"><stop offset="0" stop-color="${g.color}" stop-opacity="${g.opacity}"/><stop offset="1" stop-color="${g.color}" stop-opacity="0"/></radialGradient>`,
    )
    .join('')
  const lights = glows
    .map((g, i) => {
      const x = g.cx + g.ax * wave(1, g.p)
      const y = g.cy + g.ay * wave(1, g.p + 0.25)
      return `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${g.r}" fill="url(#g${i})"/>`
    })
    .join('')
  const bokeh = Array.from({ length: 12 }, (_, i) => {
    const x = ((i * 149 + 290) % 1920) + 40 * wave(1, i / 12)
    const y = ((i * 211 + 150) % 800) + 30 * wave(1, i / 12 + 0.25)
    const r = 50 + ((3 + i * 37) % 150)
    return `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${r}" fill="#fff" fill-opacity="${(0.03 + (i % 4) * 0.015).toFixed(3)}"/>`
  }).join('')
  // Two hills whose crests rise and fall a little, out of step.
  const hill = (crests: number[], amp: number, phase: number) => {
    const y = crests.map((base, k) => (base + amp * wave(1, phase + k / crests.length)).toFixed(1))
    return `M0 ${y[0]} C 400 ${y[1]}, 800 ${y[2]}, 1200 ${y[3]} S 1800 ${y[4]}, 1920 ${y[5]} V800 H0Z`
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 1920 800">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0b1a45"/><stop offset="1" stop-color="#1d4ed8"/></linearGradient>${defs}</defs>
  <rect width="1920" height="800" fill="url(#sky)"/>${lights}${bokeh}
  <g fill="#fff" fill-opacity="0.12">
    <rect x="1180" y="380" width="420" height="260"/><path d="M1150 390 1390 250 1630 390Z"/>
    ${Array.from({ length: 6 }, (_, i) => `<rect x="${1215 + i * 64}" y="420" width="26" height="200" fill-opacity="0.3"/>`).join('')}
  </g>
  <path d="${hill([640, 560, 720, 620, 600, 660], 24, 0)}" fill="#fff" fill-opacity="0.08"/>
  <path d="${hill([720, 690, 760, 700, 690, 730], 16, 0.5)}" fill="#0b1a45" fill-opacity="0.45"/>
</svg>`
}
