// Demo content for a fresh database. Idempotent: documents are found by slug or file
// name and updated in place, so running it twice changes nothing. Later content types
// add a step to `steps` below.
import type { Payload } from 'payload'

import { type Locale, locales } from '@/i18n/locales'

import { seedPages } from './content/pages'
import { type SeedMenuItem, seedMenu, siteSettings, siteText } from './content/site'
import { type SeedImage, seedImages } from './images'
import { richText } from './richText'

const context = { skipRevalidate: true }
type ImageIds = Record<keyof typeof seedImages, number>

async function upsertImage(payload: Payload, image: SeedImage): Promise<number> {
  // Uploads are stored as WebP, so the file name on record has that extension.
  const stored = image.name.replace(/\.\w+$/, '.webp')
  const existing = await payload.find({ collection: 'media', where: { filename: { in: [image.name, stored] } }, limit: 1, depth: 0 })
  const data = await image.render()
  const doc = existing.docs[0]
    ? existing.docs[0]
    : await payload.create({
        collection: 'media',
        data: { alt: image.alt.en },
        file: { data, mimetype: image.mimetype, name: image.name, size: data.length },
        context,
      })
  for (const locale of locales) {
    await payload.update({ collection: 'media', id: doc.id, locale, data: { alt: image.alt[locale] }, context })
  }
  return doc.id as number
}

async function seedSettings(payload: Payload, images: ImageIds) {
  for (const locale of locales) {
    await payload.updateGlobal({
      slug: 'settings',
      locale,
      context,
      data: {
        ...siteSettings,
        siteTitle: siteText.siteTitle[locale],
        copyright: siteText.copyright[locale],
        address: siteText.address[locale] as never,
        developerCredit: { ...siteSettings.developerCredit, text: siteText.developerCredit[locale] },
        logoHome: images.logoHome,
        logoInner: images.logoInner,
        defaultBanner: images.defaultBanner,
      },
    })
  }
}

type MenuRow = { id?: string | null; title: string; slug: string; path?: string; group?: string; children?: MenuRow[]; grandchildren?: MenuRow[] }

/** The same tree in one language, keeping the row ids Payload gave it so translations attach to the same rows. */
function menuRows(items: SeedMenuItem[], locale: Locale, ids?: MenuRow[] | null, depth = 1): MenuRow[] {
  const childKey = depth === 2 ? 'grandchildren' : 'children'
  return items.map((item, index) => ({
    ...(ids?.[index]?.id ? { id: ids[index].id } : {}),
    title: item.title[locale],
    slug: item.slug,
    path: item.path,
    group: item.group,
    ...(item.children ? { [childKey]: menuRows(item.children, locale, ids?.[index]?.[childKey], depth + 1) } : {}),
  }))
}

async function seedMenuTree(payload: Payload) {
  const first = await payload.updateGlobal({ slug: 'menu', locale: 'en', context, data: { items: menuRows(seedMenu, 'en') } })
  for (const locale of locales.filter((l) => l !== 'en')) {
    await payload.updateGlobal({
      slug: 'menu',
      locale,
      context,
      data: { items: menuRows(seedMenu, locale, first.items as MenuRow[]) },
    })
  }
}

async function seedStaticPages(payload: Payload, images: ImageIds) {
  for (const page of seedPages) {
    const found = await payload.find({ collection: 'pages', where: { slug: { equals: page.slug } }, limit: 1, depth: 0, draft: true })
    let id = found.docs[0]?.id
    for (const locale of locales) {
      const data = {
        title: page.title[locale],
        slug: page.slug,
        bannerTitle: page.bannerTitle?.[locale],
        bannerImage: page.banner ? images.pageBanner : undefined,
        body: richText(...page.body[locale]),
        _status: 'published' as const,
      }
      if (id) await payload.update({ collection: 'pages', id, locale, data, context })
      else id = (await payload.create({ collection: 'pages', locale, data, context })).id
    }
  }
}

export async function seed(payload: Payload): Promise<void> {
  const images = {} as ImageIds
  for (const [key, image] of Object.entries(seedImages)) {
    images[key as keyof ImageIds] = await upsertImage(payload, image)
  }
  const steps = [seedSettings, seedMenuTree, seedStaticPages] as const
  for (const step of steps) await step(payload, images)
  payload.logger.info('Demo content is in place.')
}

/** True once the demo (or real) content exists: the site title is set. */
export async function isSeeded(payload: Payload): Promise<boolean> {
  const settings = await payload.findGlobal({ slug: 'settings', depth: 0 })
  return Boolean(settings.siteTitle)
}
