// Partner marks: an emblem with the partner's initials beside or above its name, in a shape,
// colours and typeface that follow from the name, so no two partners share a logo. The letters
// are set by sharp with the DejaVu fonts installed from npm; nothing is fetched.
import path from 'node:path'
import sharp from 'sharp'

import { darker, lighter, poly, rect, svgDocument } from './paint'
import { randomFrom } from './random'

export const MARK = { width: 400, height: 300 }
const font = (file: string) => path.join(process.cwd(), 'node_modules', 'dejavu-fonts-ttf', 'ttf', file)
const FACES = [
  { file: 'DejaVuSerif-Bold.ttf', name: 'DejaVu Serif Bold' },
  { file: 'DejaVuSans-Bold.ttf', name: 'DejaVu Sans Bold' },
  { file: 'DejaVuSansCondensed-Bold.ttf', name: 'DejaVu Sans Condensed Bold' },
  { file: 'DejaVuSerifCondensed-Bold.ttf', name: 'DejaVu Serif Condensed Bold' },
]
const INKS = ['#0b1a45', '#7f1d1d', '#14532d', '#1e3a8a', '#0f766e', '#9a3412', '#4c1d95', '#111827']
type Shape = 'shield' | 'seal' | 'hexagon' | 'square' | 'wave' | 'sun'

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
export const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter((word) => !/^(of|the|and)$/i.test(word))
    .slice(0, 2)
    .map((word) => word[0].toUpperCase())
    .join('')

function emblem(shape: Shape, x: number, y: number, s: number, ink: string, accent: string): string {
  const c = (dx: number, dy: number) => [x + dx * s, y + dy * s]
  switch (shape) {
    case 'shield':
      return poly([c(-50, -60), c(50, -60), c(50, 0), c(0, 60), c(-50, 0)], ink) + poly([c(-40, -50), c(40, -50), c(40, -36), c(-40, -36)], accent)
    case 'seal':
      return `<circle cx="${x}" cy="${y}" r="${62 * s}" fill="${accent}"/><circle cx="${x}" cy="${y}" r="${54 * s}" fill="${ink}"/><circle cx="${x}" cy="${y}" r="${46 * s}" fill="none" stroke="${accent}" stroke-width="${3 * s}" stroke-dasharray="${4 * s} ${5 * s}"/>`
    case 'hexagon':
      return (
        poly([c(0, -62), c(54, -31), c(54, 31), c(0, 62), c(-54, 31), c(-54, -31)], ink) + poly([c(0, -62), c(54, -31), c(0, 0)], accent, 'fill-opacity="0.9"')
      )
    case 'square':
      return rect(x - 56 * s, y - 56 * s, 112 * s, 112 * s, ink, `rx="${18 * s}"`) + rect(x + 20 * s, y - 56 * s, 36 * s, 36 * s, accent, `rx="${8 * s}"`)
    case 'wave':
      return `<circle cx="${x}" cy="${y}" r="${58 * s}" fill="${ink}"/>${[0, 1, 2].map((i) => `<path d="M${x - 50 * s} ${y + (i * 22 - 10) * s} q${25 * s} ${-18 * s} ${50 * s} 0 t${50 * s} 0" stroke="${accent}" stroke-width="${7 * s}" fill="none"/>`).join('')}`
    case 'sun':
      return `${Array.from({ length: 12 }, (_, i) => `<path d="M${x} ${y} L${x + Math.cos((i * Math.PI) / 6) * 66 * s} ${y + Math.sin((i * Math.PI) / 6) * 66 * s}" stroke="${accent}" stroke-width="${8 * s}"/>`).join('')}<circle cx="${x}" cy="${y}" r="${46 * s}" fill="${ink}"/>`
  }
}

async function text(content: string, face: (typeof FACES)[number], size: number, color: string, width?: number) {
  const { data, info } = await sharp({
    text: {
      text: `<span foreground="${color}">${escapeText(content)}</span>`,
      fontfile: font(face.file),
      font: `${face.name} ${size}`,
      rgba: true,
      dpi: 72,
      width,
      align: 'centre',
    },
  })
    .png()
    .toBuffer({ resolveWithObject: true })
  return { data, width: info.width, height: info.height }
}

/** The partner's logo as a PNG, the same bytes for the same name. */
export async function partnerMark(name: string): Promise<Buffer> {
  const rng = randomFrom(`mark:${name}`)
  const shape = rng.pick(['shield', 'seal', 'hexagon', 'square', 'wave', 'sun'] as const)
  const ink = rng.pick(INKS)
  const accent = rng.pick(['#fbbf24', '#38bdf8', '#f87171', '#34d399', lighter(ink, 0.55), '#f59e0b'])
  const face = rng.pick(FACES)
  const stacked = rng.chance(0.5)
  const { width: w, height: h } = MARK
  const ex = stacked ? w / 2 : 90
  const ey = stacked ? 100 : h / 2
  // Some partners print their mark reversed out of their colour, as many do on a website.
  const reversed = rng.chance(0.35)
  const ground = reversed ? ink : '#ffffff'
  const drawn = emblem(shape, ex, ey, stacked ? 1.1 : 1.05, reversed ? accent : ink, reversed ? '#ffffff' : accent)
  const base = await sharp(Buffer.from(svgDocument(w, h, `${rect(0, 0, w, h, ground)}${drawn}`)))
    .png()
    .toBuffer()
  const letters = await text(initials(name), face, 34, reversed ? darker(ink, 0.2) : shape === 'sun' || shape === 'wave' ? '#ffffff' : lighter(accent, 0.6))
  const words = name.split(/\s+/)
  const cut = Math.ceil(words.length / 2)
  const lines = stacked ? [name] : [words.slice(0, cut).join(' '), words.slice(cut).join(' ')].filter(Boolean)
  const wordmark = await text(
    lines.map((l) => (rng.chance(0.5) ? l.toUpperCase() : l)).join('\n'),
    face,
    stacked ? 26 : 30,
    reversed ? '#ffffff' : darker(ink, 0.1),
    stacked ? 380 : 220,
  )
  const fit = (value: number, max: number) => Math.max(0, Math.min(value, max))
  return sharp(base)
    .composite([
      {
        input: letters.data,
        left: Math.round(fit(ex - letters.width / 2, w - letters.width)),
        top: Math.round(fit(ey - letters.height / 2, h - letters.height)),
      },
      {
        input: wordmark.data,
        left: Math.round(stacked ? fit((w - wordmark.width) / 2, w - wordmark.width) : fit(170, w - wordmark.width)),
        top: Math.round(stacked ? fit(190, h - wordmark.height) : fit((h - wordmark.height) / 2, h - wordmark.height)),
      },
    ])
    .png()
    .toBuffer()
}
