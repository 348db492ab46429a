// The outdoors of the campus: sky, distant mountains, trees, paving and buildings in the
// Samarkand manner (a tiled portal, a ribbed blue dome), shared by every outdoor scene.
import { circle, darker, gradient, lighter, line, n, poly, rect } from './paint'
import type { Random } from './random'
import { H, W } from './room'

export type Sky = 'day' | 'morning' | 'evening' | 'night'
const SKIES: Record<Sky, string[]> = {
  day: ['#6fb6f2', '#a9d6fa', '#e4f2fd'],
  morning: ['#8ec5ef', '#f6d9b8', '#fbe7cf'],
  evening: ['#3b3f8f', '#c0618a', '#f5a76c'],
  night: ['#0b1230', '#1c2a5e', '#3a4c88'],
}

export function sky(rng: Random, kind: Sky, horizon: number): { svg: string; defs: string } {
  const clouds =
    kind === 'night'
      ? Array.from({ length: 40 }, () => circle(rng.between(0, W), rng.between(0, horizon * 0.8), rng.between(1, 2.5), '#ffffff', 'fill-opacity="0.8"')).join(
          '',
        )
      : Array.from({ length: rng.int(2, 4) }, () => {
          const x = rng.between(0, W)
          const y = rng.between(60, horizon * 0.45)
          const s = rng.between(0.6, 1.4)
          return `<g fill="#ffffff" fill-opacity="${kind === 'evening' ? 0.35 : 0.8}">${[
            [0, 0, 40],
            [45, -18, 52],
            [100, 0, 42],
            [52, 10, 46],
          ]
            .map(([dx, dy, r]) => circle(x + dx * s, y + dy * s, r * s, '#ffffff'))
            .join('')}</g>`
        }).join('')
  const sun =
    kind === 'night'
      ? circle(rng.between(200, 1400), 120, 38, '#f1f5f9')
      : kind === 'day'
        ? ''
        : circle(rng.between(200, 1400), horizon - 60, 70, '#fff1c7', 'fill-opacity="0.9"')
  return { svg: `${rect(0, 0, W, horizon + 4, 'url(#sky)')}${sun}${clouds}`, defs: gradient('sky', SKIES[kind]) }
}

/** The Zarafshan range behind the city, two layers paler with distance. */
export function mountains(rng: Random, horizon: number, tint: string): string {
  return [0.55, 0.35]
    .map((fade, layer) => {
      const points: number[][] = [[0, horizon]]
      for (let x = 0; x <= W; x += 120) points.push([x, horizon - rng.between(40, 140) * (layer === 0 ? 1 : 0.7)])
      points.push([W, horizon])
      return poly(points, lighter(tint, fade))
    })
    .join('')
}

export type TreeKind = 'round' | 'poplar' | 'plane' | 'blossom'
const LEAVES: Record<TreeKind, string[]> = {
  round: ['#3f7d3a', '#4f9444', '#2f6a33'],
  poplar: ['#52823b', '#3e6e30'],
  plane: ['#5b8f3e', '#477a35', '#6ea348'],
  blossom: ['#f3c4d6', '#eaa6c0', '#f8dbe6'],
}

export function tree(rng: Random, x: number, y: number, s: number, kind: TreeKind): string {
  const trunk = rect(x - 7 * s, y - 90 * s, 14 * s, 90 * s, '#6b4a32')
  const leaves = LEAVES[kind]
  if (kind === 'poplar') {
    return `${trunk}<ellipse cx="${n(x)}" cy="${n(y - 190 * s)}" rx="${n(34 * s)}" ry="${n(150 * s)}" fill="${leaves[0]}"/><ellipse cx="${n(x + 8 * s)}" cy="${n(y - 180 * s)}" rx="${n(18 * s)}" ry="${n(120 * s)}" fill="${leaves[1]}"/>`
  }
  const blobs = Array.from({ length: 7 }, () =>
    circle(x + rng.between(-60, 60) * s, y - rng.between(110, 190) * s, rng.between(38, 62) * s, rng.pick(leaves)),
  ).join('')
  return `${trunk}${blobs}`
}

/** Paved ground from the horizon to the bottom edge, with joints that run toward the viewer. */
export function paving(horizon: number, color: string, vx = W / 2): string {
  const joints = Array.from({ length: 13 }, (_, i) => {
    const x = (i / 12) * W * 1.6 - W * 0.3
    return line(vx + (x - vx) * 0.15, horizon, x, H, darker(color, 0.12), 2)
  }).join('')
  const rows = [0.08, 0.2, 0.36, 0.58, 0.86].map((t) => line(0, horizon + (H - horizon) * t, W, horizon + (H - horizon) * t, darker(color, 0.1), 2)).join('')
  return `${rect(0, horizon, W, H - horizon, color)}${joints}${rows}`
}

/** A university building: rows of windows, a cornice, and optionally an arcade on the ground floor. */
export function building(x: number, base: number, w: number, h: number, wall: string, options: { floors?: number; arcade?: boolean } = {}): string {
  const floors = options.floors ?? Math.max(2, Math.round(h / 90))
  const cols = Math.max(3, Math.round(w / 70))
  const cellW = w / cols
  const cellH = h / floors
  const parts = [rect(x, base - h, w, h, wall), rect(x - 8, base - h - 14, w + 16, 16, darker(wall, 0.2))]
  for (let f = 0; f < floors; f++) {
    for (let c = 0; c < cols; c++) {
      const wx = x + c * cellW + cellW * 0.22
      const wy = base - h + f * cellH + cellH * 0.2
      if (options.arcade && f === floors - 1) {
        parts.push(
          `<path d="M${n(wx)} ${n(base)} V${n(wy + cellH * 0.35)} A${n(cellW * 0.28)} ${n(cellW * 0.28)} 0 0 1 ${n(wx + cellW * 0.56)} ${n(wy + cellH * 0.35)} V${n(base)}Z" fill="${darker(wall, 0.45)}"/>`,
        )
      } else {
        parts.push(rect(wx, wy, cellW * 0.56, cellH * 0.58, '#8fb3cf', `stroke="${lighter(wall, 0.4)}" stroke-width="3"`))
        parts.push(rect(wx, wy, cellW * 0.56, cellH * 0.2, '#b9d3e6', 'fill-opacity="0.7"'))
      }
    }
  }
  return parts.join('')
}

/** A pishtaq: the tall tiled portal of Samarkand's madrasas, with a ribbed dome behind it. */
export function portal(x: number, base: number, w: number, h: number, options: { dome?: boolean; minarets?: boolean } = {}): string {
  const tile = '#1f6fa8'
  const brick = '#d8b98c'
  const parts: string[] = []
  if (options.dome) {
    const r = w * 0.32
    const cy = base - h * 0.98
    parts.push(rect(x + w / 2 - r * 0.9, cy, r * 1.8, h * 0.2, brick))
    parts.push(
      `<path d="M${n(x + w / 2 - r)} ${n(cy)} Q${n(x + w / 2 - r)} ${n(cy - r * 1.5)} ${n(x + w / 2)} ${n(cy - r * 1.6)} Q${n(x + w / 2 + r)} ${n(cy - r * 1.5)} ${n(x + w / 2 + r)} ${n(cy)}Z" fill="#2a8fc9"/>`,
    )
    for (let k = -3; k <= 3; k++) parts.push(line(x + w / 2 + (k * r) / 3.6, cy, x + w / 2 + (k * r) / 8, cy - r * 1.5, '#1a6b9e', 4))
  }
  if (options.minarets) {
    for (const mx of [x - w * 0.12, x + w * 1.05]) {
      parts.push(rect(mx, base - h * 1.15, w * 0.07, h * 1.15, brick))
      for (let b = 0; b < 5; b++) parts.push(rect(mx, base - h * (0.2 + b * 0.2), w * 0.07, h * 0.04, tile))
      parts.push(rect(mx - 6, base - h * 1.2, w * 0.07 + 12, h * 0.06, tile))
    }
  }
  parts.push(rect(x, base - h, w, h, brick))
  parts.push(rect(x + w * 0.06, base - h * 0.94, w * 0.88, h * 0.94, tile))
  // Girih-like bands: rows of small lozenges on the tiled frame.
  for (let i = 0; i < 12; i++) {
    const cx = x + w * 0.1 + (i / 11) * w * 0.8
    parts.push(
      poly(
        [
          [cx, base - h * 0.9],
          [cx + 8, base - h * 0.87],
          [cx, base - h * 0.84],
          [cx - 8, base - h * 0.87],
        ],
        '#f4d58d',
      ),
    )
  }
  const ax = x + w * 0.2
  const aw = w * 0.6
  parts.push(
    `<path d="M${n(ax)} ${n(base)} V${n(base - h * 0.5)} Q${n(ax)} ${n(base - h * 0.78)} ${n(ax + aw / 2)} ${n(base - h * 0.82)} Q${n(ax + aw)} ${n(base - h * 0.78)} ${n(ax + aw)} ${n(base - h * 0.5)} V${n(base)}Z" fill="#16324f"/>`,
  )
  parts.push(
    `<path d="M${n(ax + aw * 0.2)} ${n(base)} V${n(base - h * 0.3)} Q${n(ax + aw / 2)} ${n(base - h * 0.45)} ${n(ax + aw * 0.8)} ${n(base - h * 0.3)} V${n(base)}Z" fill="#7a5a3a"/>`,
  )
  return parts.join('')
}

/** A street lamp and a bench: what makes a paved square read as a campus. */
export const lamp = (x: number, y: number, s: number) =>
  `${rect(x - 3 * s, y - 160 * s, 6 * s, 160 * s, '#2d3748')}${circle(x, y - 166 * s, 12 * s, '#fef3c7')}`
export const bench = (x: number, y: number, s: number) =>
  `${rect(x, y - 34 * s, 120 * s, 10 * s, '#8b5a2b')}${rect(x, y - 56 * s, 120 * s, 8 * s, '#8b5a2b')}${rect(x + 8 * s, y - 34 * s, 6 * s, 34 * s, '#374151')}${rect(x + 106 * s, y - 34 * s, 6 * s, 34 * s, '#374151')}`
