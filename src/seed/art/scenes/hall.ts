// Indoor fairs and a hackathon: booths of employers, stalls of books, a poster session, and a
// dim room of laptops under a countdown.
import { crowd, seatedFromBehind } from '../figures'
import { circle, darker, poly, rect, svgDocument } from '../paint'
import { bookcase, laptop, screenContent } from '../props'
import type { Random } from '../random'
import { H, room, W } from '../room'

type Fair = 'careers' | 'books' | 'posters'
const BRANDS = ['#1d4ed8', '#b91c1c', '#0f766e', '#7c3aed', '#ea580c', '#0e7490', '#15803d', '#be185d']

function fair(rng: Random, kind: Fair): string {
  const r = room({
    back: { x0: 260, y0: 120, x1: 1340, y1: 520 },
    wall: kind === 'books' ? '#8a6a4f' : '#e5e7eb',
    floor: kind === 'books' ? '#7c5a3c' : '#a8a29e',
    floorKind: kind === 'books' ? 'boards' : 'tiles',
    windows: 'none',
  })
  const parts = [r.svg]
  // Booths along both sides and the back: a banner, a counter and, for books, shelves.
  const booths = [
    [0.02, 0.2, 0.05],
    [0.8, 0.98, 0.05],
    [0.02, 0.22, 0.4],
    [0.78, 0.98, 0.4],
    [0.3, 0.48, 0.02],
    [0.52, 0.7, 0.02],
  ]
  for (const [u0, u1, d] of booths) {
    const a = r.at(u0, d)
    const b = r.at(u1, d)
    const hgt = 300 * a.s
    const color = rng.pick(BRANDS)
    if (kind === 'posters') {
      parts.push(rect(a.x, a.y - hgt, b.x - a.x, hgt * 0.75, '#f8fafc', `stroke="${darker('#e5e7eb', 0.3)}" stroke-width="3"`))
      parts.push(rect(a.x + 8 * a.s, a.y - hgt + 8 * a.s, (b.x - a.x) * 0.9, hgt * 0.1, color))
      parts.push(
        screenContent(rng, a.x + 10 * a.s, a.y - hgt * 0.82, (b.x - a.x) * 0.45, hgt * 0.5, 'chart'),
        screenContent(rng, a.x + (b.x - a.x) * 0.5, a.y - hgt * 0.82, (b.x - a.x) * 0.45, hgt * 0.5, 'slides'),
      )
    } else {
      parts.push(rect(a.x, a.y - hgt, b.x - a.x, hgt * 0.28, color))
      parts.push(rect(a.x + (b.x - a.x) * 0.2, a.y - hgt * 0.88, (b.x - a.x) * 0.6, hgt * 0.1, '#f8fafc'))
      if (kind === 'books') parts.push(bookcase(rng, a.x, a.y - hgt * 0.72, b.x - a.x, hgt * 0.45))
      else
        parts.push(
          rect(a.x, a.y - hgt * 0.72, b.x - a.x, hgt * 0.45, darker(color, 0.55)),
          circle((a.x + b.x) / 2, a.y - hgt * 0.5, hgt * 0.12, '#f8fafc', 'fill-opacity="0.85"'),
        )
      parts.push(rect(a.x, a.y - hgt * 0.27, b.x - a.x, hgt * 0.27, kind === 'books' ? '#7c4a24' : '#f1f5f9'))
    }
  }
  if (kind === 'books') {
    for (const u of [0.35, 0.65]) {
      const p = r.at(u, 0.55)
      parts.push(
        poly(
          [
            [p.x - 120 * p.s, p.y - 80 * p.s],
            [p.x + 120 * p.s, p.y - 80 * p.s],
            [p.x + 140 * p.s, p.y],
            [p.x - 140 * p.s, p.y],
          ],
          '#7c4a24',
        ),
      )
      for (let k = 0; k < 6; k++) parts.push(rect(p.x - 110 * p.s + k * 38 * p.s, p.y - 100 * p.s, 30 * p.s, 22 * p.s, rng.pick(BRANDS)))
    }
  }
  parts.push(rect(400, 40, 800, 60, kind === 'posters' ? '#1e3a8a' : rng.pick(BRANDS)))
  parts.push(crowd(rng, kind === 'books' ? 12 : 16, { x0: 200, x1: 1400, yBack: 560, yFront: H - 10, hBack: 170, hFront: 420 }))
  return svgDocument(W, H, parts.join(''), r.defs)
}

export const careersFair = (rng: Random) => fair(rng, 'careers')
export const bookFair = (rng: Random) => fair(rng, 'books')
export const posterSession = (rng: Random) => fair(rng, 'posters')

/** Round tables of laptops in a dark hall, lit by the screens and a countdown on the wall. */
export function hackathon(rng: Random): string {
  const parts = [rect(0, 0, W, H, '#0c1222'), rect(0, 620, W, 380, '#141b2e')]
  parts.push(rect(420, 80, 760, 300, '#020617'), screenContent(rng, 440, 100, 330, 260, 'code'))
  // Countdown digits as seven-segment blocks.
  for (let d = 0; d < 4; d++) {
    const x = 820 + d * 85 + (d > 1 ? 20 : 0)
    for (const [sx, sy, w, h] of [
      [0, 0, 60, 12],
      [0, 0, 12, 70],
      [48, 0, 12, 70],
      [0, 64, 60, 12],
      [rng.chance(0.5) ? 0 : 48, 70, 12, 70],
      [0, 128, 60, 12],
    ])
      parts.push(rect(x + sx, 150 + sy, w, h, '#f43f5e'))
  }
  const tables = [
    [300, 640, 0.7],
    [800, 620, 0.65],
    [1300, 640, 0.7],
    [520, 860, 1],
    [1120, 860, 1],
  ]
  for (const [x, y, s] of tables) {
    parts.push(
      `<ellipse cx="${x}" cy="${y}" rx="${240 * s}" ry="${70 * s}" fill="#334155"/>`,
      `<ellipse cx="${x}" cy="${y}" rx="${300 * s}" ry="${120 * s}" fill="#60a5fa" fill-opacity="0.08"/>`,
    )
    for (const dx of [-150, -50, 50, 150]) parts.push(laptop(x + dx * s - 30 * s, y - 10 * s, 60 * s, rng.pick(['#93c5fd', '#a5f3fc', '#c4b5fd'])))
    for (const dx of [-170, 0, 170]) if (rng.chance(0.8)) parts.push(seatedFromBehind(rng, x + dx * s + rng.between(-20, 20), y + 70 * s, 110 * s))
  }
  return svgDocument(W, H, parts.join(''))
}
