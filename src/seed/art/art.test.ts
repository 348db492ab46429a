// The demo art tells subjects and people apart: compositions differ (compared in greyscale, after
// taking out brightness and contrast, so a recolour would count as the same picture), every
// person and partner has their own picture, and the same key always draws the same bytes.
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'

import { seedClubs, seedHome, seedPartners } from '../content/community'
import { facultyStaff } from '../content/facultyStaff'
import { council, leadership } from '../content/people'
import { seedEvents, seedNews } from '../content/stories'
import { seedFaculties } from '../content/study'
import { clubShot, eventShot, facultyShot, programmeShot, storyShot } from './choices'
import { partnerMark } from './mark'
import { portrait, portraitFeatures } from './portrait'
import { randomFrom } from './random'
import { SCENES, type Subject } from './scenes'

/** A small greyscale thumbnail (40 × 25 unless said), drawn small straight from the SVG (fast), normalised. */
async function signature(image: string | Buffer, size = [40, 25]): Promise<number[]> {
  const input = typeof image === 'string' ? sharp(Buffer.from(image), { density: 6 }) : sharp(image)
  const raw = await input.resize(size[0], size[1], { fit: 'fill' }).greyscale().raw().toBuffer()
  const values = [...raw]
  const mean = values.reduce((a, b) => a + b, 0) / values.length
  const spread = Math.sqrt(values.reduce((a, b) => a + (b - mean) ** 2, 0) / values.length) || 1
  return values.map((v) => (v - mean) / spread)
}
/** 1 for the same layout of light and dark (whatever the colours), about 0 for unrelated ones. */
const likeness = (a: number[], b: number[]) => a.reduce((sum, v, i) => sum + v * b[i], 0) / a.length

function mostAlike(signatures: Map<string, number[]>) {
  const names = [...signatures.keys()]
  let worst = { pair: '', likeness: -1 }
  for (let i = 0; i < names.length; i++)
    for (let j = i + 1; j < names.length; j++) {
      const value = likeness(signatures.get(names[i])!, signatures.get(names[j])!)
      if (value > worst.likeness) worst = { pair: `${names[i]} ~ ${names[j]}`, likeness: value }
    }
  return worst
}

const people = () => {
  const names = [...leadership, ...facultyStaff, ...council].map((person) => person.name.en)
  expect(names).toContain(seedHome.rector.name.en.split(',')[0].replace(/^Professor\s+/, ''))
  return [...new Set(names)]
}

describe('demo art', () => {
  it('draws each subject as its own composition, not a recolour of another', async () => {
    const signatures = new Map<string, number[]>()
    for (const subject of Object.keys(SCENES) as Subject[]) signatures.set(subject, await signature(SCENES[subject](randomFrom(`${subject}:1`))))
    const worst = mostAlike(signatures)
    expect(worst.likeness, worst.pair).toBeLessThan(0.8)
  })

  it('gives every person in the seed a portrait of their own', async () => {
    const names = people()
    expect(names.length).toBeGreaterThanOrEqual(14)
    // Portraits share a pose, so their light and dark alike; what tells people apart is what they
    // look like: at least two of these differ between any two people (hair style, beard, glasses...).
    const visible = ['style', 'beard', 'glasses', 'skin', 'hair', 'background', 'backdrop', 'clothes', 'tie'] as const
    for (const [i, a] of names.entries()) {
      for (const b of names.slice(i + 1)) {
        const [fa, fb] = [portraitFeatures(a), portraitFeatures(b)]
        expect(visible.filter((key) => fa[key] !== fb[key]).length, `${a} ~ ${b}`).toBeGreaterThanOrEqual(2)
      }
    }
    const signatures = new Map<string, number[]>()
    for (const name of names) signatures.set(name, await signature(portrait(name), [60, 80]))
    const worst = mostAlike(signatures)
    expect(worst.likeness, worst.pair).toBeLessThan(0.995)
  })

  it('gives every partner a mark of its own', async () => {
    const marks = await Promise.all(seedPartners.map((p) => partnerMark(p.name.en)))
    const signatures = new Map(await Promise.all(marks.map(async (m, i) => [seedPartners[i].name.en, await signature(m, [100, 75])] as const)))
    const worst = mostAlike(signatures)
    // Logos share a ground and a layout, so they are compared finer and allowed more likeness.
    expect(worst.likeness, worst.pair).toBeLessThan(0.9)
  })

  it('draws the same bytes for the same key', async () => {
    expect(SCENES.courtroom(randomFrom('courtroom:2'))).toBe(SCENES.courtroom(randomFrom('courtroom:2')))
    expect(SCENES.courtroom(randomFrom('courtroom:2'))).not.toBe(SCENES.courtroom(randomFrom('courtroom:3')))
    expect(portrait('Nodira Yusupova')).toBe(portrait('Nodira Yusupova'))
    expect((await partnerMark('Turon Bank')).equals(await partnerMark('Turon Bank'))).toBe(true)
  })

  it('chooses a picture by subject for every faculty, programme, event and club', () => {
    const faculties = new Set(seedFaculties.map((f) => facultyShot(f.slug).subject))
    expect(faculties.size).toBe(seedFaculties.length)
    const programmes = seedFaculties.flatMap((f) => f.programs.map((p) => programmeShot(p.code)))
    expect(new Set(programmes.map((s) => `${s.subject}:${s.variant}`)).size).toBe(programmes.length)
    expect(new Set(seedEvents.map((e) => eventShot(e.slug).subject)).size).toBe(seedEvents.length)
    expect(new Set(seedClubs.map((c) => clubShot(c.slug).subject)).size).toBe(seedClubs.length)
    // Stories of one kind share a scene but not a picture.
    const covers = seedNews.map((story) => storyShot(story.slug))
    expect(new Set(covers.map((s) => s.subject)).size).toBeGreaterThanOrEqual(8)
  })
})
