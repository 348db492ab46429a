// Computing: a teaching lab with code on every screen, and the server room behind it.
import { figure, seatedFromBehind } from '../figures'
import { circle, darker, gradient, rect, svgDocument } from '../paint'
import { monitor, plant, screenContent } from '../props'
import type { Random } from '../random'
import { desk, H, onDesk, room, W } from '../room'

export function computerLab(rng: Random): string {
  const shift = rng.between(-120, 120)
  const r = room({
    back: { x0: 430 + shift, y0: 170, x1: 1170 + shift, y1: 560 },
    wall: rng.pick(['#dfe6ee', '#e8e2d8', '#d9e4e0']),
    floor: '#7b8794',
    floorKind: 'carpet',
    windows: rng.chance(0.5) ? 'left' : 'right',
  })
  const parts = [r.svg]
  // The lecture screen on the back wall shows the code being discussed.
  const sx = 560 + shift
  parts.push(rect(sx - 10, 200, 500, 290, '#111827'), rect(sx, 210, 480, 270, '#0b1220'), screenContent(rng, sx, 210, 480, 270, 'code'))
  parts.push(plant(1120 + shift, 560, 1))
  const rows = [0.18, 0.42, 0.7]
  for (const d of rows) {
    for (const [u0, u1] of [
      [0.04, 0.44],
      [0.56, 0.96],
    ]) {
      parts.push(desk(r, u0, u1, d, 0.09, '#e7e5e4'))
      const seats = 3
      for (let k = 0; k < seats; k++) {
        const u = u0 + ((k + 0.5) * (u1 - u0)) / seats
        const top = onDesk(r, u, d + 0.02)
        const mw = 150 * top.s
        parts.push(monitor(rng, top.x - mw / 2, top.y, mw, rng.pick(['code', 'code', 'code', 'dark', 'chart'])))
      }
      for (let k = 0; k < seats; k++) {
        if (rng.chance(0.25)) continue
        const u = u0 + ((k + 0.5) * (u1 - u0)) / seats + rng.between(-0.02, 0.02)
        const p = r.at(u, d + 0.2)
        parts.push(seatedFromBehind(rng, p.x, p.y - 150 * p.s, 120 * p.s))
      }
    }
  }
  return svgDocument(W, H, parts.join(''), r.defs)
}

/** A cold aisle between two rows of racks, lit from above, with one person at a laptop cart. */
export function serverRoom(rng: Random): string {
  const vx = 800 + rng.between(-160, 160)
  const parts: string[] = [rect(0, 0, W, H, '#0f1c2e')]
  const back = { x0: vx - 150, y0: 330, x1: vx + 150, y1: 640 }
  parts.push(rect(back.x0, back.y0, back.x1 - back.x0, back.y1 - back.y0, '#1b2b44'))
  parts.push(`<path d="M0 ${H} L${back.x0} ${back.y1} L${back.x1} ${back.y1} L${W} ${H}Z" fill="url(#aisle)"/>`)
  for (let k = 0; k < 9; k++) {
    const y = back.y1 + (H - back.y1) * (k / 9) ** 1.6
    parts.push(rect(0, y, W, 2, '#5b7089', 'fill-opacity="0.5"'))
  }
  // Racks on both sides: each slice nearer the viewer is taller and wider.
  for (const side of [-1, 1]) {
    const slices = 7
    for (let i = slices - 1; i >= 0; i--) {
      const t0 = (i / slices) ** 1.5
      const t1 = ((i + 1) / slices) ** 1.5
      const xOf = (t: number) => (side < 0 ? back.x0 - (back.x0 + 40) * t : back.x1 + (W - back.x1 + 40) * t)
      const topOf = (t: number) => back.y0 - 40 - (back.y0 - 40) * t
      const bottomOf = (t: number) => back.y1 + (H - back.y1) * t
      const xa = xOf(t0)
      const xb = xOf(t1)
      parts.push(
        `<path d="M${xa} ${topOf(t0)} L${xb} ${topOf(t1)} L${xb} ${bottomOf(t1)} L${xa} ${bottomOf(t0)}Z" fill="${i % 2 ? '#1f2937' : '#263241'}" stroke="#0b1220" stroke-width="3"/>`,
      )
      const units = 12
      for (let u = 1; u < units; u++) {
        const f = u / units
        const ya = topOf(t0) + (bottomOf(t0) - topOf(t0)) * f
        const yb = topOf(t1) + (bottomOf(t1) - topOf(t1)) * f
        parts.push(`<path d="M${xa} ${ya} L${xb} ${yb}" stroke="#111827" stroke-width="${1 + t1 * 3}"/>`)
        if (rng.chance(0.7)) {
          const lx = xa + (xb - xa) * rng.between(0.15, 0.85)
          const ly = ya + (yb - ya) * ((lx - xa) / (xb - xa || 1)) - 4 - t1 * 6
          parts.push(circle(lx, ly, 1.5 + t1 * 4, rng.pick(['#22c55e', '#22c55e', '#38bdf8', '#f59e0b'])))
        }
      }
    }
  }
  for (let k = 0; k < 5; k++) parts.push(rect(vx - 40 - k * 30, 120 - k * 24, 80 + k * 60, 8 + k * 3, '#e0f2fe', 'fill-opacity="0.85"'))
  const p = { x: vx + rng.between(-120, 120), y: 900 }
  parts.push(rect(p.x - 70, p.y - 150, 140, 12, '#9ca3af'), rect(p.x - 6, p.y - 140, 12, 140, '#6b7280'), rect(p.x - 55, p.y - 230, 110, 80, '#374151'))
  parts.push(rect(p.x - 48, p.y - 224, 96, 68, '#0b1220'), screenContent(rng, p.x - 48, p.y - 224, 96, 68, 'code'))
  parts.push(figure(rng, { x: p.x + 110, y: p.y, h: 330, view: 'front' }))
  parts.push(`<ellipse cx="${vx}" cy="${H}" rx="500" ry="90" fill="#38bdf8" fill-opacity="0.08"/>`)
  return svgDocument(W, H, parts.join(''), gradient('aisle', [darker('#64748b', 0.3), '#8391a3']))
}
