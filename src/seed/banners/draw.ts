// Shapes the section banners share (src/seed/sectionBanners.ts): the canvas, people, rows of
// windows and books. Flat shapes only: sharp draws them without fonts or downloads.

export const WIDTH = 1920
export const HEIGHT = 640

/** The whole picture: a vertical gradient behind the scene's shapes. */
export const canvas = (top: string, bottom: string, body: string) => `
<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>
  ${body}
</svg>`

export const SKINS = ['#f1c7a5', '#d9a07b', '#b27a56', '#8d5a3b', '#e8b890', '#c68863']
export const HAIR = ['#1f2937', '#3b2314', '#6b4423', '#111827', '#a16207', '#57534e']
export const CLOTHES = ['#1d4ed8', '#b91c1c', '#047857', '#7c3aed', '#0f766e', '#c2410c', '#334155', '#be185d', '#ca8a04']

/** Picks the i-th colour of a list, round and round. */
export const pick = (list: string[], i: number) => list[i % list.length]!

type Figure = { x: number; y: number; h: number; i: number; scarf?: boolean; long?: boolean }

/** A standing person seen from the front: feet at (x, y), h tall; i varies skin, hair and clothes. */
export function person({ x, y, h, i, scarf = false, long = false }: Figure) {
  const u = h / 100
  const skin = pick(SKINS, i)
  const hair = pick(HAIR, i + 1)
  const top = pick(CLOTHES, i * 2)
  const legs = i % 3 === 0 ? '#1e293b' : i % 3 === 1 ? '#334155' : '#44403c'
  const head = y - h + 9 * u
  // Long hair and a headscarf are drawn behind the face, a fringe or the scarf's band over it.
  const behind = scarf
    ? `<ellipse cx="${x}" cy="${head + 5 * u}" rx="${12.5 * u}" ry="${15 * u}" fill="${pick(CLOTHES, i + 4)}"/>`
    : long
      ? `<rect x="${x - 11 * u}" y="${head - 7 * u}" width="${22 * u}" height="${26 * u}" rx="${10 * u}" fill="${hair}"/>`
      : ''
  const over = scarf
    ? `<path d="M${x - 11 * u} ${head - 1 * u} a${11 * u} ${10 * u} 0 0 1 ${22 * u} 0 q-${11 * u} -${5 * u} -${22 * u} 0Z" fill="${pick(CLOTHES, i + 4)}"/>`
    : `<path d="M${x - 9.5 * u} ${head} a${9.5 * u} ${9 * u} 0 0 1 ${19 * u} 0 q-${9.5 * u} -${4 * u} -${19 * u} ${3 * u}Z" fill="${hair}"/>`
  return `<g>
    <rect x="${x - 9 * u}" y="${y - 45 * u}" width="${7.5 * u}" height="${45 * u}" rx="${3 * u}" fill="${legs}"/>
    <rect x="${x + 1.5 * u}" y="${y - 45 * u}" width="${7.5 * u}" height="${45 * u}" rx="${3 * u}" fill="${legs}"/>
    <rect x="${x - 13 * u}" y="${head + 11 * u}" width="${26 * u}" height="${40 * u}" rx="${8 * u}" fill="${top}"/>
    <rect x="${x - 17 * u}" y="${head + 13 * u}" width="${6 * u}" height="${32 * u}" rx="${3 * u}" fill="${top}"/>
    <rect x="${x + 11 * u}" y="${head + 13 * u}" width="${6 * u}" height="${32 * u}" rx="${3 * u}" fill="${top}"/>
    ${behind}
    <circle cx="${x}" cy="${head + 2 * u}" r="${9 * u}" fill="${skin}"/>
    ${over}
  </g>`
}

/** A head and shoulders seen from behind (an audience, a class): centre x, shoulders at y, s wide. */
export function backOfHead(x: number, y: number, s: number, i: number) {
  const hair = pick(HAIR, i)
  const top = pick(CLOTHES, i + 3)
  const long = i % 3 === 1
  return `<g>
    <path d="M${x - s / 2} ${y + s * 0.6} q0 -${s * 0.6} ${s / 2} -${s * 0.6} q${s / 2} 0 ${s / 2} ${s * 0.6}Z" fill="${top}"/>
    <ellipse cx="${x}" cy="${y - s * 0.18}" rx="${s * 0.22}" ry="${s * (long ? 0.3 : 0.25)}" fill="${hair}"/>
    ${long ? `<rect x="${x - s * 0.2}" y="${y - s * 0.1}" width="${s * 0.4}" height="${s * 0.25}" rx="${s * 0.08}" fill="${hair}"/>` : ''}
  </g>`
}

/** A grid of windows: cols × rows, each w × h, gap apart, from (x, y). */
export function windows(x: number, y: number, cols: number, rows: number, w: number, h: number, gap: number, fill: string) {
  const out: string[] = []
  for (let r = 0; r < rows; r++)
    for (let c = 0; c < cols; c++) out.push(`<rect x="${x + c * (w + gap)}" y="${y + r * (h + gap * 1.4)}" width="${w}" height="${h}" rx="3" fill="${fill}"/>`)
  return out.join('')
}

/** Books standing on a shelf from x to x + width, their feet on y: heights and colours vary by seed. */
export function books(x: number, y: number, width: number, seed: number, colours: string[]) {
  const out: string[] = []
  let at = x
  let i = seed
  while (at < x + width - 14) {
    const w = 12 + ((i * 7) % 12)
    const h = 58 + ((i * 13) % 30)
    out.push(`<rect x="${at}" y="${y - h}" width="${w}" height="${h}" rx="2" fill="${pick(colours, i * 3)}"/>`)
    if (i % 4 === 0) out.push(`<rect x="${at + 2}" y="${y - h + 10}" width="${w - 4}" height="5" fill="#fef3c7" fill-opacity="0.7"/>`)
    at += w + 2
    i++
  }
  return out.join('')
}

/** A leafy tree: trunk at x, ground at y, crown r across. */
export const tree = (x: number, y: number, r: number, leaf = '#3f7d3a') => `
  <rect x="${x - r * 0.08}" y="${y - r * 1.3}" width="${r * 0.16}" height="${r * 1.3}" fill="#6b4423"/>
  <circle cx="${x}" cy="${y - r * 1.5}" r="${r * 0.62}" fill="${leaf}"/>
  <circle cx="${x - r * 0.45}" cy="${y - r * 1.2}" r="${r * 0.45}" fill="${leaf}"/>
  <circle cx="${x + r * 0.45}" cy="${y - r * 1.2}" r="${r * 0.45}" fill="${leaf}"/>`

/** A sheet of paper with text lines, at (x, y), w × h, turned by `turn` degrees. */
export function sheet(x: number, y: number, w: number, h: number, turn = 0, lines = 6) {
  const rows = Array.from(
    { length: lines },
    (_, i) =>
      `<rect x="${w * 0.12}" y="${h * 0.18 + i * ((h * 0.7) / lines)}" width="${w * (i % 3 === 2 ? 0.5 : 0.76)}" height="${Math.max(3, h * 0.03)}" fill="#94a3b8"/>`,
  ).join('')
  return `<g transform="translate(${x} ${y}) rotate(${turn})"><rect width="${w}" height="${h}" rx="3" fill="#ffffff"/>${rows}</g>`
}
