// Languages and philology: a reading room lined with books, and a desk of manuscripts and letters.
import { seatedFromBehind } from '../figures'
import { circle, darker, lighter, line, n, poly, rect, svgDocument } from '../paint'
import { bookcase } from '../props'
import type { Random } from '../random'
import { desk, H, onDesk, room, W } from '../room'

export function readingRoom(rng: Random): string {
  const r = room({ back: { x0: 420, y0: 150, x1: 1180, y1: 600 }, wall: '#e8dcc6', floor: '#8b5e3c', windows: 'none', lights: false })
  const parts = [r.svg]
  // Shelves along the back wall and down both sides.
  for (let i = 0; i < 4; i++) parts.push(bookcase(rng, 430 + i * 187, 190, 180, 400))
  for (let i = 0; i < 3; i++) {
    const x = 20 + i * 130
    parts.push(bookcase(rng, x, 120 + i * 25, 120, 780 - i * 90, '#5a3a22'))
    parts.push(bookcase(rng, W - x - 120, 120 + i * 25, 120, 780 - i * 90, '#5a3a22'))
  }
  for (const d of [0.3, 0.62]) {
    parts.push(desk(r, 0.3, 0.7, d, 0.12, '#6e4a2c'))
    for (const u of [0.36, 0.5, 0.64]) {
      const top = onDesk(r, u, d + 0.05)
      parts.push(line(top.x, top.y, top.x, top.y - 60 * top.s, '#c9a227', 3 * top.s), circle(top.x, top.y - 64 * top.s, 16 * top.s, '#fde68a'))
      parts.push(
        `<path d="M${n(top.x - 40 * top.s)} ${n(top.y + 30 * top.s)} L${n(top.x)} ${n(top.y + 24 * top.s)} L${n(top.x + 40 * top.s)} ${n(top.y + 30 * top.s)}" stroke="#f8fafc" stroke-width="${n(12 * top.s)}" fill="none"/>`,
      )
      if (rng.chance(0.75)) {
        const p = r.at(u + rng.between(-0.02, 0.02), d + 0.3)
        parts.push(seatedFromBehind(rng, p.x, p.y - 170 * p.s, 120 * p.s))
      }
    }
  }
  parts.push(`<ellipse cx="800" cy="40" rx="420" ry="60" fill="#fff7e0" fill-opacity="0.6"/>`)
  return svgDocument(W, H, parts.join(''), r.defs)
}

/** Seen from above: an open manuscript, letters in several scripts (as lines), a pen and tea. */
export function manuscriptDesk(rng: Random): string {
  const wood = rng.pick(['#6b4226', '#7a4f2e', '#5c3a21'])
  const parts = [rect(0, 0, W, H, wood)]
  for (let i = 0; i < 14; i++) parts.push(line(0, i * 75 + rng.between(0, 30), W, i * 75 + rng.between(0, 30), darker(wood, 0.15), 2))
  const ink = ['#1f2937', '#1e3a8a', '#7f1d1d']
  // Letters and index cards scattered under the book.
  for (let k = 0; k < 6; k++) {
    const x = rng.between(60, 1300)
    const y = rng.between(40, 700)
    const paper = rng.pick(['#f5efe0', '#fbf7ee', '#efe4c8'])
    const lines = Array.from({ length: 8 }, (_, i) => rect(x + 20, y + 30 + i * 22, rng.between(120, 200), 4, rng.pick(ink), 'fill-opacity="0.6"')).join('')
    parts.push(`<g transform="rotate(${rng.between(-25, 25).toFixed(1)} ${n(x + 120)} ${n(y + 110)})">${rect(x, y, 260, 230, paper)}${lines}</g>`)
  }
  // The open book, its pages in two columns of text and a red initial.
  const bx = rng.between(380, 520)
  const by = rng.between(230, 330)
  parts.push(rect(bx - 24, by - 18, 748, 488, '#5b1a1a', 'rx="12"'))
  for (const side of [0, 1]) {
    const px = bx + side * 354
    parts.push(rect(px, by, 346, 452, side ? '#f4ead2' : '#f7eed8'))
    parts.push(rect(px + 30, by + 40, 40, 46, '#9f1239'))
    for (let i = 0; i < 16; i++) {
      const indent = i < 2 ? 56 : 0
      parts.push(rect(px + 30 + indent, by + 44 + i * 24, rng.between(220, 286) - indent, 5, '#3b3024', 'fill-opacity="0.7"'))
    }
  }
  parts.push(rect(bx + 348, by, 8, 452, darker('#f4ead2', 0.2)))
  // A fountain pen and a cup of green tea (piyola) beside the book.
  parts.push(
    `<g transform="rotate(-32 ${n(bx + 900)} ${n(by + 380)})">${rect(bx + 820, by + 370, 200, 18, '#111827', 'rx="9"')}${poly(
      [
        [bx + 820, by + 370],
        [bx + 790, by + 379],
        [bx + 820, by + 388],
      ],
      '#c9a227',
    )}</g>`,
  )
  const tx = rng.chance(0.5) ? bx - 200 : bx + 900
  parts.push(
    circle(tx, by + 120, 95, '#f8fafc'),
    circle(tx, by + 120, 80, '#2563eb'),
    circle(tx, by + 120, 66, '#f8fafc'),
    circle(tx, by + 120, 56, '#a3a33a'),
    circle(tx - 14, by + 108, 14, lighter('#a3a33a', 0.4)),
  )
  parts.push(`<rect width="${W}" height="${H}" fill="url(#vignette)"/>`)
  return svgDocument(
    W,
    H,
    parts.join(''),
    `<radialGradient id="vignette"><stop offset="0.6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.35"/></radialGradient>`,
  )
}
