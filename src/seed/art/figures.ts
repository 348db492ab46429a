// People for the scenes: small flat figures, each with its own skin, hair and clothes, so a
// crowd reads as many people rather than one shape repeated.
import { CLOTHES, circle, darker, HAIR, lighter, n, poly, rect, SKIN } from './paint'
import type { Random } from './random'

export type Outfit = 'casual' | 'labCoat' | 'suit' | 'hardHat' | 'gown' | 'sport'
type Hair = 'short' | 'long' | 'bun' | 'headscarf' | 'curly' | 'bald'

export type FigureOptions = {
  x: number
  /** where the feet touch the ground */
  y: number
  /** full height in pixels */
  h: number
  view?: 'front' | 'back'
  walking?: boolean
  /** where a walker is in their stride, -1 to 1, so frames of a clip can swing the legs; a still picture leaves it to chance */
  step?: number
  outfit?: Outfit
  /** raised arms: a cheer, a thrown cap */
  cheering?: boolean
}

function look(rng: Random, outfit: Outfit) {
  const hair: Hair = outfit === 'hardHat' ? 'short' : rng.pick(['short', 'short', 'long', 'bun', 'headscarf', 'curly', 'bald', 'long'])
  const top =
    outfit === 'labCoat'
      ? '#f4f6f8'
      : outfit === 'gown'
        ? '#1b2540'
        : outfit === 'suit'
          ? rng.pick(['#1f2a44', '#2b2d33', '#3b4252', '#4b3b2f'])
          : outfit === 'hardHat'
            ? rng.pick(['#f97316', '#facc15', '#1d4ed8'])
            : rng.pick(CLOTHES)
  return {
    skin: rng.pick(SKIN),
    hair,
    hairColor: rng.pick(HAIR.slice(0, 7)),
    scarf: rng.pick(['#9f1239', '#0f766e', '#1e3a8a', '#d6c7b0', '#6d28d9', '#57534e']),
    top,
    legs: outfit === 'sport' ? rng.pick(['#1f2937', '#1d4ed8', '#b91c1c']) : rng.pick(['#1f2937', '#334155', '#1e3a5f', '#3f3f46', '#78716c', '#d6d3d1']),
    skirt: outfit !== 'hardHat' && outfit !== 'sport' && rng.chance(0.3),
    bag: outfit === 'casual' && rng.chance(0.35) ? rng.pick(['#b45309', '#1e293b', '#be123c', '#15803d']) : null,
  }
}

function head(x: number, cy: number, r: number, view: 'front' | 'back', l: ReturnType<typeof look>, outfit: Outfit) {
  const { hair, hairColor, skin, scarf } = l
  if (hair === 'headscarf') {
    return `${poly(
      [
        [x - r * 1.25, cy + r * 1.9],
        [x - r * 1.2, cy - r * 0.3],
        [x, cy - r * 1.25],
        [x + r * 1.2, cy - r * 0.3],
        [x + r * 1.25, cy + r * 1.9],
      ],
      scarf,
    )}${circle(x, cy - r * 0.1, r * 1.15, scarf)}${view === 'front' ? `<ellipse cx="${n(x)}" cy="${n(cy + r * 0.1)}" rx="${n(r * 0.72)}" ry="${n(r * 0.85)}" fill="${skin}"/>` : ''}`
  }
  const face = circle(x, cy, r, skin)
  const cap = `<path d="M${n(x - r * 1.02)} ${n(cy + r * 0.05)} A${n(r * 1.02)} ${n(r * 1.05)} 0 0 1 ${n(x + r * 1.02)} ${n(cy + r * 0.05)} Q${n(x)} ${n(cy - r * 0.55)} ${n(x - r * 1.02)} ${n(cy + r * 0.05)}Z" fill="${hairColor}"/>`
  let hairBack = ''
  let hairTop = ''
  if (hair === 'long') hairBack = rect(x - r * 1.08, cy - r * 0.4, r * 2.16, r * 2.5, hairColor, `rx="${n(r * 0.9)}"`)
  if (hair === 'bun') hairTop = circle(x, cy - r * 1.05, r * 0.5, hairColor)
  if (hair === 'curly') hairTop = [-0.8, -0.3, 0.3, 0.8, 0].map((dx, i) => circle(x + dx * r, cy - r * (i === 4 ? 0.95 : 0.55), r * 0.5, hairColor)).join('')
  const top = hair === 'bald' ? '' : cap
  const back = view === 'back' && hair !== 'bald' ? circle(x, cy, r * 1.02, hairColor) : ''
  const hat =
    outfit === 'hardHat'
      ? `<path d="M${n(x - r * 1.35)} ${n(cy - r * 0.2)} Q${n(x)} ${n(cy - r * 1.9)} ${n(x + r * 1.35)} ${n(cy - r * 0.2)}Z" fill="#facc15"/>`
      : outfit === 'gown'
        ? `${poly(
            [
              [x - r * 1.6, cy - r * 0.95],
              [x, cy - r * 1.45],
              [x + r * 1.6, cy - r * 0.95],
              [x, cy - r * 0.5],
            ],
            '#111827',
          )}${rect(x - r * 0.7, cy - r * 0.95, r * 1.4, r * 0.5, '#111827')}`
        : ''
  return `${hairBack}${face}${top}${hairTop}${back}${hat}`
}

/** One standing or walking person, feet at (x, y). */
export function figure(rng: Random, o: FigureOptions): string {
  const outfit = o.outfit ?? 'casual'
  const l = look(rng, outfit)
  const { x, y, h } = o
  const view = o.view ?? (rng.chance(0.5) ? 'front' : 'back')
  const r = h * 0.075
  const headY = y - h + r
  const shoulderY = y - h * 0.8
  const hipY = y - h * 0.46
  const sw = h * 0.13
  const hw = h * 0.11
  const legW = h * 0.085
  const stride = o.walking ? h * 0.09 * (o.step ?? (rng.chance(0.5) ? 1 : -1)) : 0
  const legs = [-1, 1]
    .map((side) => {
      const top = x + side * hw * 0.5
      const foot = top + (side === 1 ? stride : -stride)
      return poly(
        [
          [top - legW / 2, hipY],
          [top + legW / 2, hipY],
          [foot + legW / 2, y],
          [foot - legW / 2, y],
        ],
        l.skirt ? darker(l.skin, 0.1) : l.legs,
      )
    })
    .join('')
  const shoes = [-1, 1]
    .map((side) => rect(x + side * hw * 0.5 + (side === 1 ? stride : -stride) - legW * 0.65, y - h * 0.025, legW * 1.3, h * 0.03, '#1c1917', 'rx="2"'))
    .join('')
  const gownLength = outfit === 'gown' || outfit === 'labCoat' ? h * 0.3 : 0
  const torso = poly(
    [
      [x - sw, shoulderY + h * 0.03],
      [x - sw * 0.7, shoulderY],
      [x + sw * 0.7, shoulderY],
      [x + sw, shoulderY + h * 0.03],
      [x + hw * (gownLength ? 1.3 : 1), hipY + gownLength],
      [x - hw * (gownLength ? 1.3 : 1), hipY + gownLength],
    ],
    l.top,
  )
  const skirt = l.skirt
    ? poly(
        [
          [x - hw, hipY - 2],
          [x + hw, hipY - 2],
          [x + hw * 1.5, y - h * 0.16],
          [x - hw * 1.5, y - h * 0.16],
        ],
        l.legs,
      )
    : ''
  const sleeve = outfit === 'labCoat' ? '#e5e9ee' : darker(l.top, 0.12)
  const arms = [-1, 1]
    .map((side) => {
      const sx = x + side * sw * 0.92
      if (o.cheering) {
        return `${poly(
          [
            [sx - h * 0.03, shoulderY + h * 0.04],
            [sx + h * 0.03, shoulderY + h * 0.02],
            [sx + side * h * 0.12 + h * 0.02, shoulderY - h * 0.3],
            [sx + side * h * 0.12 - h * 0.03, shoulderY - h * 0.29],
          ],
          sleeve,
        )}${circle(sx + side * h * 0.12, shoulderY - h * 0.31, h * 0.028, l.skin)}`
      }
      const swing = o.walking ? side * stride * 0.5 : side * h * 0.015
      return `${poly(
        [
          [sx - h * 0.035, shoulderY + h * 0.02],
          [sx + h * 0.035, shoulderY + h * 0.02],
          [sx + swing + h * 0.03, y - h * 0.45],
          [sx + swing - h * 0.03, y - h * 0.45],
        ],
        sleeve,
      )}${circle(sx + swing, y - h * 0.44, h * 0.028, l.skin)}`
    })
    .join('')
  const collar =
    outfit === 'suit'
      ? poly(
          [
            [x - sw * 0.35, shoulderY],
            [x + sw * 0.35, shoulderY],
            [x, shoulderY + h * 0.12],
          ],
          '#f8fafc',
        )
      : ''
  const bag = l.bag && view === 'back' ? rect(x - sw * 0.75, shoulderY + h * 0.05, sw * 1.5, h * 0.22, l.bag, `rx="${n(h * 0.03)}"`) : ''
  const neck = rect(x - r * 0.4, headY + r * 0.6, r * 0.8, r * 1.2, darker(l.skin, 0.08))
  return `<g>${legs}${shoes}${skirt}${neck}${torso}${collar}${arms}${bag}${head(x, headY, r, view, l, outfit)}</g>`
}

/** A seated person seen from behind (an audience, a class): shoulders and the back of the head. */
export function seatedFromBehind(rng: Random, x: number, y: number, s: number, outfit: Outfit = 'casual'): string {
  const l = look(rng, outfit)
  const r = s * 0.32
  const shoulders = `<path d="M${n(x - s * 0.62)} ${n(y + s * 0.9)} Q${n(x - s * 0.6)} ${n(y)} ${n(x)} ${n(y - s * 0.02)} Q${n(x + s * 0.6)} ${n(y)} ${n(x + s * 0.62)} ${n(y + s * 0.9)}Z" fill="${l.top}"/>`
  const headY = y - r * 0.9
  const hairColor = l.hair === 'headscarf' ? l.scarf : l.hair === 'bald' ? l.skin : l.hairColor
  const long = l.hair === 'long' ? rect(x - r * 1.05, headY, r * 2.1, r * 1.9, l.hairColor, `rx="${n(r * 0.8)}"`) : ''
  const bun = l.hair === 'bun' ? circle(x, headY - r * 0.95, r * 0.45, l.hairColor) : ''
  const ears = l.hair === 'headscarf' ? '' : [-1, 1].map((side) => circle(x + side * r * 0.98, headY + r * 0.1, r * 0.2, l.skin)).join('')
  return `<g>${shoulders}${long}${ears}${circle(x, headY, r, hairColor)}${bun}</g>`
}

/** A seated person facing us behind a desk: head, shoulders and a lighter collar. */
export function seatedFacing(rng: Random, x: number, y: number, s: number, outfit: Outfit = 'casual'): string {
  const l = look(rng, outfit)
  const r = s * 0.3
  const headY = y - r * 0.9
  const shoulders = `<path d="M${n(x - s * 0.6)} ${n(y + s * 0.9)} Q${n(x - s * 0.58)} ${n(y)} ${n(x)} ${n(y - s * 0.02)} Q${n(x + s * 0.58)} ${n(y)} ${n(x + s * 0.6)} ${n(y + s * 0.9)}Z" fill="${l.top}"/>`
  const collar = poly(
    [
      [x - r * 0.6, y],
      [x + r * 0.6, y],
      [x, y + r * 0.8],
    ],
    lighter(l.top, 0.5),
  )
  return `<g>${shoulders}${collar}${head(x, headY, r, 'front', l, outfit)}</g>`
}

/**
 * A crowd on the ground between two depths: people further back are smaller and higher, drawn
 * first so nearer ones stand in front of them.
 */
export function crowd(
  rng: Random,
  count: number,
  area: { x0: number; x1: number; yBack: number; yFront: number; hBack: number; hFront: number },
  options: Partial<FigureOptions> = {},
): string {
  const people = Array.from({ length: count }, () => {
    const depth = rng.next()
    return { x: rng.between(area.x0, area.x1), depth }
  }).sort((a, b) => a.depth - b.depth)
  return people
    .map(({ x, depth }) =>
      figure(rng, {
        walking: rng.chance(0.5),
        ...options,
        x,
        y: area.yBack + (area.yFront - area.yBack) * depth,
        h: area.hBack + (area.hFront - area.hBack) * depth,
      }),
    )
    .join('')
}
