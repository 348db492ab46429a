// A room seen from its door in one-point perspective: back wall, side walls, floor and ceiling,
// and a way to place things on the floor at a depth, so interiors share one believable space.
import { darker, gradient, lighter, line, poly, rect } from './paint'

export const W = 1600
export const H = 1000

export type RoomOptions = {
  /** the back wall's rectangle on the picture */
  back: { x0: number; y0: number; x1: number; y1: number }
  wall: string
  floor: string
  ceiling?: string
  /** boards (lines along the depth) or tiles (a grid) */
  floorKind?: 'boards' | 'tiles' | 'carpet'
  windows?: 'left' | 'right' | 'both' | 'none'
  lights?: boolean
}

export type Room = {
  svg: string
  defs: string
  /** a point on the floor: u across (0 left, 1 right), d in depth (0 back wall, 1 front edge) */
  at: (u: number, d: number) => { x: number; y: number; s: number }
}

export function room(o: RoomOptions): Room {
  const { x0, y0, x1, y1 } = o.back
  const ceiling = o.ceiling ?? lighter(o.wall, 0.55)
  const side = darker(o.wall, 0.12)
  const backScale = (x1 - x0) / W
  // Screen position grows faster near the viewer, as in a photograph.
  const ease = (d: number) => d ** 1.7
  const at = (u: number, d: number) => {
    const t = ease(d)
    return { x: x0 + (x1 - x0) * u + (W * u - (x0 + (x1 - x0) * u)) * t, y: y1 + (H - y1) * t, s: backScale + (1 - backScale) * t }
  }
  const parts: string[] = [
    poly(
      [
        [0, 0],
        [W, 0],
        [x1, y0],
        [x0, y0],
      ],
      'url(#ceiling)',
    ),
    poly(
      [
        [0, 0],
        [x0, y0],
        [x0, y1],
        [0, H],
      ],
      side,
    ),
    poly(
      [
        [W, 0],
        [x1, y0],
        [x1, y1],
        [W, H],
      ],
      darker(side, 0.06),
    ),
    rect(x0, y0, x1 - x0, y1 - y0, o.wall),
    poly(
      [
        [0, H],
        [x0, y1],
        [x1, y1],
        [W, H],
      ],
      'url(#floor)',
    ),
    rect(x0, y1 - 10, x1 - x0, 10, darker(o.wall, 0.25)),
  ]
  const kind = o.floorKind ?? 'boards'
  if (kind !== 'carpet') {
    for (let i = 1; i < 16; i++) {
      const u = i / 16
      const far = at(u, 0)
      const near = at(u, 1)
      parts.push(line(far.x, far.y, near.x, near.y, darker(o.floor, 0.18), 2, 'stroke-opacity="0.6"'))
    }
  }
  if (kind === 'tiles') {
    for (let d = 0.1; d < 1; d += 0.1) {
      const a = at(0, d)
      const b = at(1, d)
      parts.push(line(a.x, a.y, b.x, b.y, darker(o.floor, 0.18), 2, 'stroke-opacity="0.6"'))
    }
  }
  const wantWindows = o.windows ?? 'left'
  for (const sideName of ['left', 'right'] as const) {
    if (wantWindows !== sideName && wantWindows !== 'both') continue
    for (let k = 0; k < 3; k++) {
      // Windows on a side wall: trapezoids that shrink toward the back wall.
      const f0 = 0.12 + k * 0.3
      const f1 = f0 + 0.2
      const xAt = (f: number) => (sideName === 'left' ? x0 * (1 - f) : x1 + (W - x1) * f)
      const topAt = (f: number) => y0 * (1 - f) + 0.15 * H * f
      const bottomAt = (f: number) => y0 + (y1 - y0) * 0.78 + (H * 0.62 - (y0 + (y1 - y0) * 0.78)) * f
      const a = sideName === 'left' ? 1 - f1 : f0
      const b = sideName === 'left' ? 1 - f0 : f1
      parts.push(
        poly(
          [
            [xAt(a), topAt(a)],
            [xAt(b), topAt(b)],
            [xAt(b), bottomAt(b)],
            [xAt(a), bottomAt(a)],
          ],
          'url(#window)',
          `stroke="${darker(o.wall, 0.3)}" stroke-width="6"`,
        ),
      )
    }
  }
  if (o.lights ?? true) {
    for (const u of [0.3, 0.7]) {
      for (const d of [0.15, 0.45, 0.85]) {
        const y = y0 * (1 - d)
        const x = x0 + (x1 - x0) * u + (W * u - (x0 + (x1 - x0) * u)) * d
        const w = (x1 - x0) * 0.12 + W * 0.12 * d
        parts.push(rect(x - w / 2, y - 6 - d * 10, w, 6 + d * 10, '#fffbeb', 'rx="3"'))
      }
    }
  }
  const defs = [
    gradient('ceiling', [ceiling, lighter(ceiling, 0.2)]),
    gradient('floor', [darker(o.floor, 0.15), o.floor, lighter(o.floor, 0.08)]),
    gradient('window', ['#bfe3ff', '#e8f6ff', '#cfe8d8']),
  ].join('')
  return { svg: parts.join(''), defs, at }
}

/** A desk (or table) in the room, its top a trapezoid in perspective. */
export function desk(room: Room, u0: number, u1: number, d: number, depth: number, color: string, legs = true): string {
  const a = room.at(u0, d)
  const b = room.at(u1, d)
  const c = room.at(u1, d + depth)
  const e = room.at(u0, d + depth)
  const lift = 90 * a.s
  const front = 18 * c.s
  const top = poly(
    [
      [a.x, a.y - lift],
      [b.x, b.y - lift],
      [c.x, c.y - 90 * c.s],
      [e.x, e.y - 90 * e.s],
    ],
    color,
  )
  const edge = rect(e.x, e.y - 90 * e.s, c.x - e.x, front, darker(color, 0.25))
  const legBars = legs
    ? [e.x + 6 * c.s, c.x - 14 * c.s].map((x) => rect(x, e.y - 90 * e.s + front, 8 * c.s, 90 * e.s - front, darker(color, 0.4))).join('')
    : ''
  return `${legBars}${top}${edge}`
}

/** Where a desk's top is at a given point: for putting screens, books and flasks on it. */
export const onDesk = (room: Room, u: number, d: number) => {
  const p = room.at(u, d)
  return { x: p.x, y: p.y - 90 * p.s, s: p.s }
}
