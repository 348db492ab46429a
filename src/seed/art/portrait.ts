// Portraits for the team, the council and the deans: head-and-shoulders "photos" in which face
// shape, hair, beard, glasses, headscarf, clothes and background all follow from the person's
// name, so everyone in the demo looks like someone else and always like themselves.
import { circle, darker, HAIR, lighter, n, poly, rect, SKIN, svgDocument } from './paint'
import { randomFrom } from './random'

export const PORTRAIT = { width: 600, height: 800 }

/** Uzbek and Russian surnames of women end in -a (Yusupova, Abdullayeva): enough for demo hair. */
export const looksFemale = (name: string) => /(ova|eva|yeva|ina|aya)$/i.test(name.trim().split(/\s+/).pop() ?? '')

type Features = {
  skin: string
  hair: string
  style: 'short' | 'sidePart' | 'receding' | 'bald' | 'curly' | 'long' | 'bun' | 'bob' | 'headscarf'
  beard: 'none' | 'stubble' | 'full' | 'moustache'
  glasses: 'none' | 'round' | 'square'
  faceRx: number
  faceRy: number
  clothes: string
  tie: string | null
  scarf: string
  background: 'studio' | 'office' | 'shelves'
  backdrop: string
}

export function portraitFeatures(name: string): Features {
  const rng = randomFrom(`portrait:${name}`)
  const female = looksFemale(name)
  const style = female
    ? rng.pick(['long', 'bun', 'bob', 'headscarf', 'long'] as const)
    : rng.pick(['short', 'sidePart', 'receding', 'bald', 'curly', 'short'] as const)
  const aged = rng.chance(0.35)
  return {
    skin: rng.pick(SKIN.slice(0, 7)),
    hair: aged ? rng.pick(HAIR.slice(7)) : rng.pick(HAIR.slice(0, 7)),
    style,
    beard: female ? 'none' : rng.pick(['none', 'none', 'stubble', 'full', 'moustache'] as const),
    glasses: rng.pick(['none', 'none', 'round', 'square'] as const),
    faceRx: rng.between(112, 134),
    faceRy: rng.between(148, 168),
    clothes: rng.pick(['#1f2a44', '#2b2d33', '#3b4252', '#4b3b2f', '#334155', '#6b7280', '#7c2d12', '#0f766e', '#9f1239', '#e5e7eb']),
    tie: female ? null : rng.pick([null, '#9f1239', '#1d4ed8', '#a16207', '#14532d']),
    scarf: rng.pick(['#9f1239', '#0f766e', '#1e3a8a', '#d6c7b0', '#57534e', '#be185d']),
    background: rng.pick(['studio', 'office', 'shelves'] as const),
    backdrop: rng.pick(['#cbd5e1', '#d6d3d1', '#bfdbfe', '#d9f99d', '#fde68a', '#e9d5ff', '#a5b4fc', '#99f6e4']),
  }
}

function background(f: Features, rng: ReturnType<typeof randomFrom>): { svg: string; defs: string } {
  const { width: w, height: h } = PORTRAIT
  if (f.background === 'studio') {
    return {
      svg: rect(0, 0, w, h, 'url(#bg)'),
      defs: `<radialGradient id="bg" cx="0.5" cy="0.35" r="0.8"><stop offset="0" stop-color="${lighter(f.backdrop, 0.4)}"/><stop offset="1" stop-color="${darker(f.backdrop, 0.25)}"/></radialGradient>`,
    }
  }
  // Out of focus: soft blobs of colour stand for an office window or a bookcase behind.
  const blobs = Array.from({ length: f.background === 'office' ? 7 : 16 }, () => {
    const color =
      f.background === 'office'
        ? rng.pick(['#e2e8f0', '#f8fafc', '#93c5fd', '#a3b18a'])
        : rng.pick(['#7c2d12', '#1e3a8a', '#14532d', '#a16207', '#9f1239', '#e7e5e4'])
    return f.background === 'office'
      ? circle(rng.between(0, w), rng.between(0, h * 0.7), rng.between(40, 120), color, 'fill-opacity="0.55"')
      : rect(rng.between(0, w), rng.between(0, h * 0.7), rng.between(14, 30), rng.between(90, 150), color, 'fill-opacity="0.45"')
  }).join('')
  const base = f.background === 'office' ? '#cfd8e3' : '#8a6a4f'
  return { svg: `${rect(0, 0, w, h, base)}<g filter="url(#soft)">${blobs}</g>`, defs: '<filter id="soft"><feGaussianBlur stdDeviation="18"/></filter>' }
}

export function portrait(name: string): string {
  const f = portraitFeatures(name)
  const rng = randomFrom(`portrait-background:${name}`)
  const bg = background(f, rng)
  const cx = 300
  const cy = 360
  const { faceRx: rx, faceRy: ry, skin } = f
  const parts = [bg.svg]
  const hairBehind = f.style === 'long' ? rect(cx - rx - 26, cy - ry * 0.7, (rx + 26) * 2, ry * 2.1, f.hair, `rx="${n(rx)}"`) : ''
  if (f.style === 'headscarf')
    parts.push(
      poly(
        [
          [cx - rx - 60, 800],
          [cx - rx - 40, cy - 20],
          [cx, cy - ry - 60],
          [cx + rx + 40, cy - 20],
          [cx + rx + 60, 800],
        ],
        f.scarf,
      ),
    )
  parts.push(hairBehind)
  // Shoulders and clothes: a jacket with a shirt and tie, or a plain top.
  parts.push(`<path d="M40 800 C 60 600, 180 560, ${cx} 560 C 420 560, 540 600, 560 800Z" fill="${f.clothes}"/>`)
  parts.push(rect(cx - 42, cy + ry * 0.6, 84, 120, darker(skin, 0.12)))
  if (f.tie || f.style !== 'headscarf') {
    const shirt = f.tie ? '#f8fafc' : lighter(f.clothes, 0.35)
    parts.push(
      poly(
        [
          [cx - 70, 566],
          [cx + 70, 566],
          [cx, 690],
        ],
        shirt,
      ),
    )
    if (f.tie)
      parts.push(
        poly(
          [
            [cx - 14, 590],
            [cx + 14, 590],
            [cx + 22, 760],
            [cx, 790],
            [cx - 22, 760],
          ],
          f.tie,
        ),
      )
    parts.push(
      poly(
        [
          [cx - 70, 566],
          [cx - 140, 590],
          [cx - 20, 780],
        ],
        darker(f.clothes, 0.2),
      ),
      poly(
        [
          [cx + 70, 566],
          [cx + 140, 590],
          [cx + 20, 780],
        ],
        darker(f.clothes, 0.2),
      ),
    )
  }
  parts.push(circle(cx - rx + 4, cy + 10, 24, darker(skin, 0.06)), circle(cx + rx - 4, cy + 10, 24, darker(skin, 0.06)))
  parts.push(`<ellipse cx="${cx}" cy="${cy}" rx="${n(rx)}" ry="${n(ry)}" fill="${skin}"/>`)
  // Brows, eyes, nose and mouth: simple marks, placed by the face's own proportions.
  const eyeY = cy - ry * 0.08
  for (const side of [-1, 1]) {
    parts.push(`<ellipse cx="${n(cx + side * rx * 0.38)}" cy="${n(eyeY)}" rx="13" ry="8" fill="#f8fafc"/>`, circle(cx + side * rx * 0.38, eyeY, 6.5, '#2b1d14'))
    parts.push(
      `<path d="M${n(cx + side * rx * 0.22)} ${n(eyeY - 26)} Q${n(cx + side * rx * 0.4)} ${n(eyeY - 36)} ${n(cx + side * rx * 0.58)} ${n(eyeY - 26)}" stroke="${darker(f.hair, 0.1)}" stroke-width="7" fill="none" stroke-linecap="round"/>`,
    )
  }
  parts.push(
    `<path d="M${cx} ${n(eyeY + 10)} Q${cx - 12} ${n(eyeY + 58)} ${cx + 4} ${n(eyeY + 62)}" stroke="${darker(skin, 0.25)}" stroke-width="5" fill="none" stroke-linecap="round"/>`,
  )
  parts.push(
    `<path d="M${cx - 34} ${n(cy + ry * 0.48)} Q${cx} ${n(cy + ry * 0.62)} ${cx + 34} ${n(cy + ry * 0.48)}" stroke="#8a3b35" stroke-width="7" fill="none" stroke-linecap="round"/>`,
  )
  if (f.beard === 'full')
    parts.push(
      `<path d="M${n(cx - rx)} ${cy} Q${n(cx - rx + 10)} ${n(cy + ry * 1.15)} ${cx} ${n(cy + ry * 1.12)} Q${n(cx + rx - 10)} ${n(cy + ry * 1.15)} ${n(cx + rx)} ${cy} Q${cx + 60} ${n(cy + ry * 0.75)} ${cx} ${n(cy + ry * 0.72)} Q${cx - 60} ${n(cy + ry * 0.75)} ${n(cx - rx)} ${cy}Z" fill="${f.hair}"/>`,
    )
  if (f.beard === 'stubble')
    parts.push(
      `<path d="M${n(cx - rx + 6)} ${cy + 20} Q${cx} ${n(cy + ry * 1.3)} ${n(cx + rx - 6)} ${cy + 20} Q${cx} ${n(cy + ry * 0.8)} ${n(cx - rx + 6)} ${cy + 20}Z" fill="${f.hair}" fill-opacity="0.35"/>`,
    )
  if (f.beard === 'moustache' || f.beard === 'full')
    parts.push(
      `<path d="M${cx - 44} ${n(cy + ry * 0.44)} Q${cx} ${n(cy + ry * 0.3)} ${cx + 44} ${n(cy + ry * 0.44)} Q${cx} ${n(cy + ry * 0.38)} ${cx - 44} ${n(cy + ry * 0.44)}Z" fill="${f.hair}" stroke="${f.hair}" stroke-width="8"/>`,
    )
  const top = cy - ry
  const hairTop = {
    short: `<path d="M${n(cx - rx - 4)} ${cy - 20} Q${n(cx - rx)} ${n(top - 40)} ${cx} ${n(top - 36)} Q${n(cx + rx)} ${n(top - 40)} ${n(cx + rx + 4)} ${cy - 20} Q${cx + 60} ${n(top + 30)} ${cx} ${n(top + 36)} Q${cx - 60} ${n(top + 30)} ${n(cx - rx - 4)} ${cy - 20}Z" fill="${f.hair}"/>`,
    sidePart: `<path d="M${n(cx - rx - 6)} ${cy - 10} Q${n(cx - rx - 10)} ${n(top - 50)} ${cx + 20} ${n(top - 40)} Q${n(cx + rx + 20)} ${n(top - 20)} ${n(cx + rx + 6)} ${cy - 10} Q${n(cx + rx - 20)} ${n(top + 40)} ${cx - 40} ${n(top + 50)} Q${cx - 90} ${n(top + 60)} ${n(cx - rx - 6)} ${cy - 10}Z" fill="${f.hair}"/>`,
    receding: `<path d="M${n(cx - rx - 2)} ${cy - 6} Q${n(cx - rx + 6)} ${n(top + 20)} ${n(cx - rx * 0.55)} ${n(top + 34)} L${n(cx - rx * 0.5)} ${n(top + 70)} Q${n(cx - rx + 14)} ${cy - 30} ${n(cx - rx - 2)} ${cy - 6}Z" fill="${f.hair}"/><path d="M${n(cx + rx + 2)} ${cy - 6} Q${n(cx + rx - 6)} ${n(top + 20)} ${n(cx + rx * 0.55)} ${n(top + 34)} L${n(cx + rx * 0.5)} ${n(top + 70)} Q${n(cx + rx - 14)} ${cy - 30} ${n(cx + rx + 2)} ${cy - 6}Z" fill="${f.hair}"/>`,
    bald: '',
    curly: Array.from({ length: 11 }, (_, i) =>
      circle(cx + Math.cos(Math.PI + (i / 10) * Math.PI) * rx * 0.95, top + 40 + Math.sin(Math.PI + (i / 10) * Math.PI) * 50, 40, f.hair),
    ).join(''),
    long: `<path d="M${n(cx - rx - 8)} ${cy + 40} Q${n(cx - rx - 20)} ${n(top - 50)} ${cx} ${n(top - 40)} Q${n(cx + rx + 20)} ${n(top - 50)} ${n(cx + rx + 8)} ${cy + 40} Q${n(cx + rx - 10)} ${n(top + 40)} ${cx + 10} ${n(top + 40)} Q${cx - 80} ${n(top + 60)} ${n(cx - rx - 8)} ${cy + 40}Z" fill="${f.hair}"/>`,
    bun: `${circle(cx, top - 40, 52, f.hair)}<path d="M${n(cx - rx - 4)} ${cy - 10} Q${n(cx - rx)} ${n(top - 34)} ${cx} ${n(top - 30)} Q${n(cx + rx)} ${n(top - 34)} ${n(cx + rx + 4)} ${cy - 10} Q${cx + 50} ${n(top + 26)} ${cx} ${n(top + 30)} Q${cx - 50} ${n(top + 26)} ${n(cx - rx - 4)} ${cy - 10}Z" fill="${f.hair}"/>`,
    bob: `<path d="M${n(cx - rx - 22)} ${cy + 70} Q${n(cx - rx - 26)} ${n(top - 46)} ${cx} ${n(top - 40)} Q${n(cx + rx + 26)} ${n(top - 46)} ${n(cx + rx + 22)} ${cy + 70} L${n(cx + rx - 6)} ${cy + 70} Q${n(cx + rx - 6)} ${n(top + 50)} ${cx - 30} ${n(top + 44)} Q${n(cx - rx + 6)} ${n(top + 60)} ${n(cx - rx + 6)} ${cy + 70}Z" fill="${f.hair}"/>`,
    headscarf: `<path d="M${n(cx - rx - 30)} ${cy + 80} Q${n(cx - rx - 40)} ${n(top - 70)} ${cx} ${n(top - 66)} Q${n(cx + rx + 40)} ${n(top - 70)} ${n(cx + rx + 30)} ${cy + 80} Q${n(cx + rx - 2)} ${n(top + 40)} ${cx} ${n(top + 20)} Q${n(cx - rx + 2)} ${n(top + 40)} ${n(cx - rx - 30)} ${cy + 80}Z" fill="${f.scarf}"/>`,
  }[f.style]
  parts.push(hairTop)
  if (f.glasses !== 'none') {
    const frame =
      f.glasses === 'round'
        ? (x: number) => circle(x, eyeY, 30, '#ffffff', 'fill-opacity="0.15" stroke="#1f2937" stroke-width="6"')
        : (x: number) => rect(x - 34, eyeY - 24, 68, 46, '#ffffff', 'rx="8" fill-opacity="0.15" stroke="#1f2937" stroke-width="6"')
    parts.push(
      frame(cx - rx * 0.38),
      frame(cx + rx * 0.38),
      `<path d="M${n(cx - rx * 0.38 + 30)} ${n(eyeY - 4)} Q${cx} ${n(eyeY - 14)} ${n(cx + rx * 0.38 - 30)} ${n(eyeY - 4)}" stroke="#1f2937" stroke-width="5" fill="none"/>`,
    )
  }
  return svgDocument(PORTRAIT.width, PORTRAIT.height, parts.join(''), bg.defs)
}
