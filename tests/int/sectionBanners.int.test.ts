// A section banner set in Settings reaches that section's pages, through the same reading and
// choice the banner makes (src/data/settings.ts, src/components/bannerLook.ts), and no other.
import type { Payload } from 'payload'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'

import { bannerPicture } from '@/components/bannerLook'
import { toImage } from '@/data/images'
import { toSiteSettings } from '@/data/settings'
import { SECTION_KINDS } from '@/globals/Settings/sectionBanners'

import { dialect, testPayload } from '../helpers/payload'

let payload: Payload
const ids: Record<string, number> = {}

async function upload(name: string, background: string) {
  const data = await sharp({ create: { width: 60, height: 20, channels: 3, background } })
    .png()
    .toBuffer()
  return (await payload.create({ collection: 'media', data: { alt: name }, file: { data, mimetype: 'image/png', name: `${name}.png`, size: data.length } })).id
}

/** The settings as a visitor's page reads them: without staff rights, uploads filled in. */
const visitorSettings = async () => toSiteSettings(await payload.findGlobal({ slug: 'settings', locale: 'en', depth: 1, overrideAccess: false }))

beforeAll(async () => {
  payload = await testPayload()
  for (const [name, colour] of [
    ['banners-default', '#334155'],
    ['banners-news', '#b91c1c'],
    ['banners-own', '#047857'],
  ] as const)
    ids[name] = await upload(name, colour)
})

describe(`section banners on ${dialect()}`, () => {
  it('a section’s banner shows on that section’s pages; every other section keeps the default', async () => {
    const empty = Object.fromEntries(SECTION_KINDS.map((kind) => [kind, null]))
    await payload.updateGlobal({
      slug: 'settings',
      data: { siteTitle: 'Test University', defaultBanner: ids['banners-default'], sectionBanners: { ...empty, news: ids['banners-news'] } },
    })
    const settings = await visitorSettings()
    expect(bannerPicture(settings, 'news', null)?.url).toMatch(/banners-news/)
    for (const kind of SECTION_KINDS.filter((kind) => kind !== 'news')) expect(bannerPicture(settings, kind, null)?.url, kind).toMatch(/banners-default/)
    // A page of no section (a static page without its own picture) keeps the default too.
    expect(bannerPicture(settings, undefined, null)?.url).toMatch(/banners-default/)
  })

  it('a faculty’s own banner wins over its section’s', async () => {
    await payload.updateGlobal({ slug: 'settings', data: { sectionBanners: { faculties: ids['banners-news'] } } })
    // The faculty's card picture (image) stands in only where it has no banner of its own.
    const faculty = await payload.create({
      collection: 'faculties',
      data: { name: 'Faculty of Banners', slug: 'banners', image: ids['banners-default']!, banner: ids['banners-own'] },
      depth: 1,
    })
    const settings = await visitorSettings()
    expect(bannerPicture(settings, 'faculties', toImage(faculty.banner))?.url).toMatch(/banners-own/)
    expect(bannerPicture(settings, 'faculties', null)?.url).toMatch(/banners-news/)
  })

  it('emptying a section’s banner brings the default back', async () => {
    await payload.updateGlobal({ slug: 'settings', data: { sectionBanners: { news: null } } })
    expect(bannerPicture(await visitorSettings(), 'news', null)?.url).toMatch(/banners-default/)
  })
})
