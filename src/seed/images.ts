// Demo images drawn here with sharp from SVG shapes: nothing is downloaded, and no
// fonts are needed (the site title is set as text beside the emblem).
import sharp from 'sharp'

import type { Locale } from '@/i18n/locales'

import { campusMotion } from './bannerVideo'

export type SeedImage = { name: string; alt: Record<Locale, string>; render: () => Promise<Buffer>; mimetype: string }

const emblem = (fill: string, stroke: string) => `
<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240" viewBox="0 0 120 120">
  <path d="M60 6 108 24v34c0 28-20 48-48 56C32 106 12 86 12 58V24Z" fill="${fill}" stroke="${stroke}" stroke-width="5"/>
  <path d="M30 56 60 42l30 14-30 14Z" fill="${stroke}"/>
  <path d="M40 62v14c8 7 32 7 40 0V62l-20 9Z" fill="${stroke}"/>
  <path d="M88 57v18" stroke="${stroke}" stroke-width="3"/>
  <circle cx="60" cy="26" r="5" fill="${stroke}"/>
</svg>`

const banner = (from: string, to: string, seed: number) => {
  const shapes = Array.from({ length: 14 }, (_, i) => {
    const x = (seed * 97 + i * 149) % 1920
    const y = (seed * 53 + i * 211) % 800
    const r = 60 + ((seed + i * 37) % 180)
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="#ffffff" fill-opacity="${0.03 + (i % 4) * 0.02}"/>`
  }).join('')
  return `
<svg xmlns="http://www.w3.org/2000/svg" width="1920" height="800">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect width="1920" height="800" fill="url(#g)"/>
  ${shapes}
  <path d="M0 640 C 400 560, 800 720, 1200 620 S 1800 600, 1920 660 V800 H0Z" fill="#ffffff" fill-opacity="0.08"/>
  <g fill="#ffffff" fill-opacity="0.12">
    <rect x="1180" y="380" width="420" height="260"/><path d="M1150 390 1390 250 1630 390Z"/>
    ${Array.from({ length: 6 }, (_, i) => `<rect x="${1215 + i * 64}" y="420" width="26" height="200" fill-opacity="0.5"/>`).join('')}
  </g>
</svg>`
}

const png = (svg: string) => () => sharp(Buffer.from(svg)).png().toBuffer()
const jpeg = (svg: string) => () => sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer()

export const seedImages = {
  logoHome: {
    name: 'logo-home.png',
    mimetype: 'image/png',
    alt: { en: 'University emblem', ru: 'Эмблема университета', uz: 'Universitet gerbi' },
    render: png(emblem('#0b1a45', '#fbc93d')),
  },
  logoInner: {
    name: 'logo-inner.png',
    mimetype: 'image/png',
    alt: { en: 'University emblem', ru: 'Эмблема университета', uz: 'Universitet gerbi' },
    render: png(emblem('#ffffff', '#132a6b')),
  },
  defaultBanner: {
    name: 'banner-default.jpg',
    mimetype: 'image/jpeg',
    alt: { en: 'The university campus', ru: 'Кампус университета', uz: 'Universitet kampusi' },
    render: jpeg(banner('#0b1a45', '#1d4ed8', 3)),
  },
  homeBanner: {
    name: 'banner-home.jpg',
    mimetype: 'image/jpeg',
    alt: { en: 'The university campus at dusk', ru: 'Кампус университета в сумерках', uz: 'Kechki universitet kampusi' },
    render: jpeg(campusMotion(0)),
  },
  pageBanner: {
    name: 'banner-about.jpg',
    mimetype: 'image/jpeg',
    alt: { en: 'Main building of the university', ru: 'Главный корпус университета', uz: 'Universitetning bosh binosi' },
    render: jpeg(banner('#132a6b', '#0e7490', 7)),
  },
} satisfies Record<string, SeedImage>

const palettes = [
  ['#0b1a45', '#1d4ed8'],
  ['#134e4a', '#0ea5e9'],
  ['#3b0764', '#db2777'],
  ['#7c2d12', '#f59e0b'],
  ['#14532d', '#84cc16'],
  ['#1e293b', '#64748b'],
  ['#831843', '#f97316'],
  ['#0c4a6e', '#22d3ee'],
  ['#312e81', '#a78bfa'],
  ['#422006', '#eab308'],
  ['#052e16', '#10b981'],
  ['#450a0a', '#ef4444'],
]

/** A landscape "photo": sky gradient, hills and buildings, different for every seed. */
function scene(seed: number) {
  const [from, to] = palettes[seed % palettes.length]
  const buildings = Array.from({ length: 7 }, (_, i) => {
    const w = 90 + ((seed * 31 + i * 47) % 120)
    const h = 140 + ((seed * 17 + i * 71) % 260)
    const x = ((seed * 53 + i * 173) % 1500) + 20
    return `<rect x="${x}" y="${820 - h}" width="${w}" height="${h}" fill="#fff" fill-opacity="${0.1 + (i % 3) * 0.06}"/>`
  }).join('')
  const sun = `<circle cx="${300 + ((seed * 137) % 1000)}" cy="${180 + ((seed * 41) % 160)}" r="${60 + (seed % 5) * 14}" fill="#fde68a" fill-opacity="0.55"/>`
  return `
<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1000">
  <defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${to}"/><stop offset="1" stop-color="${from}"/></linearGradient></defs>
  <rect width="1600" height="1000" fill="url(#s)"/>${sun}${buildings}
  <path d="M0 820 C 300 760, 600 880, 900 800 S 1400 760, 1600 820 V1000 H0Z" fill="${from}" fill-opacity="0.85"/>
  <path d="M0 900 C 400 860, 800 960, 1200 900 S 1500 880, 1600 910 V1000 H0Z" fill="#000" fill-opacity="0.25"/>
</svg>`
}

/** A portrait placeholder: head and shoulders on a coloured background. */
function portrait(seed: number) {
  const [from, to] = palettes[(seed * 5) % palettes.length]
  const skin = ['#f1c7a5', '#d9a07b', '#b27a56', '#8d5a3b'][seed % 4]
  return `
<svg xmlns="http://www.w3.org/2000/svg" width="600" height="800">
  <defs><linearGradient id="p" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${to}"/><stop offset="1" stop-color="${from}"/></linearGradient></defs>
  <rect width="600" height="800" fill="url(#p)"/>
  <path d="M90 800 C 110 600, 490 600, 510 800Z" fill="${from}"/>
  <rect x="255" y="470" width="90" height="90" fill="${skin}"/>
  <ellipse cx="300" cy="360" rx="120" ry="150" fill="${skin}"/>
  <path d="M180 330 C 180 180, 420 180, 420 330 C 400 260, 200 260, 180 330Z" fill="#1f2937"/>
</svg>`
}

/** A partner logo: a geometric mark. */
function mark(seed: number) {
  const [from, to] = palettes[(seed * 7) % palettes.length]
  const shapes = [
    `<circle cx="200" cy="150" r="110" fill="${from}"/><circle cx="200" cy="150" r="60" fill="${to}"/>`,
    `<rect x="90" y="40" width="220" height="220" rx="40" fill="${from}"/><path d="M140 210 200 90 260 210Z" fill="${to}"/>`,
    `<path d="M200 30 330 260H70Z" fill="${from}"/><circle cx="200" cy="190" r="45" fill="${to}"/>`,
    `<path d="M90 150 200 40 310 150 200 260Z" fill="${from}"/><rect x="160" y="110" width="80" height="80" fill="${to}"/>`,
  ]
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><rect width="400" height="300" fill="#ffffff"/>${shapes[seed % shapes.length]}</svg>`
}

const alt = (en: string, ru: string, uz: string) => ({ en, ru, uz })

export const sceneImages: SeedImage[] = Array.from({ length: 12 }, (_, i) => ({
  name: `photo-${i + 1}.jpg`,
  mimetype: 'image/jpeg',
  alt: alt(`Campus photo ${i + 1}`, `Фото кампуса ${i + 1}`, `Kampus surati ${i + 1}`),
  render: jpeg(scene(i + 1)),
}))

export const portraitImages: SeedImage[] = Array.from({ length: 18 }, (_, i) => ({
  name: `portrait-${i + 1}.jpg`,
  mimetype: 'image/jpeg',
  alt: alt('Portrait', 'Портрет', 'Portret'),
  render: jpeg(portrait(i + 1)),
}))

export const markImages: SeedImage[] = Array.from({ length: 8 }, (_, i) => ({
  name: `partner-logo-${i + 1}.png`,
  mimetype: 'image/png',
  alt: alt('Partner logo', 'Логотип партнёра', 'Hamkor logotipi'),
  render: png(mark(i + 1)),
}))
