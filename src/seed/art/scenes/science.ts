// Natural sciences: a biology lab of microscopes and plants, and a chemistry lab of glassware.
import { figure } from '../figures'
import { circle, n, poly, rect, svgDocument } from '../paint'
import { plant } from '../props'
import type { Random } from '../random'
import { desk, H, onDesk, room, W } from '../room'

const microscope = (x: number, y: number, s: number) =>
  `${rect(x - 40 * s, y - 14 * s, 80 * s, 14 * s, '#1f2937')}${poly(
    [
      [x + 10 * s, y - 14 * s],
      [x + 26 * s, y - 14 * s],
      [x + 30 * s, y - 110 * s],
      [x + 14 * s, y - 110 * s],
    ],
    '#e5e7eb',
  )}${rect(x - 30 * s, y - 60 * s, 50 * s, 8 * s, '#374151')}<path d="M${n(x - 6 * s)} ${n(y - 70 * s)} L${n(x + 22 * s)} ${n(y - 150 * s)}" stroke="#111827" stroke-width="${n(16 * s)}"/>${rect(x + 8 * s, y - 168 * s, 16 * s, 22 * s, '#111827')}`

export function flask(rng: Random, x: number, y: number, s: number): string {
  const liquid = rng.pick(['#22c55e', '#3b82f6', '#f59e0b', '#ec4899', '#a855f7', '#14b8a6'])
  const kind = rng.int(0, 2)
  if (kind === 0)
    return `${poly(
      [
        [x - 8 * s, y - 90 * s],
        [x + 8 * s, y - 90 * s],
        [x + 8 * s, y - 55 * s],
        [x + 34 * s, y],
        [x - 34 * s, y],
      ],
      '#e0f2fe',
      'fill-opacity="0.8" stroke="#94a3b8" stroke-width="2"',
    )}${poly(
      [
        [x - 22 * s, y - 25 * s],
        [x + 22 * s, y - 25 * s],
        [x + 34 * s, y],
        [x - 34 * s, y],
      ],
      liquid,
    )}`
  if (kind === 1)
    return `${rect(x - 22 * s, y - 70 * s, 44 * s, 70 * s, '#e0f2fe', 'fill-opacity="0.8" stroke="#94a3b8" stroke-width="2"')}${rect(x - 22 * s, y - 35 * s, 44 * s, 35 * s, liquid)}`
  return `${rect(x - 40 * s, y - 8 * s, 80 * s, 8 * s, '#78716c')}${[-24, -8, 8, 24].map((dx) => `${rect(x + dx * s - 5 * s, y - 70 * s, 10 * s, 62 * s, '#e0f2fe', 'stroke="#94a3b8" stroke-width="1"')}${rect(x + dx * s - 5 * s, y - 40 * s, 10 * s, 32 * s, rng.pick(['#22c55e', '#3b82f6', '#f59e0b', '#ec4899']))}`).join('')}`
}

function lab(rng: Random, kind: 'biology' | 'chemistry'): string {
  const r = room({
    back: { x0: 380, y0: 160, x1: 1220, y1: 560 },
    wall: kind === 'biology' ? '#e3efe6' : '#e6ebf1',
    floor: '#b8c2cc',
    floorKind: 'tiles',
    windows: kind === 'biology' ? 'right' : 'left',
  })
  const parts = [r.svg]
  if (kind === 'chemistry') {
    // Fume hoods along the back wall.
    for (let i = 0; i < 3; i++) {
      const x = 420 + i * 270
      parts.push(
        rect(x, 220, 240, 330, '#cbd5e1'),
        rect(x + 14, 250, 212, 200, '#e0f2fe', 'stroke="#64748b" stroke-width="6"'),
        rect(x, 450, 240, 100, '#94a3b8'),
      )
      for (let k = 0; k < 3; k++) parts.push(flask(rng, x + 60 + k * 60, 440, 0.8))
    }
  } else {
    parts.push(rect(440, 210, 300, 200, '#f8fafc', 'stroke="#94a3b8" stroke-width="6"'))
    for (let i = 0; i < 3; i++)
      parts.push(circle(520 + i * 70, 310, 26, '#86efac', 'stroke="#15803d" stroke-width="4"'), circle(520 + i * 70, 310, 8, '#15803d'))
    for (let i = 0; i < 4; i++) parts.push(plant(820 + i * 90, 540, 0.8 + (i % 2) * 0.2))
  }
  for (const d of [0.22, 0.58]) {
    parts.push(desk(r, 0.1, 0.9, d, 0.1, kind === 'biology' ? '#f1f5f9' : '#1f2937'))
    const people: string[] = []
    for (let k = 0; k < 5; k++) {
      const u = 0.16 + k * 0.17
      const top = onDesk(r, u, d + 0.05)
      if (kind === 'biology' && k % 2 === 0) parts.push(microscope(top.x, top.y, top.s * 1.1))
      else parts.push(flask(rng, top.x, top.y, top.s * 1.2))
      if (rng.chance(0.6)) {
        const p = r.at(u + 0.06, d + 0.22)
        people.push(figure(rng, { x: p.x, y: p.y, h: 420 * p.s, outfit: 'labCoat', view: 'back' }))
      }
    }
    parts.push(...people)
  }
  return svgDocument(W, H, parts.join(''), r.defs)
}

export const biologyLab = (rng: Random) => lab(rng, 'biology')
export const chemistryLab = (rng: Random) => lab(rng, 'chemistry')
