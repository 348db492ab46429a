// Things that tell a room's subject at a glance: screens with code or charts, shelves of books,
// a lectern, a potted plant.
import { circle, darker, lighter, line, n, poly, rect } from './paint'
import type { Random } from './random'

export type ScreenContent = 'code' | 'chart' | 'candles' | 'slides' | 'map' | 'dark'
const SYNTAX = ['#7dd3fc', '#f9a8d4', '#fde68a', '#86efac', '#c4b5fd', '#e2e8f0']

/** What a screen shows, fitted to its rectangle. */
export function screenContent(rng: Random, x: number, y: number, w: number, h: number, content: ScreenContent): string {
  const parts: string[] = []
  if (content === 'code') {
    const rows = Math.max(3, Math.floor(h / 14))
    for (let i = 0; i < rows; i++) {
      let cx = x + w * 0.06 + (i % 4 === 0 ? 0 : w * 0.05 * rng.int(1, 3))
      for (let t = 0; t < rng.int(1, 4) && cx < x + w * 0.9; t++) {
        const tw = Math.min(rng.between(0.08, 0.25) * w, x + w * 0.94 - cx)
        parts.push(rect(cx, y + h * 0.08 + (i * (h * 0.86)) / rows, tw, Math.max(2, h / rows / 2.4), rng.pick(SYNTAX)))
        cx += tw + w * 0.03
      }
    }
  } else if (content === 'chart') {
    const bars = 7
    for (let i = 0; i < bars; i++) {
      const bh = rng.between(0.2, 0.75) * h
      parts.push(rect(x + w * 0.1 + (i * w * 0.8) / bars, y + h * 0.9 - bh, (w * 0.8) / bars - 6, bh, i % 2 ? '#60a5fa' : '#34d399'))
    }
    const points = Array.from({ length: 8 }, (_, i) => `${n(x + w * 0.08 + (i * w * 0.84) / 7)} ${n(y + h * (0.55 - i * 0.05) + rng.between(-0.08, 0.08) * h)}`)
    parts.push(`<path d="M${points.join(' L')}" stroke="#f59e0b" stroke-width="${n(Math.max(2, w / 120))}" fill="none"/>`)
  } else if (content === 'candles') {
    let level = 0.5
    const count = Math.max(8, Math.floor(w / 16))
    for (let i = 0; i < count; i++) {
      const next = Math.min(0.85, Math.max(0.15, level + rng.between(-0.12, 0.13)))
      const cx = x + w * 0.05 + (i * w * 0.9) / count
      const up = next < level
      const color = up ? '#22c55e' : '#ef4444'
      parts.push(line(cx + 3, y + h * Math.min(level, next) - 8, cx + 3, y + h * Math.max(level, next) + 8, color, 1.5))
      parts.push(rect(cx, y + h * Math.min(level, next), 6, Math.max(3, Math.abs(next - level) * h), color))
      level = next
    }
  } else if (content === 'slides') {
    parts.push(rect(x + w * 0.08, y + h * 0.12, w * 0.5, h * 0.1, '#1e3a8a'))
    for (let i = 0; i < 4; i++) parts.push(rect(x + w * 0.08, y + h * (0.32 + i * 0.12), w * rng.between(0.3, 0.5), h * 0.05, '#64748b'))
    parts.push(circle(x + w * 0.76, y + h * 0.56, Math.min(w, h) * 0.2, '#f59e0b'))
    parts.push(
      `<path d="M${n(x + w * 0.76)} ${n(y + h * 0.56)} L${n(x + w * 0.76)} ${n(y + h * 0.56 - Math.min(w, h) * 0.2)} A${n(Math.min(w, h) * 0.2)} ${n(Math.min(w, h) * 0.2)} 0 0 1 ${n(x + w * 0.76 + Math.min(w, h) * 0.19)} ${n(y + h * 0.62)}Z" fill="#0ea5e9"/>`,
    )
  } else if (content === 'map') {
    for (let i = 0; i < 6; i++)
      parts.push(circle(x + rng.between(0.15, 0.85) * w, y + rng.between(0.2, 0.8) * h, rng.between(0.05, 0.14) * w, '#34d399', 'fill-opacity="0.55"'))
  }
  return parts.join('')
}

/** A monitor on a stand, its bottom edge at y. */
export function monitor(rng: Random, x: number, y: number, w: number, content: ScreenContent, frame = '#1f2937'): string {
  const h = w * 0.62
  const bg = content === 'slides' ? '#f8fafc' : '#0f172a'
  return `${rect(x + w * 0.45, y - w * 0.1, w * 0.1, w * 0.1, darker(frame, 0.2))}${rect(x + w * 0.3, y - w * 0.02, w * 0.4, w * 0.03, darker(frame, 0.2))}${rect(x, y - w * 0.1 - h, w, h, frame, `rx="${n(w * 0.03)}"`)}${rect(x + w * 0.04, y - w * 0.1 - h + w * 0.04, w * 0.92, h - w * 0.08, bg)}${screenContent(rng, x + w * 0.04, y - w * 0.1 - h + w * 0.04, w * 0.92, h - w * 0.08, content)}`
}

/** A laptop seen from behind or the front, base at y. */
export const laptop = (x: number, y: number, w: number, glow = '#93c5fd') =>
  `${poly(
    [
      [x, y],
      [x + w, y],
      [x + w * 0.92, y - w * 0.62],
      [x + w * 0.08, y - w * 0.62],
    ],
    '#9ca3af',
  )}${circle(x + w / 2, y - w * 0.32, w * 0.07, glow, 'fill-opacity="0.8"')}${rect(x - w * 0.06, y, w * 1.12, w * 0.05, '#6b7280')}`

const SPINES = ['#7c2d12', '#1e3a8a', '#14532d', '#78350f', '#9f1239', '#334155', '#a16207', '#0f766e', '#e7e5e4', '#3f6212']

/** A bookcase filled with books of different heights and colours. */
export function bookcase(rng: Random, x: number, y: number, w: number, h: number, wood = '#6b4226'): string {
  const shelves = Math.max(3, Math.round(h / 90))
  const parts = [rect(x, y, w, h, wood), rect(x + 6, y + 6, w - 12, h - 12, darker(wood, 0.45))]
  const shelfH = (h - 12) / shelves
  for (let s = 0; s < shelves; s++) {
    const base = y + 6 + (s + 1) * shelfH
    let bx = x + 8
    while (bx < x + w - 16) {
      const bw = rng.between(6, 14) * (w / 220 + 0.6)
      const bh = shelfH * rng.between(0.62, 0.9)
      if (bx + bw > x + w - 8) break
      const leaning = rng.chance(0.05)
      parts.push(rect(bx, base - bh, bw, bh, rng.pick(SPINES), leaning ? `transform="rotate(8 ${n(bx)} ${n(base)})"` : ''))
      if (bw > 9) parts.push(rect(bx + 2, base - bh * 0.8, bw - 4, 2, '#f5deb3', 'fill-opacity="0.6"'))
      bx += bw + 1
    }
    parts.push(rect(x, base, w, 6, wood))
  }
  return parts.join('')
}

export const plant = (x: number, y: number, s: number) =>
  `${[-30, -10, 12, 30].map((dx, i) => `<ellipse cx="${n(x + dx * s)}" cy="${n(y - 60 * s - (i % 2) * 20 * s)}" rx="${n(16 * s)}" ry="${n(42 * s)}" fill="${i % 2 ? '#3f7d3a' : '#4f9444'}" transform="rotate(${dx} ${n(x)} ${n(y - 20 * s)})"/>`).join('')}${poly(
    [
      [x - 26 * s, y - 34 * s],
      [x + 26 * s, y - 34 * s],
      [x + 20 * s, y],
      [x - 20 * s, y],
    ],
    '#b45309',
  )}`

export const lectern = (x: number, y: number, s: number, color = '#7c4a24') =>
  `${poly(
    [
      [x - 60 * s, y - 170 * s],
      [x + 60 * s, y - 170 * s],
      [x + 45 * s, y],
      [x - 45 * s, y],
    ],
    color,
  )}${rect(x - 70 * s, y - 185 * s, 140 * s, 18 * s, darker(color, 0.2))}${rect(x - 24 * s, y - 120 * s, 48 * s, 48 * s, lighter(color, 0.3), `rx="${n(24 * s)}"`)}`
