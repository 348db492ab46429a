// Demo images drawn here with sharp from SVG: the emblem and banners below, and from src/seed/art
// the scenes, portraits and partner marks that content gets by its key. Nothing is downloaded;
// the only letters (partner names) are set with the DejaVu fonts installed from npm.
import sharp from 'sharp'

import type { Locale } from '@/i18n/locales'

import type { Shot } from './art/choices'
import { partnerMark } from './art/mark'
import { portrait } from './art/portrait'
import { randomFrom } from './art/random'
import { SCENES, SUBJECT_ALT } from './art/scenes'
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
// The scenes are drawn only when uploaded: most re-seeds find the file and draw nothing.
const jpeg = (svg: () => string) => () => sharp(Buffer.from(svg())).jpeg({ quality: 82 }).toBuffer()

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
    render: jpeg(() => banner('#0b1a45', '#1d4ed8', 3)),
  },
  homeBanner: {
    name: 'banner-home.jpg',
    mimetype: 'image/jpeg',
    alt: {
      en: 'The main building and the courtyard of the university',
      ru: 'Главный корпус и двор университета',
      uz: 'Universitetning bosh binosi va hovlisi',
    },
    render: jpeg(() => campusMotion(0)),
  },
  pageBanner: {
    name: 'banner-about.jpg',
    mimetype: 'image/jpeg',
    alt: { en: 'Main building of the university', ru: 'Главный корпус университета', uz: 'Universitetning bosh binosi' },
    render: jpeg(() => banner('#132a6b', '#0e7490', 7)),
  },
} satisfies Record<string, SeedImage>

const kebab = (text: string) =>
  text
    .replace(/([a-z])([A-Z])/g, '$1-$2')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

/** A scene "photo" of a subject; the same shot is the same file, uploaded once. */
export const sceneImage = ({ subject, variant }: Shot): SeedImage => ({
  name: `${kebab(subject)}-${variant}.jpg`,
  mimetype: 'image/jpeg',
  alt: SUBJECT_ALT[subject],
  render: jpeg(() => SCENES[subject](randomFrom(`${subject}:${variant}`))),
})

/** A person's portrait, drawn from their (English) name: alt texts are set where the person is. */
export const portraitImage = (name: string): SeedImage => ({
  name: `portrait-${kebab(name)}.jpg`,
  mimetype: 'image/jpeg',
  alt: { en: name, ru: name, uz: name },
  render: jpeg(() => portrait(name)),
})

export const markImage = (name: string): SeedImage => ({
  name: `partner-${kebab(name)}.png`,
  mimetype: 'image/png',
  alt: { en: `${name} logo`, ru: `Логотип: ${name}`, uz: `${name} logotipi` },
  render: () => partnerMark(name),
})
