// The campus in motion, for the home banner's clip: the square before the main building (its
// tiled portal, dome and minarets) with students crossing it, and the courtyard under the plane
// trees with its fountain. Built from the same pieces as the still campus scenes (campus.ts).
import { type MovingScene, backdrop, heightAt, person, type Thing } from '../motion'
import { bench, building, lamp, portal, tree } from '../outdoor'
import { circle, line, n, rect } from '../paint'
import { randomFrom } from '../random'

/** People as [x, y, pace, view]: pace in heights a second, 0 for someone standing still. */
type Crowd = [number, number, number, 'front' | 'back'][]

const still = (y: number, svg: string): Thing => ({ y, draw: () => svg })
const crowdOf = (key: string, people: Crowd, size: (y: number) => number) =>
  people.map(([x, y, pace, view], i) => person(`${key}:${i}`, { x, y, h: size(y), pace, view, outfit: i % 7 === 3 ? 'suit' : 'casual' }))

/** Swifts over the square, wings beating; they cross the sky in the time the square is on screen. */
const birds: Thing = {
  y: 0,
  draw: (seconds) =>
    [
      [700, 120, 70],
      [780, 150, 64],
      [1250, 90, 58],
    ]
      .map(([x, y, speed], i) => {
        const bx = x + speed * seconds
        const lift = 7 * Math.sin(Math.PI * 2 * (2.5 * seconds + i / 3))
        return `<path d="M${n(bx - 14)} ${n(y - lift)} Q${n(bx - 6)} ${n(y - 9)} ${n(bx)} ${y} Q${n(bx + 6)} ${n(y - 9)} ${n(bx + 14)} ${n(y - lift)}" stroke="#334155" stroke-width="3" fill="none"/>`
      })
      .join(''),
}

export function squareInMotion(): MovingScene {
  const horizon = 520
  const rng = randomFrom('banner:square')
  const back = backdrop('square', 'morning', horizon)
  const wall = '#e4d3b4'
  const near = [
    back.ground('#cfc6b8'),
    ...[250, 330, 1600, 1680].map((x) => tree(rng, x, horizon, 0.8, 'poplar')),
    building(330, horizon, 500, 210, wall, { arcade: true, floors: 2 }),
    building(1090, horizon, 500, 210, wall, { arcade: true, floors: 2 }),
    portal(810, horizon, 300, 320, { dome: true, minarets: true }),
  ].join('')
  const people: Crowd = [
    [300, 575, 0.75, 'back'],
    [1150, 575, -0.8, 'front'],
    [700, 600, 0, 'front'],
    [745, 602, 0, 'front'],
    [1350, 600, 0.7, 'back'],
    [900, 630, -0.8, 'front'],
    [1600, 630, -0.75, 'back'],
    [150, 660, 0.8, 'front'],
    [1250, 665, 0, 'front'],
    [1300, 662, 0, 'back'],
    [560, 700, 0.85, 'back'],
    [1500, 700, -0.8, 'front'],
    [1000, 738, 0.8, 'front'],
    [1800, 735, -0.85, 'back'],
  ]
  const things = [
    birds,
    still(600, tree(rng, 90, 600, 1.1, 'round')),
    still(610, tree(rng, 1830, 610, 1.1, 'blossom')),
    still(690, lamp(520, 690, 1.1)),
    still(690, lamp(1400, 690, 1.1)),
    ...crowdOf('banner:square', people, (y) => heightAt(y, 455, 760, 300)),
  ]
  return { far: back.far, near, defs: back.defs, things, pan: 14 }
}

/** The pool in the middle of the courtyard, rings spreading on the water from the jet. */
function fountain(x: number, y: number): Thing {
  const rim = `<ellipse cx="${x}" cy="${y}" rx="200" ry="40" fill="#5b9bd5" stroke="#a8a29e" stroke-width="12"/>`
  const jet = [-1, 1].map(
    (side) =>
      `<path d="M${x} ${y - 62} Q${x + side * 40} ${y - 92} ${x + side * 80} ${y - 4}" stroke="#dbeafe" stroke-width="5" fill="none" stroke-opacity="0.85"/>`,
  )
  return {
    y,
    draw: (seconds) => {
      const rings = [0, 1, 2].map((k) => {
        const age = (((seconds / 2 + k / 3) % 1) + 1) % 1
        return `<ellipse cx="${x}" cy="${y}" rx="${n(40 + 150 * age)}" ry="${n(8 + 30 * age)}" fill="none" stroke="#e0f2fe" stroke-width="3" stroke-opacity="${n(0.7 * (1 - age))}"/>`
      })
      return `${rim}${rings.join('')}${rect(x - 8, y - 60, 16, 60, '#a8a29e')}${circle(x, y - 64, 14, '#bfdbfe')}${jet.join('')}`
    },
  }
}

export function courtyardInMotion(): MovingScene {
  const horizon = 450
  const rng = randomFrom('banner:courtyard')
  const back = backdrop('courtyard', 'day', horizon)
  const wall = '#eadfca'
  const trees: [number, number, number][] = [
    [160, 800, 2.8],
    [520, 590, 1.15],
    [1400, 600, 1.2],
    [1770, 800, 2.8],
  ]
  // The plane trees' shade lies on the paving, under whoever walks through it.
  const shade = trees.map(([x, y, s]) => `<ellipse cx="${x}" cy="${y}" rx="${n(150 * s)}" ry="${n(26 * s)}" fill="#000" fill-opacity="0.12"/>`)
  const near = [
    back.ground('#d9c7a5'),
    building(-40, horizon, 860, 250, wall, { arcade: true, floors: 2 }),
    building(1100, horizon, 860, 250, wall, { arcade: true, floors: 2 }),
    portal(810, horizon, 300, 320),
    ...shade,
    line(0, horizon + 2, 1920, horizon + 2, '#b7a382', 4),
  ].join('')
  const people: Crowd = [
    [380, 520, 0.7, 'front'],
    [1250, 525, -0.75, 'back'],
    [760, 560, 0, 'front'],
    [800, 558, 0, 'back'],
    [1600, 640, -0.8, 'front'],
    [260, 660, 0.8, 'back'],
    [500, 575, 0.75, 'front'],
    [1080, 690, -0.8, 'front'],
    [1350, 720, -0.8, 'back'],
    [620, 735, 0.85, 'front'],
  ]
  const things = [
    fountain(960, 610),
    ...trees.map(([x, y, s]) => still(y, tree(rng, x, y, s, 'plane'))),
    still(700, bench(300, 700, 1.3)),
    still(715, bench(1480, 715, 1.3)),
    ...crowdOf('banner:courtyard', people, (y) => heightAt(y, 385, 760, 310)),
  ]
  return { far: back.far, near, defs: back.defs, things, pan: -14 }
}
