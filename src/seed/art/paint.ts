// Colours and small SVG helpers shared by every picture of the demo art.

/** Mixes two #rrggbb colours: t = 0 gives a, t = 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const channel = (hex: string, i: number) => Number.parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16)
  const out = [0, 1, 2].map((i) =>
    Math.round(channel(a, i) + (channel(b, i) - channel(a, i)) * t)
      .toString(16)
      .padStart(2, '0'),
  )
  return `#${out.join('')}`
}
export const darker = (hex: string, t: number) => mix(hex, '#000000', t)
export const lighter = (hex: string, t: number) => mix(hex, '#ffffff', t)

/** Numbers rounded to one decimal keep the SVG (and the stored source) small. */
export const n = (value: number) => (Math.round(value * 10) / 10).toString()

export const svgDocument = (width: number, height: number, body: string, defs = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${defs}</defs>${body}</svg>`

/** A gradient to fill with `url(#id)`; vertical unless said otherwise. */
export const gradient = (id: string, stops: string[], horizontal = false) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${horizontal ? 1 : 0}" y2="${horizontal ? 0 : 1}">${stops
    .map((color, i) => `<stop offset="${n(i / Math.max(1, stops.length - 1))}" stop-color="${color}"/>`)
    .join('')}</linearGradient>`

export const rect = (x: number, y: number, w: number, h: number, fill: string, extra = '') =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`

export const poly = (points: number[][], fill: string, extra = '') =>
  `<path d="M${points.map(([x, y]) => `${n(x)} ${n(y)}`).join(' L')}Z" fill="${fill}"${extra ? ` ${extra}` : ''}/>`

export const circle = (cx: number, cy: number, r: number, fill: string, extra = '') =>
  `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`

export const line = (x1: number, y1: number, x2: number, y2: number, stroke: string, width: number, extra = '') =>
  `<path d="M${n(x1)} ${n(y1)} L${n(x2)} ${n(y2)}" stroke="${stroke}" stroke-width="${n(width)}"${extra ? ` ${extra}` : ''}/>`

/** Skin tones from light to deep: people in the pictures are drawn from all of them. */
export const SKIN = ['#f6d5bd', '#eec4a2', '#e0ac84', '#c98e66', '#b47750', '#93603f', '#74472c', '#5a3520']
export const HAIR = ['#1d1410', '#2e1f17', '#4a3021', '#6b4430', '#8c5a35', '#b08050', '#c9a46b', '#7c7c7c', '#d8d4cc']
/** Clothes in the muted colours people wear, with a few bright ones. */
export const CLOTHES = [
  '#1f2a44',
  '#334155',
  '#475569',
  '#6b7280',
  '#0f766e',
  '#1d4ed8',
  '#7c2d12',
  '#9f1239',
  '#a16207',
  '#e5e7eb',
  '#f8fafc',
  '#4d7c0f',
  '#6d28d9',
  '#be185d',
  '#0e7490',
  '#3f3f46',
]
