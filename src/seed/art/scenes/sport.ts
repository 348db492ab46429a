// Sport: the athletics track during the festival, and the football pitch at training.
import { crowd, figure } from '../figures'
import { circle, line, rect, svgDocument } from '../paint'
import { sky, tree } from '../outdoor'
import type { Random } from '../random'
import { H, W } from '../room'

function stands(rng: Random, y: number): string {
  const parts = [rect(0, y - 180, W, 180, '#64748b')]
  for (let row = 0; row < 5; row++) {
    parts.push(rect(0, y - 180 + row * 36, W, 4, '#475569'))
    for (let x = rng.between(0, 20); x < W; x += rng.between(18, 34)) {
      if (rng.chance(0.8))
        parts.push(
          circle(x, y - 164 + row * 36, 9, rng.pick(['#f6d5bd', '#c98e66', '#74472c', '#1d1410'])),
          rect(x - 9, y - 156 + row * 36, 18, 14, rng.pick(['#ef4444', '#3b82f6', '#facc15', '#f8fafc', '#22c55e'])),
        )
    }
  }
  return parts.join('')
}

export function athletics(rng: Random): string {
  const horizon = 420
  const s = sky(rng, 'day', horizon - 180)
  const parts = [s.svg, stands(rng, horizon), rect(0, horizon, W, H - horizon, '#c2410c')]
  // Lanes curve away to the left, as seen from the bend.
  for (let lane = 0; lane <= 6; lane++) {
    const y = horizon + 40 + lane * 80
    parts.push(`<path d="M-40 ${y + 120 - lane * 10} Q600 ${y - 30} ${W + 40} ${y + lane * 20}" stroke="#f8fafc" stroke-width="${4 + lane}" fill="none"/>`)
  }
  parts.push(rect(0, horizon, W, 30, '#4d7c0f'))
  const runners = rng.int(4, 6)
  for (let k = 0; k < runners; k++)
    parts.push(
      figure(rng, { x: 200 + k * 230 + rng.between(-40, 40), y: horizon + 150 + k * 70, h: 220 + k * 30, walking: true, outfit: 'sport', view: 'front' }),
    )
  for (const x of [120, 1480])
    parts.push(line(x, horizon - 200, x, horizon - 20, '#9ca3af', 6), rect(x + 3, horizon - 200, 90, 54, rng.pick(['#1eb6e8', '#1d4ed8', '#b91c1c'])))
  return svgDocument(W, H, parts.join(''), s.defs)
}

export function football(rng: Random): string {
  const horizon = 460
  const s = sky(rng, rng.pick(['evening', 'day'] as const), horizon)
  const parts = [s.svg]
  for (let x = 40; x < W; x += 160) parts.push(tree(rng, x, horizon, 0.9, 'poplar'))
  parts.push(rect(0, horizon, W, H - horizon, '#3f8f3a'))
  for (let k = 0; k < 6; k++) parts.push(rect(0, horizon + k * 90 + k * k * 6, W, 45 + k * 8, '#47a041'))
  parts.push(`<path d="M-200 ${H} L400 ${horizon + 20} L1200 ${horizon + 20} L1800 ${H}" stroke="#f8fafc" stroke-width="6" fill="none"/>`)
  parts.push(
    `<ellipse cx="800" cy="${horizon + 250}" rx="260" ry="70" stroke="#f8fafc" stroke-width="5" fill="none"/>`,
    line(0, horizon + 250, W, horizon + 250, '#f8fafc', 5),
  )
  // The goal on the far line, its net as a grid.
  parts.push(rect(640, horizon - 80, 320, 100, 'none', 'stroke="#f8fafc" stroke-width="10"'))
  for (let i = 1; i < 10; i++) parts.push(line(640 + i * 32, horizon - 80, 640 + i * 32, horizon + 20, '#e5e7eb', 1.5))
  for (let i = 1; i < 4; i++) parts.push(line(640, horizon - 80 + i * 25, 960, horizon - 80 + i * 25, '#e5e7eb', 1.5))
  parts.push(crowd(rng, 9, { x0: 100, x1: 1500, yBack: horizon + 60, yFront: H - 30, hBack: 110, hFront: 330 }, { outfit: 'sport' }))
  parts.push(circle(rng.between(500, 1100), H - 120, 26, '#f8fafc', 'stroke="#111827" stroke-width="4"'))
  return svgDocument(W, H, parts.join(''), s.defs)
}
