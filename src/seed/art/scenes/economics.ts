// Economics, finance and management: a tiered lecture hall under a chart, a trading room, and a
// meeting room over the city.
import { seatedFacing, seatedFromBehind } from '../figures'
import { darker, gradient, lighter, poly, rect, svgDocument } from '../paint'
import { monitor, plant, screenContent } from '../props'
import type { Random } from '../random'
import { desk, H, onDesk, room, W } from '../room'
import { building } from '../outdoor'

/** A tiered hall seen from the top row: curved benches down to a big screen of charts. */
export function lectureHallCharts(rng: Random): string {
  const wood = rng.pick(['#9a6b43', '#7c5a3c', '#a87b4f'])
  const parts = [rect(0, 0, W, H, '#2c3440'), rect(0, 0, W, 520, `url(#hallWall)`)]
  const cx = 800 + rng.between(-100, 100)
  parts.push(rect(cx - 380, 70, 760, 400, '#0b1220'), rect(cx - 370, 80, 740, 380, '#f8fafc'))
  parts.push(screenContent(rng, cx - 370, 80, 370, 380, 'chart'), screenContent(rng, cx, 80, 370, 380, 'slides'))
  parts.push(rect(cx - 520, 440, 1040, 90, darker(wood, 0.3)))
  for (let row = 0; row < 6; row++) {
    const y = 520 + row * 85
    const spread = 600 + row * 160
    parts.push(
      `<path d="M${cx - spread} ${y + 40} Q${cx} ${y + 10} ${cx + spread} ${y + 40} L${cx + spread} ${y + 62} Q${cx} ${y + 32} ${cx - spread} ${y + 62}Z" fill="${wood}"/>`,
    )
    const seats = 7 + row * 2
    for (let k = 0; k < seats; k++) {
      if (rng.chance(0.2)) continue
      const x = cx - spread * 0.9 + (k + rng.between(0.2, 0.8)) * ((spread * 1.8) / seats)
      const bend = ((x - cx) / spread) ** 2 * 30
      parts.push(seatedFromBehind(rng, x, y + 58 + bend, 50 + row * 9))
    }
  }
  return svgDocument(W, H, parts.join(''), gradient('hallWall', ['#4b5563', '#6b7280']))
}

/** Rows of desks with three screens each, under a ticker that runs along the wall. */
export function tradingRoom(rng: Random): string {
  const r = room({ back: { x0: 300, y0: 220, x1: 1300, y1: 560 }, wall: '#2a3344', floor: '#3a4252', floorKind: 'carpet', windows: 'none' })
  const parts = [r.svg, rect(300, 250, 1000, 60, '#05070d')]
  for (let i = 0; i < 14; i++) parts.push(rect(320 + i * 70, 268, 46, 22, rng.chance(0.6) ? '#22c55e' : '#ef4444', 'fill-opacity="0.9"'))
  parts.push(rect(520, 330, 560, 200, '#0b1220'), screenContent(rng, 530, 340, 540, 180, 'candles'))
  for (const d of [0.2, 0.5, 0.82]) {
    parts.push(desk(r, 0.08, 0.92, d, 0.07, '#cbd5e1'))
    const screens = 5
    for (let k = 0; k < screens; k++) {
      const u = 0.12 + (k * 0.76) / (screens - 1)
      const top = onDesk(r, u, d + 0.01)
      const mw = 120 * top.s
      for (const dx of [-1, 0, 1]) parts.push(monitor(rng, top.x - mw / 2 + dx * mw * 1.02, top.y, mw, rng.pick(['candles', 'candles', 'chart', 'code'])))
      if (d < 0.8 && rng.chance(0.8)) {
        const p = r.at(u + rng.between(-0.03, 0.03), d + 0.17)
        parts.push(seatedFromBehind(rng, p.x, p.y - 150 * p.s, 130 * p.s, 'suit'))
      }
    }
  }
  return svgDocument(W, H, parts.join(''), r.defs)
}

/** A glass-walled meeting room: a long table, people on both sides, a board of notes. */
export function meetingRoom(rng: Random): string {
  const parts = [rect(0, 0, W, H, '#e9eef3')]
  // The city through the glass wall.
  parts.push(rect(0, 0, W, 560, 'url(#city)'))
  let x = -40
  while (x < W) {
    const w = rng.between(90, 200)
    const h = rng.between(160, 420)
    parts.push(building(x, 560, w, h, rng.pick(['#b6c2d1', '#c9d3de', '#a9b7c8', '#d5dbe3'])))
    x += w + rng.between(10, 40)
  }
  for (let i = 0; i <= 8; i++) parts.push(rect(i * 200 - 6, 0, 12, 560, '#475569'))
  parts.push(rect(0, 540, W, 30, '#475569'), rect(0, 570, W, 430, '#cfd6de'))
  // A board of sticky notes on the right wall.
  parts.push(rect(1230, 120, 330, 400, '#f8fafc', 'stroke="#94a3b8" stroke-width="6"'))
  for (let i = 0; i < 12; i++)
    parts.push(
      rect(
        1255 + (i % 4) * 75,
        150 + Math.floor(i / 4) * 110,
        58,
        58,
        rng.pick(['#fde68a', '#fbcfe8', '#bae6fd', '#bbf7d0']),
        `transform="rotate(${rng.between(-5, 5).toFixed(1)} ${1284 + (i % 4) * 75} ${179 + Math.floor(i / 4) * 110})"`,
      ),
    )
  const table = poly(
    [
      [640, 600],
      [960, 600],
      [1420, 1000],
      [180, 1000],
    ],
    '#8b6b4a',
  )
  const seats = [0.15, 0.4, 0.68, 0.95]
  const far: string[] = []
  const near: string[] = []
  for (const t of seats) {
    const y = 600 + 400 * t
    const leftX = 640 - 460 * t
    const rightX = 960 + 460 * t
    if (rng.chance(0.85)) far.push(seatedFacing(rng, leftX - 30 - 40 * t, y - 40 - 40 * t, 80 + 90 * t, rng.pick(['suit', 'casual'])))
    if (rng.chance(0.85)) far.push(seatedFacing(rng, rightX + 30 + 40 * t, y - 40 - 40 * t, 80 + 90 * t, rng.pick(['suit', 'casual'])))
    near.push(rect(leftX + 60, y - 14, 70 + 40 * t, 50 + 20 * t, '#f8fafc', `transform="rotate(-8 ${leftX + 60} ${y})"`))
    near.push(rect(rightX - 150, y - 20, 70 + 40 * t, 50 + 20 * t, '#f8fafc', `transform="rotate(6 ${rightX - 150} ${y})"`))
  }
  parts.push(...far, table, ...near, monitor(rng, 700, 640, 200, 'slides'), plant(120, 620, 1.2))
  return svgDocument(W, H, parts.join(''), gradient('city', [lighter('#93c5fd', 0.2), '#e0f2fe']))
}
