// Deterministic choices for the demo art: the same name always gives the same picture, on any
// machine, so a re-seed changes nothing and a test can compare two renders byte for byte.

/** FNV-1a: a stable 32-bit number from a text (a person's name, a subject and variant). */
export function hashText(text: string): number {
  let hash = 0x811c9dc5
  for (const char of text) {
    hash ^= char.codePointAt(0) ?? 0
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return hash
}

export type Random = {
  /** 0 ≤ n < 1 */
  next: () => number
  between: (min: number, max: number) => number
  int: (min: number, max: number) => number
  pick: <T>(list: readonly T[]) => T
  chance: (probability: number) => boolean
}

/** mulberry32: small, fast and good enough to scatter people and props. */
export function randomFrom(seed: number | string): Random {
  let state = typeof seed === 'string' ? hashText(seed) : seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const between = (min: number, max: number) => min + (max - min) * next()
  return {
    next,
    between,
    int: (min, max) => Math.floor(between(min, max + 1)),
    pick: (list) => list[Math.floor(next() * list.length)],
    chance: (probability) => next() < probability,
  }
}
