// Engineering: a site with a tower crane and a steel bridge, and a power line over solar panels.
import { crowd } from '../figures'
import { darker, gradient, line, poly, rect, svgDocument } from '../paint'
import { building, mountains, sky, tree } from '../outdoor'
import type { Random } from '../random'
import { H, W } from '../room'

const truss = (x0: number, y0: number, x1: number, y1: number, depth: number, color: string, bays: number) => {
  const parts: string[] = [line(x0, y0, x1, y1, color, 8), line(x0, y0 + depth, x1, y1 + depth, color, 8)]
  for (let i = 0; i <= bays; i++) {
    const t = i / bays
    const x = x0 + (x1 - x0) * t
    const y = y0 + (y1 - y0) * t
    parts.push(line(x, y, x, y + depth, color, 5))
    if (i < bays) parts.push(line(x, y, x + (x1 - x0) / bays, y + (y1 - y0) / bays + depth, color, 4))
  }
  return parts.join('')
}

export function constructionSite(rng: Random): string {
  const horizon = 640
  const s = sky(rng, rng.pick(['day', 'morning'] as const), horizon)
  const parts = [s.svg, mountains(rng, horizon, '#7d8aa0'), rect(0, horizon, W, H - horizon, '#b9a27f')]
  // A building going up: a concrete frame, some floors already glazed.
  const bx = rng.between(150, 400)
  parts.push(building(bx, horizon + 40, 520, 260, '#cbd5e1', { floors: 3 }))
  for (let f = 0; f < 3; f++) {
    const y = horizon + 40 - 260 - (f + 1) * 80
    parts.push(rect(bx, y, 520, 12, '#9ca3af'))
    for (let c = 0; c <= 6; c++) parts.push(rect(bx + c * 84, y, 12, 80, '#9ca3af'))
  }
  // The tower crane.
  const cx = bx + 600
  parts.push(truss(cx, 80, cx, horizon + 40, 36, '#eab308', 1).replace(/stroke-width="8"/g, 'stroke-width="10"'))
  for (let y = 100; y < horizon; y += 50) parts.push(line(cx, y, cx + 36, y + 50, '#eab308', 4))
  parts.push(
    truss(cx - 360, 80, cx + 560, 80, 26, '#eab308', 18),
    rect(cx - 380, 70, 90, 60, '#4b5563'),
    line(cx + 380, 106, cx + 380, 360, '#1f2937', 3),
    rect(cx + 350, 360, 60, 40, '#475569'),
  )
  // A steel bridge on the right over a channel.
  parts.push(rect(900, horizon + 60, 700, 40, '#5b8fb3'))
  parts.push(truss(900, horizon - 60, 1600, horizon - 60, 90, '#b91c1c', 10))
  parts.push(rect(880, horizon + 30, 740, 20, '#64748b'))
  parts.push(tree(rng, 120, horizon + 60, 0.8, 'poplar'))
  parts.push(crowd(rng, 5, { x0: 100, x1: 1500, yBack: horizon + 140, yFront: H - 20, hBack: 150, hFront: 300 }, { outfit: 'hardHat' }))
  return svgDocument(W, H, parts.join(''), s.defs)
}

export function powerLines(rng: Random): string {
  const horizon = 560
  const s = sky(rng, rng.pick(['evening', 'morning', 'day'] as const), horizon)
  const parts = [s.svg, mountains(rng, horizon, '#6b7a99'), rect(0, horizon, W, H - horizon, 'url(#field)')]
  const pylon = (x: number, base: number, h: number) => {
    const w = h * 0.28
    const top = base - h
    return [
      poly(
        [
          [x - w / 2, base],
          [x - w * 0.1, top],
          [x + w * 0.1, top],
          [x + w / 2, base],
        ],
        'none',
        'stroke="#374151" stroke-width="5"',
      ),
      ...[0.2, 0.4, 0.6, 0.8].map((t) => line(x - w / 2 + w * 0.4 * t, base - h * t, x + w / 2 - w * 0.4 * t, base - h * (t + 0.2), '#374151', 3)),
      line(x - w * 0.9, top + h * 0.12, x + w * 0.9, top + h * 0.12, '#374151', 6),
      line(x - w * 0.7, top + h * 0.3, x + w * 0.7, top + h * 0.3, '#374151', 6),
    ].join('')
  }
  const towers = [
    [250, horizon + 120, 520],
    [900, horizon + 20, 300],
    [1350, horizon - 10, 170],
  ]
  for (const [x, base, h] of towers) parts.push(pylon(x, base, h))
  for (const k of [0.12, 0.3]) {
    for (const side of [-0.9, 0.9, -0.7, 0.7]) {
      const pts = towers.map(([x, base, h]) => [x + side * h * 0.28, base - h + h * k])
      parts.push(
        `<path d="M${pts[0].join(' ')} Q${(pts[0][0] + pts[1][0]) / 2} ${(pts[0][1] + pts[1][1]) / 2 + 40} ${pts[1].join(' ')} Q${(pts[1][0] + pts[2][0]) / 2} ${(pts[1][1] + pts[2][1]) / 2 + 20} ${pts[2].join(' ')}" stroke="#1f2937" stroke-width="2" fill="none"/>`,
      )
    }
  }
  // Rows of solar panels in the field.
  for (let row = 0; row < 4; row++) {
    const y = horizon + 80 + row * 90
    const scale = 0.6 + row * 0.2
    for (let x = 500 + row * -60; x < W; x += 150 * scale) {
      parts.push(
        poly(
          [
            [x, y],
            [x + 120 * scale, y],
            [x + 140 * scale, y + 50 * scale],
            [x + 20 * scale, y + 50 * scale],
          ],
          '#1e3a8a',
          `stroke="#93c5fd" stroke-width="2"`,
        ),
      )
      parts.push(line(x + 70 * scale, y + 50 * scale, x + 70 * scale, y + 70 * scale, '#6b7280', 3))
    }
  }
  parts.push(crowd(rng, 3, { x0: 100, x1: 450, yBack: H - 120, yFront: H - 20, hBack: 260, hFront: 320 }, { outfit: 'hardHat', view: 'back' }))
  return svgDocument(W, H, parts.join(''), `${s.defs}${gradient('field', ['#9fb36b', darker('#9fb36b', 0.2)])}`)
}
