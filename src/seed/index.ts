// Demo content for a fresh database. Idempotent: documents are found by a stable key
// (slug, e-mail, code, file name) and updated in place, so a second run changes nothing.
// A new content type adds a step to `steps` below.
import type { CollectionSlug, Payload, Where } from 'payload'

import { defaultLocale, type Locale, locales } from '@/i18n/locales'
import { TIME_ZONE, TIME_ZONE_OFFSET_HOURS } from '@/lib/dates'

import { seedContract, seedDegrees, seedRegions, seedStudyForms } from './content/admissions'
import { seedContactFormEmail, seedMapEmbedUrl, seedOffices } from './content/contact'
import { seedHome, seedClubs, seedGalleries, seedPartners } from './content/community'
import { seedPages } from './content/pages'
import { seedMenu, type SeedMenuItem, siteSettings, siteText } from './content/site'
import { seedCategories, seedEvents, seedNews } from './content/stories'
import { seedDocuments as demoDocuments } from './content/documents'
import { programTexts, seedFaculties } from './content/study'
import { type SeedVideo, seedVideos } from './bannerVideo'
import {
  aboutShot,
  clubShot,
  eventShot,
  facultyShot,
  galleryShots,
  pageGallery,
  partnerGallery,
  programmeShot,
  type Shot,
  storyGallery,
  storyShot,
} from './art/choices'
import { markImage, portraitImage, sceneImage, type SeedImage, seedImages } from './images'
import { seedPeople } from './people'
import { richText } from './richText'
import { seedSectionBanners } from './sectionBanners'
import { registrationOf, seedEventSignUps } from './eventSignUps'

const context = { skipRevalidate: true }
type Images = {
  site: Record<keyof typeof seedImages, number>
  /** Uploads a picture once per run and gives its id (src/seed/art chooses which). */
  upload: (image: SeedImage) => Promise<number>
}
const shots = (images: Images, list: Shot[]) => Promise.all(list.map((shot) => images.upload(sceneImage(shot))))
/** "Professor Dilshod Karimov, Rector" → the person, whose portrait is the same wherever they appear. */
const personName = (name: string) =>
  name
    .split(',')[0]
    .replace(/^Professor\s+/, '')
    .trim()
type Data = Record<string, unknown>

/** Copies the row ids of arrays in `saved` onto `data`, so translations land on the same rows. */
function withRowIds(data: unknown, saved: unknown): unknown {
  if (Array.isArray(data)) {
    const rows = Array.isArray(saved) ? saved : []
    return data.map((row, i) => {
      const savedRow = rows[i] as Data | undefined
      const merged = withRowIds(row, savedRow) as Data
      return savedRow?.id && typeof merged === 'object' && merged !== null && !Array.isArray(merged) ? { ...merged, id: savedRow.id } : merged
    })
  }
  if (data && typeof data === 'object' && !('root' in data)) {
    const savedObject = (saved ?? {}) as Data
    return Object.fromEntries(Object.entries(data).map(([key, value]) => [key, withRowIds(value, savedObject[key])]))
  }
  return data
}

/** Creates or updates one document, English first, then each translation that exists. */
async function upsert(payload: Payload, collection: CollectionSlug, where: Where, byLocale: Partial<Record<Locale, Data>>) {
  const found = await payload.find({ collection, where, limit: 1, depth: 0, draft: true })
  let saved = found.docs[0] as unknown as Data | undefined
  for (const locale of [defaultLocale, ...locales.filter((l) => l !== defaultLocale)]) {
    const data = byLocale[locale]
    if (!data) continue
    const rowsKnown = locale === defaultLocale ? data : (withRowIds(data, saved) as Data)
    saved = saved
      ? ((await payload.update({ collection, id: saved.id as number, locale, data: rowsKnown, context, depth: 0 })) as unknown as Data)
      : ((await payload.create({ collection, locale, data: rowsKnown, context, depth: 0 })) as unknown as Data)
  }
  return saved!.id as number
}

/** The per-language versions of a record, leaving out languages it has no text in. */
function perLocale(build: (locale: Locale) => Data | null): Partial<Record<Locale, Data>> {
  return Object.fromEntries(
    locales.flatMap((locale) => {
      const data = build(locale)
      return data ? [[locale, data]] : []
    }),
  )
}

async function upsertImage(payload: Payload, image: SeedImage): Promise<number> {
  // Uploads are stored as WebP, so the file name on record has that extension.
  const stored = image.name.replace(/\.\w+$/, '.webp')
  const existing = await payload.find({ collection: 'media', where: { filename: { in: [image.name, stored] } }, limit: 1, depth: 0 })
  let id = existing.docs[0]?.id
  if (!id) {
    const data = await image.render()
    id = (
      await payload.create({
        collection: 'media',
        data: { alt: image.alt.en },
        file: { data, mimetype: image.mimetype, name: image.name, size: data.length },
        context,
      })
    ).id
  }
  for (const locale of locales) await payload.update({ collection: 'media', id, locale, data: { alt: image.alt[locale] }, context })
  return id
}

/** The committed demo clip (src/seed/video), uploaded as it is: no ffmpeg needed here. */
async function upsertVideo(payload: Payload, video: SeedVideo): Promise<number> {
  const existing = await payload.find({ collection: 'videos', where: { filename: { equals: video.name } }, limit: 1, depth: 0 })
  if (existing.docs[0]) return existing.docs[0].id
  const data = await video.read()
  return (await payload.create({ collection: 'videos', data: {}, file: { data, mimetype: video.mimetype, name: video.name, size: data.length }, context })).id
}

async function seedAllImages(payload: Payload): Promise<Images> {
  const site = {} as Images['site']
  for (const [key, image] of Object.entries(seedImages)) site[key as keyof Images['site']] = await upsertImage(payload, image)
  const uploaded = new Map<string, Promise<number>>()
  const upload = (image: SeedImage) => {
    if (!uploaded.has(image.name)) uploaded.set(image.name, upsertImage(payload, image))
    return uploaded.get(image.name)!
  }
  return { site, upload }
}

async function seedSettings(payload: Payload, images: Images) {
  const sectionBanners = await seedSectionBanners((image) => upsertImage(payload, image))
  for (const locale of locales) {
    await payload.updateGlobal({
      slug: 'settings',
      locale,
      context,
      data: {
        ...siteSettings,
        mapEmbedUrl: seedMapEmbedUrl,
        contactFormEmail: seedContactFormEmail,
        siteTitle: siteText.siteTitle[locale],
        copyright: siteText.copyright[locale],
        address: siteText.address[locale] as never,
        developerCredit: { ...siteSettings.developerCredit, text: siteText.developerCredit[locale] },
        logoHome: images.site.logoHome,
        logoInner: images.site.logoInner,
        defaultBanner: images.site.defaultBanner,
        sectionBanners,
      },
    })
  }
}

async function seedContactOffices(payload: Payload) {
  for (const [index, office] of seedOffices.entries()) {
    await upsert(
      payload,
      'offices',
      { email: { equals: office.email } },
      perLocale((locale) => ({
        name: office.name[locale],
        order: (index + 1) * 10,
        phone: office.phone,
        email: office.email,
        location: office.location[locale],
        hours: office.hours.map((row) => ({ ...row, to: row.to ?? null })),
        hoursNote: office.hoursNote?.[locale],
        inContactForm: office.inContactForm ?? true,
      })),
    )
  }
}

function menuRows(items: SeedMenuItem[], locale: Locale, depth = 1): Data[] {
  const childKey = depth === 2 ? 'grandchildren' : 'children'
  return items.map((item) => ({
    title: item.title[locale],
    slug: item.slug,
    path: item.path,
    group: item.group,
    ...(item.children ? { [childKey]: menuRows(item.children, locale, depth + 1) } : {}),
  }))
}

async function seedMenuTree(payload: Payload) {
  const english = await payload.updateGlobal({ slug: 'menu', locale: 'en', context, data: { items: menuRows(seedMenu, 'en') as never } })
  for (const locale of locales.filter((l) => l !== 'en')) {
    const items = withRowIds(menuRows(seedMenu, locale), english.items) as never
    await payload.updateGlobal({ slug: 'menu', locale, context, data: { items } })
  }
}

async function seedStaticPages(payload: Payload, images: Images) {
  for (const [index, page] of seedPages.entries()) {
    const gallery = await shots(images, pageGallery(index))
    await upsert(
      payload,
      'pages',
      { slug: { equals: page.slug } },
      perLocale((locale) => ({
        title: page.title[locale],
        slug: page.slug,
        bannerTitle: page.bannerTitle?.[locale],
        bannerImage: page.banner ? images.site.pageBanner : undefined,
        body: richText(...page.body[locale]),
        gallery,
        _status: 'published',
      })),
    )
  }
}

const daysFromNow = (days: number, hour = 10) => {
  const date = new Date()
  date.setUTCDate(date.getUTCDate() + days)
  date.setUTCHours(hour - TIME_ZONE_OFFSET_HOURS, 0, 0, 0)
  return date.toISOString()
}

async function seedStories(payload: Payload, images: Images) {
  const categories: Record<string, number> = {}
  for (const [index, category] of seedCategories.entries()) {
    categories[category.slug] = await upsert(
      payload,
      'categories',
      { slug: { equals: category.slug } },
      perLocale((locale) => ({
        title: category.title[locale],
        slug: category.slug,
        kind: category.kind,
        order: (index + 1) * 10,
      })),
    )
  }
  const faculties = await payload.find({ collection: 'faculties', depth: 0, pagination: false, select: { slug: true } })
  const facultyIds = new Map(faculties.docs.map((doc) => [doc.slug, doc.id]))
  for (const story of seedNews) {
    const cover = await images.upload(sceneImage(storyShot(story.slug)))
    const gallery = await shots(images, storyGallery(story.slug).slice(0, story.gallery ?? 0))
    await upsert(
      payload,
      'news',
      { slug: { equals: story.slug } },
      perLocale((locale) =>
        story.title[locale]
          ? {
              title: story.title[locale],
              slug: story.slug,
              faculty: story.faculty ? facultyIds.get(story.faculty) : undefined,
              date: daysFromNow(-story.daysAgo),
              category: categories[story.category],
              cover,
              excerpt: story.excerpt[locale],
              body: richText(...(story.body[locale] ?? [])),
              gallery,
              _status: 'published',
            }
          : null,
      ),
    )
  }
  for (const event of seedEvents) {
    const cover = await images.upload(sceneImage(eventShot(event.slug)))
    const eventId = await upsert(
      payload,
      'events',
      { slug: { equals: event.slug } },
      perLocale((locale) =>
        event.title[locale]
          ? {
              title: event.title[locale],
              slug: event.slug,
              startsAt: daysFromNow(event.daysFromNow),
              endsAt: daysFromNow(event.daysFromNow, 10 + event.hours),
              category: categories[event.category],
              place: event.place[locale],
              registrationUrl: null,
              registration: registrationOf(event.slug),
              cover,
              excerpt: event.excerpt[locale],
              body: richText(...(event.body[locale] ?? [])),
              _status: 'published',
            }
          : null,
      ),
    )
    await seedEventSignUps(payload, eventId, event.slug)
  }
}

type Named = { code: string; name: Record<Locale, string> }

/** A moment `days` from the day the seed runs, at `hour`:`minute` campus time. */
const campusMoment = (days: number, hour: number, minute = 0) => {
  const date = new Date(daysFromNow(days, hour))
  date.setUTCMinutes(minute)
  return date.toISOString()
}

/**
 * The demo's admission periods, from the day the seed runs: every degree opened a month ago and
 * closes some weeks ahead (bachelor's first, so the home page has a nearest deadline), and one
 * programme, Biology, has a period of its own that has ended, so a closed programme can be seen.
 */
const DEGREE_CLOSES_IN_DAYS: Record<string, number> = { bachelor: 60, master: 75, phd: 90 }
const CLOSED_PROGRAM_CODE = '60510100'
const degreePeriod = (code: string) => ({
  admissionPeriod: {
    opensAt: campusMoment(-30, 9),
    opensAt_tz: TIME_ZONE,
    closesAt: campusMoment(DEGREE_CLOSES_IN_DAYS[code] ?? 60, 23, 59),
    closesAt_tz: TIME_ZONE,
  },
})
const programPeriod = (code: string) => ({
  admissionPeriod:
    code === CLOSED_PROGRAM_CODE
      ? { opensAt: campusMoment(-60, 9), opensAt_tz: TIME_ZONE, closesAt: campusMoment(-10, 23, 59), closesAt_tz: TIME_ZONE }
      : { opensAt: null, closesAt: null },
})

/** The admissions catalogue: code → id. */
async function seedCatalogue(
  payload: Payload,
  collection: 'degrees' | 'study-forms' | 'regions',
  entries: Named[],
  extra: (code: string) => Data = () => ({}),
) {
  const ids: Record<string, number> = {}
  for (const [index, entry] of entries.entries()) {
    ids[entry.code] = await upsert(
      payload,
      collection,
      { code: { equals: entry.code } },
      perLocale((locale) => ({
        name: entry.name[locale],
        code: entry.code,
        order: (index + 1) * 10,
        ...extra(entry.code),
      })),
    )
  }
  return ids
}

async function seedContractTemplate(payload: Payload) {
  const english = await payload.updateGlobal({ slug: 'contract', locale: 'en', context, data: seedContract.en })
  for (const locale of locales.filter((l) => l !== 'en')) {
    await payload.updateGlobal({ slug: 'contract', locale, context, data: withRowIds(seedContract[locale], english) as never })
  }
}

async function seedStudy(payload: Payload, images: Images) {
  const degrees = await seedCatalogue(payload, 'degrees', seedDegrees, degreePeriod)
  const forms = await seedCatalogue(payload, 'study-forms', seedStudyForms)
  await seedCatalogue(payload, 'regions', seedRegions)
  await seedContractTemplate(payload)
  for (const [index, faculty] of seedFaculties.entries()) {
    const image = await images.upload(sceneImage(facultyShot(faculty.slug)))
    const facultyId = await upsert(
      payload,
      'faculties',
      { slug: { equals: faculty.slug } },
      perLocale((locale) => ({
        name: faculty.name[locale],
        slug: faculty.slug,
        order: (index + 1) * 10,
        dean: faculty.dean[locale],
        image,
        summary: faculty.summary[locale],
        description: richText(...faculty.description[locale]),
      })),
    )
    for (const [order, program] of faculty.programs.entries()) {
      const texts = programTexts(program)
      const banner = await images.upload(sceneImage(programmeShot(program.code)))
      await upsert(
        payload,
        'programs',
        { code: { equals: program.code } },
        perLocale((locale) => ({
          name: program.name[locale],
          code: program.code,
          faculty: facultyId,
          order: (order + 1) * 10,
          degree: degrees[program.degree],
          studyForms: program.forms.map((form) => forms[form]),
          languages: program.languages,
          durationYears: program.years,
          tuitionFee: program.fee,
          banner,
          ...programPeriod(program.code),
          overview: richText(...texts[locale].overview),
          outcomes: richText(...texts[locale].outcomes),
          curriculum: richText(...texts[locale].curriculum),
          requirements: richText(...texts[locale].requirements),
          careers: richText(...texts[locale].careers),
        })),
      )
    }
  }
}

/** The demo's public documents: made once, then their texts kept up to date in every language. */
async function seedDocuments(payload: Payload) {
  for (const document of demoDocuments) {
    const existing = await payload.find({ collection: 'documents', where: { filename: { equals: document.name } }, limit: 1, depth: 0 })
    let id = existing.docs[0]?.id
    if (!id) {
      const data = await document.render()
      const created = await payload.create({
        collection: 'documents',
        data: { title: document.title.en, category: document.category as never, date: daysFromNow(-document.daysAgo) },
        file: { data, mimetype: document.mimetype, name: document.name, size: data.length },
        context,
      })
      id = created.id
    }
    for (const locale of locales) {
      await payload.update({
        collection: 'documents',
        id,
        locale,
        context,
        data: {
          title: document.title[locale],
          description: document.description[locale],
          category: document.category as never,
          date: daysFromNow(-document.daysAgo),
        },
      })
    }
  }
}

async function seedCommunity(payload: Payload, images: Images) {
  for (const [index, partner] of seedPartners.entries()) {
    const logo = await images.upload(markImage(partner.name.en))
    const gallery = index < 3 ? await shots(images, partnerGallery(index)) : []
    await upsert(
      payload,
      'partners',
      { slug: { equals: partner.slug } },
      perLocale((locale) => ({
        name: partner.name[locale],
        slug: partner.slug,
        order: (index + 1) * 10,
        logo,
        country: partner.country[locale],
        url: partner.url,
        summary: partner.summary[locale],
        description: richText(partner.summary[locale]),
        gallery,
      })),
    )
  }
  for (const gallery of seedGalleries) {
    const photos = gallery.kind === 'photo' ? await shots(images, galleryShots(gallery.slug)) : []
    const cover = photos[0] ?? (await images.upload(sceneImage(galleryShots(gallery.slug)[0])))
    await upsert(
      payload,
      'galleries',
      { slug: { equals: gallery.slug } },
      perLocale((locale) => ({
        title: gallery.title[locale],
        slug: gallery.slug,
        kind: gallery.kind,
        date: daysFromNow(-gallery.daysAgo),
        cover,
        photos,
        videos: (gallery.videos ?? []).map((video) => ({ title: video.title[locale], url: video.url })),
      })),
    )
  }
  for (const [index, club] of seedClubs.entries()) {
    const image = await images.upload(sceneImage(clubShot(club.slug)))
    await upsert(
      payload,
      'clubs',
      { slug: { equals: club.slug } },
      perLocale((locale) => ({
        name: club.name[locale],
        slug: club.slug,
        order: (index + 1) * 10,
        image,
        description: club.description[locale],
        schedule: club.schedule[locale],
        contact: club.contact,
      })),
    )
  }
  await seedPeople(
    payload,
    (name) => images.upload(portraitImage(name)),
    (collection, where, byLocale) => upsert(payload, collection, where, byLocale),
  )
}

async function seedHomePage(payload: Payload, images: Images) {
  const aboutImage = await images.upload(sceneImage(aboutShot))
  const rectorPhoto = await images.upload(portraitImage(personName(seedHome.rector.name.en)))
  const videoFiles: number[] = []
  for (const video of seedVideos) videoFiles.push(await upsertVideo(payload, video))
  const build = (locale: Locale) => ({
    banner: {
      title: seedHome.banner.title[locale],
      subtitle: seedHome.banner.subtitle[locale],
      image: images.site.homeBanner,
      videoFiles,
      video: null,
      newsCount: 5,
    },
    about: {
      enabled: true,
      text: richText(...seedHome.about.text[locale]),
      image: aboutImage,
      link: '/static/about-university',
      stats: seedHome.about.stats.map((stat) => ({ value: stat.value, label: stat.label[locale] })),
    },
    journey: { enabled: true, steps: seedHome.journey.map((step) => ({ title: step.title[locale], text: step.text[locale] })) },
    rector: {
      enabled: true,
      name: seedHome.rector.name[locale],
      quote: seedHome.rector.quote[locale],
      photo: rectorPhoto,
      link: '/static/about-rector',
    },
    tuition: { enabled: true, text: seedHome.tuition.text[locale], link: '/static/tuition-fee' },
  })
  // The home page has drafts: the demo's is published, what visitors see.
  const english = await payload.updateGlobal({ slug: 'home', locale: 'en', context, data: { ...build('en'), _status: 'published' } as never })
  for (const locale of locales.filter((l) => l !== 'en')) {
    await payload.updateGlobal({ slug: 'home', locale, context, data: { ...(withRowIds(build(locale), english) as object), _status: 'published' } as never })
  }
}

export async function seed(payload: Payload): Promise<void> {
  const images = await seedAllImages(payload)
  const steps = [seedSettings, seedContactOffices, seedMenuTree, seedStaticPages, seedStudy, seedStories, seedDocuments, seedCommunity, seedHomePage] as const
  for (const step of steps) await step(payload, images)
  payload.logger.info('Demo content is in place.')
}

/** True once the demo (or real) content exists: the site title is set. */
export async function isSeeded(payload: Payload): Promise<boolean> {
  const settings = await payload.findGlobal({ slug: 'settings', depth: 0 })
  return Boolean(settings.siteTitle)
}
