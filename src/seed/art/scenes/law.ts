// Law: a moot courtroom in wood under the scales, and a colonnade with the flags of partner states.
import { figure, seatedFacing, seatedFromBehind } from '../figures'
import { circle, darker, gradient, line, poly, rect, svgDocument } from '../paint'
import type { Random } from '../random'
import { H, W } from '../room'
import { paving, sky } from '../outdoor'

const scales = (x: number, y: number, s: number, color: string) =>
  `${line(x, y, x, y + 120 * s, color, 6 * s)}${line(x - 70 * s, y + 20 * s, x + 70 * s, y + 20 * s, color, 5 * s)}${[-1, 1]
    .map(
      (side) =>
        `${line(x + side * 70 * s, y + 20 * s, x + side * 50 * s, y + 70 * s, color, 2 * s)}${line(x + side * 70 * s, y + 20 * s, x + side * 90 * s, y + 70 * s, color, 2 * s)}<path d="M${x + side * 45 * s} ${y + 70 * s} Q${x + side * 70 * s} ${y + 100 * s} ${x + side * 95 * s} ${y + 70 * s}Z" fill="${color}"/>`,
    )
    .join('')}${rect(x - 30 * s, y + 120 * s, 60 * s, 10 * s, color)}`

export function courtroom(rng: Random): string {
  const wood = rng.pick(['#7a4b2a', '#8a5a34', '#6e4326'])
  const parts = [rect(0, 0, W, H, '#efe7da'), rect(0, 0, W, 560, 'url(#panels)')]
  for (let i = 0; i < 16; i++) parts.push(rect(i * 100 + 10, 80, 80, 420, darker(wood, 0.1), 'rx="4"'))
  parts.push(circle(800, 150, 90, '#f3e3b5'), scales(800, 90, 0.9, '#8a6d1f'))
  // The bench, raised, with three judges; flags beside it.
  parts.push(rect(380, 300, 840, 40, darker(wood, 0.2)))
  for (const x of [620, 800, 980]) parts.push(seatedFacing(rng, x, 270, 120, 'suit'))
  parts.push(rect(360, 330, 880, 260, wood), rect(360, 330, 880, 24, darker(wood, 0.3)))
  for (const [x, colors] of [
    [300, ['#1eb6e8', '#ffffff', '#1eb53a']],
    [1300, ['#1e3a8a', '#1e3a8a', '#facc15']],
  ] as const) {
    parts.push(line(x, 120, x, 560, '#c9a227', 6))
    colors.forEach((c, i) => parts.push(rect(x + 4, 130 + i * 45, 120, 45, c)))
  }
  parts.push(rect(0, 560, W, 440, '#5b3a22'))
  // Counsel tables on each side and the public in the front rows.
  for (const [x0, x1] of [
    [80, 620],
    [980, 1520],
  ]) {
    parts.push(
      poly(
        [
          [x0, 640],
          [x1, 640],
          [x1 + 30, 700],
          [x0 - 30, 700],
        ],
        darker(wood, 0.1),
      ),
      rect(x0 - 30, 700, x1 - x0 + 60, 60, darker(wood, 0.35)),
    )
    for (let k = 0; k < 2; k++) parts.push(seatedFacing(rng, x0 + 150 + k * 240, 610, 110, 'suit'))
    parts.push(rect(x0 + 60, 650, 120, 20, '#f8fafc'))
  }
  parts.push(rect(0, 820, W, 30, darker(wood, 0.2)))
  for (let k = 0; k < 9; k++) parts.push(seatedFromBehind(rng, 100 + k * 175 + rng.between(-30, 30), 900, 150, rng.pick(['casual', 'suit'])))
  return svgDocument(W, H, parts.join(''), gradient('panels', [darker(wood, 0.25), wood]))
}

export function colonnade(rng: Random): string {
  const horizon = 700
  const s = sky(rng, rng.pick(['day', 'morning'] as const), horizon)
  const stone = '#e9e2d3'
  const parts = [s.svg, paving(horizon, '#cdbfa6')]
  parts.push(
    poly(
      [
        [150, 250],
        [800, 90],
        [1450, 250],
      ],
      stone,
    ),
    rect(150, 250, 1300, 40, darker(stone, 0.1)),
  )
  parts.push(rect(130, 630, 1340, 40, darker(stone, 0.15)), rect(110, 670, 1380, 30, darker(stone, 0.25)))
  for (let i = 0; i < 8; i++) {
    const x = 200 + i * 170
    parts.push(rect(x, 290, 70, 340, 'url(#column)'), rect(x - 12, 290, 94, 18, darker(stone, 0.1)), rect(x - 12, 612, 94, 18, darker(stone, 0.1)))
  }
  const flags = [
    ['#1eb6e8', '#ffffff', '#1eb53a'],
    ['#ffffff', '#d52b1e', '#ffffff'],
    ['#000000', '#dd0000', '#ffce00'],
    ['#00247d', '#ffffff', '#cf142b'],
    ['#00afca', '#fec50c', '#00afca'],
    ['#ffffff', '#bc002d', '#ffffff'],
  ]
  const start = rng.int(0, 2)
  for (let i = 0; i < 5; i++) {
    const x = 180 + i * 300
    const colors = flags[(start + i) % flags.length]
    parts.push(line(x, 720, x, 340, '#9ca3af', 6))
    colors.forEach((c, k) => parts.push(rect(x + 3, 350 + k * 32, 150, 32, c)))
  }
  for (let k = 0; k < 6; k++)
    parts.push(
      figure(rng, { x: rng.between(100, 1500), y: rng.between(780, 980), h: rng.between(200, 300), walking: true, outfit: rng.pick(['suit', 'casual']) }),
    )
  return svgDocument(W, H, parts.join(''), `${s.defs}${gradient('column', ['#d6cfc0', '#faf7f0', '#d6cfc0'], true)}`)
}
