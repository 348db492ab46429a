// Scenes that move, for the home banner's clip (src/seed/bannerVideo.ts): drawn once in the
// banner's own 1920 × 800, then each frame adds the people where they are at that moment and
// looks through a camera that drifts sideways, the sky behind moving less than the ground.
import { type FigureOptions, figure, type Outfit } from './figures'
import { mountains, paving, type Sky, sky } from './outdoor'
import { hashText, randomFrom } from './random'
import { W } from './room'

export const BANNER = { width: 1920, height: 800 }
/** The camera sees a little less than the whole banner, so it has room to drift. */
const VIEW = { width: 1800, height: 750, x: 60, y: 20 }
/** The sky and mountains follow this share of the camera's drift, so they pass slower than the ground. */
const PARALLAX = 0.7
const TAU = Math.PI * 2

/** Something standing on the ground, drawn back to front by where it stands (y). */
export type Thing = { y: number; draw: (seconds: number) => string }

export type MovingScene = {
  /** sky and mountains */
  far: string
  /** the ground and what never moves on it */
  near: string
  defs: string
  things: Thing[]
  /** the camera's drift, pixels a second (negative: to the left) */
  pan: number
}

/**
 * The outdoor backdrop stretched to the banner's width (the art's pieces are drawn 1600 wide),
 * with a margin either side for the camera's drift. Its gradient gets an id of its own, so two
 * scenes can be on screen together in a cross-fade.
 */
export function backdrop(key: string, time: Sky, horizon: number): Pick<MovingScene, 'far' | 'defs'> & { ground: (color: string) => string } {
  const rng = randomFrom(key)
  const id = `sky-${key}`
  const s = sky(rng, time, horizon)
  const stretch = (svg: string) => `<g transform="translate(-60 0) scale(${(BANNER.width + 120) / W} 1)">${svg}</g>`
  return {
    far: stretch(`${s.svg.replaceAll('url(#sky)', `url(#${id})`)}${mountains(rng, horizon - 110, '#8794ad')}`),
    defs: s.defs.replace('id="sky"', `id="${id}"`),
    // The joints of the paving meet below the middle of the banner once stretched.
    ground: (color) => stretch(paving(horizon, color, ((BANNER.width / 2 + 60) * W) / (BANNER.width + 120))),
  }
}

/** How tall a person standing at y is, when people at `near` are `tall` and shrink to nothing at `vanish`. */
export const heightAt = (y: number, vanish: number, near: number, tall: number) => (tall * (y - vanish)) / (near - vanish)

/**
 * A person on the ground: `pace` is in their own heights a second (about 0.8 for a walk; negative
 * walks left), 0 stands still. The same key draws the same person in every frame.
 */
export function person(key: string, o: Pick<FigureOptions, 'x' | 'y' | 'h' | 'view'> & { pace: number; outfit?: Outfit }): Thing {
  const phase = (hashText(key) % 1000) / 1000
  return {
    y: o.y,
    draw: (seconds) =>
      figure(randomFrom(key), {
        ...o,
        x: o.x + o.pace * o.h * seconds,
        walking: o.pace !== 0,
        // About two steps a second, each leg forward in turn.
        step: Math.sin(TAU * (phase + seconds)),
      }),
  }
}

/** The scene at `seconds` from the middle of its turn on screen, as a group filling the banner. */
export function shot(scene: MovingScene, seconds: number): string {
  const camera = VIEW.x + scene.pan * seconds
  const zoom = BANNER.width / VIEW.width
  const things = [...scene.things]
    .sort((a, b) => a.y - b.y)
    .map((thing) => thing.draw(seconds))
    .join('')
  return `<g transform="scale(${zoom.toFixed(4)}) translate(${(-camera).toFixed(1)} ${-VIEW.y})"><g transform="translate(${(PARALLAX * (camera - VIEW.x)).toFixed(1)} 0)">${scene.far}</g>${scene.near}${things}</g>`
}
