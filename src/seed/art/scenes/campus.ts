// The campus outdoors: the main building with its tiled portal, the courtyard under plane trees,
// a graduation on the square, and the open day with its tents and balloons.
import { crowd } from '../figures'
import { circle, line, rect, svgDocument } from '../paint'
import { bench, building, lamp, mountains, paving, portal, type Sky, sky, tree } from '../outdoor'
import type { Random } from '../random'
import { H, W } from '../room'

type Square = 'main' | 'courtyard' | 'graduation' | 'openDay' | 'reception'

function square(rng: Random, kind: Square): string {
  const horizon = kind === 'courtyard' ? 560 : 620
  const time: Sky = kind === 'reception' ? 'evening' : kind === 'courtyard' ? rng.pick(['day', 'morning']) : rng.pick(['day', 'morning', 'day'])
  const s = sky(rng, time, horizon)
  const parts = [s.svg, mountains(rng, horizon - 120, '#8794ad'), paving(horizon, kind === 'courtyard' ? '#d9c7a5' : '#cfc6b8')]
  const px = 800 + rng.between(-260, 260)
  const wall = rng.pick(['#e4d3b4', '#eadfca', '#d9c4a0'])
  // Wings either side of the portal; in the courtyard they wrap round as arcades.
  parts.push(building(px - 720, horizon, 560, kind === 'courtyard' ? 300 : 240, wall, { arcade: true, floors: 2 }))
  parts.push(building(px + 160, horizon, 560, kind === 'courtyard' ? 300 : 240, wall, { arcade: true, floors: 2 }))
  parts.push(portal(px - 170, horizon, 340, 420, { dome: kind !== 'courtyard', minarets: kind === 'main' || kind === 'graduation' }))
  if (kind === 'courtyard') {
    parts.push(
      `<ellipse cx="${px}" cy="${horizon + 170}" rx="260" ry="50" fill="#5b9bd5" stroke="#a8a29e" stroke-width="14"/>`,
      rect(px - 8, horizon + 100, 16, 70, '#a8a29e'),
      circle(px, horizon + 96, 20, '#bfdbfe', 'fill-opacity="0.8"'),
    )
    for (const x of [180, 520, 1080, 1420]) parts.push(tree(rng, x + rng.between(-40, 40), horizon + 120 + rng.between(0, 60), 1.4, 'plane'))
    parts.push(bench(240, horizon + 300, 1.4), bench(1200, horizon + 320, 1.4))
  } else {
    for (const x of [80, 1520]) parts.push(tree(rng, x, horizon + 20, 1.2, rng.pick(['round', 'poplar', 'blossom'])))
    parts.push(lamp(380, horizon + 200, 1.3), lamp(1220, horizon + 200, 1.3))
  }
  if (kind === 'openDay') {
    for (const x of [220, 1100]) {
      const color = rng.pick(['#1d4ed8', '#b91c1c', '#0f766e'])
      parts.push(
        `<path d="M${x} ${horizon + 120} L${x + 140} ${horizon + 40} L${x + 280} ${horizon + 120}Z" fill="${color}"/>`,
        rect(x + 10, horizon + 120, 260, 90, '#f8fafc'),
        rect(x + 10, horizon + 180, 260, 30, color),
      )
    }
    for (let i = 0; i < 14; i++) {
      const x = px - 220 + (i % 2) * 440 + rng.between(-40, 40)
      const y = horizon - 320 + rng.between(-80, 80)
      parts.push(
        line(x, y + 30, px + ((i % 2) * 2 - 1) * 180, horizon - 10, '#6b7280', 1),
        `<ellipse cx="${x}" cy="${y}" rx="24" ry="30" fill="${rng.pick(['#ef4444', '#3b82f6', '#facc15', '#22c55e', '#f8fafc'])}"/>`,
      )
    }
  }
  if (kind === 'reception') {
    for (let i = 0; i < 3; i++) {
      const y = horizon - 100 + i * 50
      parts.push(`<path d="M0 ${y} Q800 ${y + 120} ${W} ${y}" stroke="#1f2937" stroke-width="2" fill="none"/>`)
      for (let x = 40; x < W; x += 70) parts.push(circle(x, y + 120 * (1 - ((x - 800) / 800) ** 2) * 0.5, 7, '#fde68a'))
    }
  }
  const people = { main: 9, courtyard: 6, graduation: 22, openDay: 18, reception: 16 }[kind]
  parts.push(
    crowd(
      rng,
      people,
      { x0: 60, x1: 1540, yBack: horizon + 60, yFront: H - 10, hBack: 130, hFront: 360 },
      kind === 'graduation' ? { outfit: 'gown', view: 'front' } : kind === 'reception' ? { outfit: 'suit', walking: false } : {},
    ),
  )
  if (kind === 'graduation') {
    for (let i = 0; i < 9; i++) {
      const x = rng.between(100, 1500)
      const y = rng.between(80, horizon - 200)
      parts.push(
        `<g transform="rotate(${rng.between(-40, 40).toFixed(0)} ${x.toFixed(0)} ${y.toFixed(0)})">${rect(x - 30, y - 8, 60, 16, '#111827')}${line(x, y, x + 10, y + 30, '#facc15', 3)}</g>`,
      )
    }
  }
  return svgDocument(W, H, parts.join(''), s.defs)
}

export const mainBuilding = (rng: Random) => square(rng, 'main')
export const courtyard = (rng: Random) => square(rng, 'courtyard')
export const graduation = (rng: Random) => square(rng, 'graduation')
export const openDay = (rng: Random) => square(rng, 'openDay')
export const reception = (rng: Random) => square(rng, 'reception')
