// Events on a stage: a conference under its screen, a debate, a concert under coloured beams,
// and a theatre premiere between red curtains.
import { figure, seatedFromBehind } from '../figures'
import { circle, gradient, poly, rect, svgDocument } from '../paint'
import { laptop, lectern, screenContent } from '../props'
import type { Random } from '../random'
import { H, W } from '../room'

type Show = 'conference' | 'debate' | 'concert' | 'theatre'

function audience(rng: Random, rows: number, dark: boolean): string {
  const parts: string[] = []
  for (let row = 0; row < rows; row++) {
    const y = 720 + row * 80
    const size = 70 + row * 22
    for (let x = -20 + rng.between(0, 60); x < W + 40; x += size * rng.between(1.05, 1.4)) {
      parts.push(
        dark
          ? circle(x, y - size * 0.3, size * 0.32, '#241d3a') + rect(x - size * 0.6, y, size * 1.2, size, '#241d3a', `rx="${size * 0.4}"`)
          : seatedFromBehind(rng, x, y, size),
      )
      if (dark && rng.chance(0.12)) parts.push(rect(x + size * 0.3, y - size * 1.3, size * 0.16, size * 1.1, '#241d3a', `transform="rotate(12 ${x} ${y})"`))
    }
  }
  return parts.join('')
}

function show(rng: Random, kind: Show): string {
  const dark = kind === 'concert' || kind === 'theatre'
  const parts = [rect(0, 0, W, H, dark ? '#0d0b1a' : '#1f2937')]
  const floor = 640
  parts.push(
    poly(
      [
        [80, floor],
        [1520, floor],
        [1600, 720],
        [0, 720],
      ],
      dark ? '#2a1f14' : '#3f3a36',
    ),
  )
  if (kind === 'conference' || kind === 'debate') {
    parts.push(rect(0, 0, W, floor, kind === 'debate' ? '#e7dcc8' : 'url(#backdrop)'))
    if (kind === 'conference') {
      const sx = rng.between(420, 700)
      parts.push(
        rect(sx, 90, 640, 360, '#0b1220'),
        rect(sx + 10, 100, 620, 340, '#f8fafc'),
        screenContent(rng, sx + 10, 100, 620, 340, rng.pick(['chart', 'slides'])),
      )
    } else {
      // The debate hall: wood panels, the motion on a banner, the judges' flags.
      for (let i = 0; i < 8; i++) parts.push(rect(i * 200 + 20, 60, 160, 420, '#c8b08a', 'rx="6"'))
      parts.push(rect(360, 70, 880, 110, '#7f1d1d'), rect(400, 110, 800, 14, '#fde68a'), rect(480, 140, 640, 10, '#fde68a', 'fill-opacity="0.6"'))
    }
    if (kind === 'conference') {
      parts.push(lectern(1260, floor, 1.1, '#1e3a8a'), figure(rng, { x: 1330, y: floor - 10, h: 300, outfit: 'suit', view: 'front' }))
      parts.push(rect(200, 540, 300, 30, '#e5e7eb'), rect(210, 570, 280, 70, '#1e3a8a'))
      for (const x of [250, 350, 450]) parts.push(figure(rng, { x, y: 600, h: 180, outfit: 'suit', view: 'front' }))
      parts.push(rect(200, 540, 300, 30, '#e5e7eb'), rect(210, 570, 280, 70, '#1e3a8a'), laptop(300, 540, 50))
    } else {
      for (const [x, color] of [
        [120, '#b91c1c'],
        [1100, '#1d4ed8'],
      ] as const) {
        for (let k = 0; k < 3; k++) parts.push(figure(rng, { x: x + 60 + k * 110, y: 600, h: 190, outfit: rng.pick(['suit', 'casual']), view: 'front' }))
        parts.push(rect(x, 540, 380, 30, '#e5e7eb'), rect(x + 10, 570, 360, 70, color))
      }
      parts.push(lectern(800, floor, 1, '#7c4a24'), figure(rng, { x: 870, y: floor - 20, h: 290, outfit: 'casual', view: 'front' }))
    }
  } else if (kind === 'concert') {
    const colors = ['#f472b6', '#60a5fa', '#facc15', '#a78bfa', '#34d399']
    for (let i = 0; i < 6; i++) {
      const x = 150 + i * 260 + rng.between(-40, 40)
      const color = rng.pick(colors)
      parts.push(
        poly(
          [
            [x - 10, 0],
            [x + 10, 0],
            [x + rng.between(-300, 300) + 120, floor],
            [x + rng.between(-300, 300) - 120, floor],
          ],
          color,
          'fill-opacity="0.22"',
        ),
      )
      parts.push(circle(x, 10, 18, color))
    }
    parts.push(rect(0, 0, W, 40, '#1f1b2e'))
    parts.push(rect(640, 520, 320, 120, '#1f2937'), circle(800, 560, 50, '#e5e7eb'), circle(720, 520, 30, '#d4d4d8'), circle(880, 520, 30, '#d4d4d8'))
    for (const x of [380, 560, 1100, 1260]) parts.push(figure(rng, { x, y: floor - 5, h: 280, view: 'front' }))
    parts.push(`<path d="M520 ${floor - 150} l120 -30 l10 20 l-120 40Z" fill="#b45309"/>`, rect(1040, floor - 220, 8, 220, '#9ca3af'))
  } else {
    parts.push(rect(0, 0, W, 60, '#7f1d1d'))
    for (let i = 0; i < 12; i++)
      parts.push(
        `<path d="M${i * 36} 0 Q${i * 36 + 18} ${300} ${i * 30} ${floor} L${i * 30 + 34} ${floor} Q${i * 36 + 40} 300 ${i * 36 + 36} 0Z" fill="${i % 2 ? '#991b1b' : '#7f1d1d'}"/>`,
      )
    for (let i = 0; i < 12; i++)
      parts.push(
        `<path d="M${W - i * 36} 0 Q${W - i * 36 - 18} 300 ${W - i * 30} ${floor} L${W - i * 30 - 34} ${floor} Q${W - i * 36 - 40} 300 ${W - i * 36 - 36} 0Z" fill="${i % 2 ? '#991b1b' : '#7f1d1d'}"/>`,
      )
    parts.push(
      `<ellipse cx="800" cy="${floor - 10}" rx="360" ry="60" fill="#fde68a" fill-opacity="0.35"/>`,
      poly(
        [
          [760, 0],
          [840, 0],
          [1120, floor],
          [480, floor],
        ],
        '#fef3c7',
        'fill-opacity="0.12"',
      ),
    )
    parts.push(rect(980, 380, 160, 260, '#57534e'), rect(1000, 400, 120, 120, '#a8a29e'))
    for (const x of [620, 760, 900]) parts.push(figure(rng, { x: x + rng.between(-30, 30), y: floor - 5, h: 300, view: 'front', cheering: rng.chance(0.3) }))
  }
  parts.push(audience(rng, 4, dark))
  const defs = gradient('backdrop', [rng.pick(['#1e3a8a', '#134e4a', '#3b0764']), '#0f172a'])
  return svgDocument(W, H, parts.join(''), defs)
}

export const conference = (rng: Random) => show(rng, 'conference')
export const debate = (rng: Random) => show(rng, 'debate')
export const concert = (rng: Random) => show(rng, 'concert')
export const theatre = (rng: Random) => show(rng, 'theatre')
