// The compatibility API's calls (seed section 7), one entry each: its path under
// /{en|ru|oz|uz}/api/, its query, its answer's schema and how the answer is made from the data
// layer the pages use (src/data), so both read the same cached, tag-revalidated content.
// The table is documented in docs/compat-api.md and published as /api/openapi.json.
import { convertLexicalToHTML } from '@payloadcms/richtext-lexical/html'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import { z } from 'zod'

import { translator } from '@/i18n/translator'
import { degreeChoices, directionChoices, formChoices, regionChoices } from '@/data/catalogue'
import { findEventBySlug, listEventsUpcomingFirst } from '@/data/events'
import { listFaculties } from '@/data/faculties'
import { findGalleryBySlug, type GalleryCard, listGalleries } from '@/data/galleries'
import { getHome } from '@/data/home'
import type { Image } from '@/data/images'
import { getMenu } from '@/data/menu'
import type { MenuItem } from '@/data/menuTree'
import { findNewsBySlug, listNews, NEWS_PAGE_SIZE } from '@/data/news'
import { findPageBySlug } from '@/data/pages'
import { findPartnerBySlug, listPartners } from '@/data/partners'
import { listClubs, listMembers, listTeam } from '@/data/people'
import { getSettings } from '@/data/settings'
import type { Locale } from '@/i18n/locales'
import type { Video } from '@/lib/video'

import * as s from './schemas'

export type Call = {
  /** Under /{locale}/api/; `{name}` is one path segment. */
  path: string
  summary: string
  query?: z.ZodObject
  answer: z.ZodType
  /** The answer, or null for a 404. */
  load: (locale: Locale, params: Record<string, string>, query: Record<string, unknown>) => Promise<unknown>
}

/** Rich text as HTML; empty when there is none. */
export const html = (value: unknown) =>
  value && typeof value === 'object' && 'root' in value ? convertLexicalToHTML({ data: value as SerializedEditorState }) : ''

const toMenu = (items: MenuItem[]): z.infer<typeof s.menuItem>[] =>
  items.map((item) => ({
    id: item.id,
    title: item.title,
    slug: item.slug,
    options: item.href,
    group: item.group,
    has_category: item.hasCategory,
    child: toMenu(item.children) as never,
  }))

const list = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item) })
const withGallery = <T extends z.ZodType>(item: T) => z.object({ data: item, gallery: z.array(s.image.unwrap()) })
const counted = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), count: z.number().int().meta({ description: 'All items, across pages.' }), page: z.number().int() })
const pageOf = (query: Record<string, unknown>) => ({ page: Number(query.page ?? 1), limit: Number(query.limit ?? NEWS_PAGE_SIZE) })

/** The menu item whose slug this is, with the tree's top-level item above it. */
function findInMenu(items: MenuItem[], slug: string): { item: MenuItem; top: MenuItem } | null {
  for (const top of items) {
    const stack: MenuItem[] = [top]
    while (stack.length) {
      const item = stack.pop()!
      if (item.slug === slug) return { item, top }
      stack.push(...item.children)
    }
  }
  return null
}

// pages/index?index=N: the seed's numbered content blocks, mapped to where Campus keeps them.
type BlockSource = (locale: Locale) => Promise<Omit<z.infer<typeof s.block>, 'index'> | null>
const empty = { option_1: null, short_content: null, banner_title: null, banner_img: null, items: [] }
const status = (on: boolean) => (on ? 'active' : 'inactive') as 'active' | 'inactive'

async function phoneBlock(locale: Locale, which: 1 | 2) {
  const settings = await getSettings(locale)
  // getSettings drops the second number while it is switched off; the block still exists.
  const number = settings.phones[which - 1] ?? null
  return { ...empty, title: number ?? translator(locale, 'header')('callUs'), option_1: number, status: status(Boolean(number)) }
}

async function homeTitle(locale: Locale, section: 'partners' | 'news' | 'events' | 'journey' | 'faculties') {
  const home = await getHome(locale)
  const fallback = translator(locale, 'homeSections') as (key: string) => string
  return { ...empty, title: home[section].title ?? fallback(section), status: status(home[section].enabled) }
}

export const BLOCKS: Record<number, { what: string; load: BlockSource }> = {
  1: {
    what: 'About text (home page: About section)',
    load: async (locale) => {
      const { about } = await getHome(locale)
      return {
        ...empty,
        title: about.title ?? '',
        option_1: about.link,
        short_content: html(about.text),
        banner_img: about.image,
        status: status(about.enabled),
      }
    },
  },
  2: {
    what: 'Contacts: address (HTML) and e-mail (Settings)',
    load: async (locale) => {
      const settings = await getSettings(locale)
      return { ...empty, title: translator(locale, 'footer')('address'), option_1: settings.email, short_content: html(settings.address), status: 'active' }
    },
  },
  3: {
    what: 'Numbers (home page: About section’s figures)',
    load: async (locale) => {
      const { about } = await getHome(locale)
      return { ...empty, title: about.title ?? '', items: about.stats, status: status(about.enabled && about.stats.length > 0) }
    },
  },
  4: {
    what: 'Video (home page banner’s video: its MP4 file, or YouTube’s embed address)',
    load: async (locale) => {
      const { video, title } = (await getHome(locale)).banner
      // The original client played one file: the MP4 when there is one (every browser plays it).
      const link = video?.kind === 'youtube' ? video.embedUrl : (video?.sources.find((source) => source.type === 'video/mp4') ?? video?.sources[0])?.src
      return { ...empty, title: title ?? '', option_1: link ?? null, status: status(Boolean(link)) }
    },
  },
  5: {
    what: 'Banner (home page banner: title, subtitle, image)',
    load: async (locale) => {
      const { banner } = await getHome(locale)
      return { ...empty, title: banner.subtitle ?? '', banner_title: banner.title, banner_img: banner.image, status: 'active' }
    },
  },
  6: {
    what: 'Step 3 text (the application form’s verification step, message files)',
    load: async (locale) => {
      const t = translator(locale, 'form')
      return { ...empty, title: t('steps.review'), short_content: `<p>${t('reviewIntro')}</p>`, status: 'active' }
    },
  },
  7: { what: 'Partners title (home page)', load: (locale) => homeTitle(locale, 'partners') },
  8: { what: 'News title (home page)', load: (locale) => homeTitle(locale, 'news') },
  9: { what: 'Events title (home page)', load: (locale) => homeTitle(locale, 'events') },
  10: { what: 'Journey title (home page)', load: (locale) => homeTitle(locale, 'journey') },
  11: { what: 'Faculties title (home page)', load: (locale) => homeTitle(locale, 'faculties') },
  104: { what: 'Second footer number (Settings: Phone 2 and its status)', load: (locale) => phoneBlock(locale, 2) },
  105: {
    what: 'Apply now (Settings: apply button, its address and status)',
    load: async (locale) => {
      const settings = await getSettings(locale)
      return { ...empty, title: translator(locale, 'header')('apply'), option_1: settings.applyUrl, status: status(Boolean(settings.applyUrl)) }
    },
  },
  130: { what: 'First header number (Settings: Phone 1)', load: (locale) => phoneBlock(locale, 1) },
  131: { what: 'Second header number (Settings: Phone 2 and its status)', load: (locale) => phoneBlock(locale, 2) },
}

const newsCard = (item: Awaited<ReturnType<typeof listNews>>['items'][number]) => ({
  slug: item.slug,
  title: item.title,
  date: item.date,
  date_text: item.dateText,
  short_content: item.excerpt,
  image: item.cover,
  untranslated: item.untranslated,
})
const eventCard = (item: Awaited<ReturnType<typeof listEventsUpcomingFirst>>['items'][number]) => ({
  slug: item.slug,
  title: item.title,
  starts_at: item.startsAt,
  ends_at: item.endsAt,
  date_text: item.whenText,
  place: item.place,
  short_content: item.excerpt,
  image: item.cover,
  untranslated: item.untranslated,
})
const partnerCard = (item: Awaited<ReturnType<typeof listPartners>>[number]) => ({
  slug: item.slug,
  title: item.name,
  country: item.country,
  short_content: item.summary,
  image: item.logo,
  untranslated: item.untranslated,
})
const images = (list: Image[]) => list
const galleryCard = (gallery: GalleryCard) => ({
  id: gallery.slug,
  title: gallery.title,
  kind: gallery.kind,
  date: gallery.date,
  image: gallery.cover,
  count: gallery.count,
})

/** An id the form's lists filter by; asked before one is chosen (empty, not a number), the list is empty. */
/** `closed=1`: also what is closed for applications now (the form lists it, marked, with its dates). */
const withClosed = z
  .preprocess((value) => (value === '1' ? 1 : undefined), z.literal(1).optional())
  .meta({ description: '1: also list what is offered but closed for applications now, marked `open: false`.' })

const anId = (description: string) =>
  z
    .preprocess((value) => (typeof value === 'string' && /^[1-9]\d{0,8}$/.test(value) ? Number(value) : undefined), z.number().int().optional())
    .meta({ description })

/** A list read a page at a time (`page`, `limit`), with the count of all its items. */
function pagedList<Item, Card>(
  path: string,
  summary: string,
  item: z.ZodType,
  read: (locale: Locale, page: number, limit: number) => Promise<{ items: Item[]; total: number }>,
  toCard: (item: Item) => Card,
): Call {
  return {
    path,
    summary,
    query: s.paging,
    answer: counted(item),
    load: async (locale, _params, query) => {
      const { page, limit } = pageOf(query)
      const result = await read(locale, page, limit)
      return { data: result.items.map(toCard), count: result.total, page }
    },
  }
}

/** A video as the seed's client reads it: `link`, copied to `src` (the embed address for YouTube). */
const toVideo = (gallery: { slug: string; title: string }, one: Video & { title: string }, i: number) => {
  const link = one.kind === 'youtube' ? one.embedUrl : one.src
  return { id: `${gallery.slug}-${i + 1}`, title: one.title || gallery.title, link, src: link, gallery: gallery.slug }
}

export const CALLS: Call[] = [
  {
    path: 'title',
    summary: 'The site title (as the seed reads it: data.data).',
    answer: z.object({ data: z.object({ data: z.string() }) }),
    load: async (locale) => ({ data: { data: (await getSettings(locale)).siteTitle } }),
  },
  {
    path: 'pages/index',
    summary: 'One numbered content block; the numbers are listed in docs/compat-api.md.',
    query: z.object({ index: z.coerce.number().int().min(1).max(100_000).meta({ description: 'The block’s number.' }) }),
    answer: z.object({ data: s.block }),
    load: async (locale, _params, query) => {
      const source = BLOCKS[Number(query.index)]
      const found = source && (await source.load(locale))
      return found ? { data: { index: Number(query.index), ...found } } : null
    },
  },
  {
    path: 'menu',
    summary: 'The menu tree (three levels).',
    answer: list(s.menuItem),
    load: async (locale) => ({ data: toMenu(await getMenu(locale)) }),
  },
  {
    path: 'menu/sidebar',
    summary: 'A section’s own menu: the top-level item holding `options` (a slug) and its children.',
    query: z.object({ options: z.string().max(200).optional().meta({ description: 'The slug of an item of the section; without it, the whole menu.' }) }),
    answer: z.object({ data: z.object({ title: z.string() }), menu: z.array(s.menuItem) }),
    load: async (locale, _params, query) => {
      const menu = await getMenu(locale)
      if (!query.options) return { data: { title: '' }, menu: toMenu(menu) }
      const found = findInMenu(menu, String(query.options))
      return found ? { data: { title: found.top.title }, menu: toMenu(found.top.children) } : null
    },
  },
  {
    path: 'menu/view/{slug}',
    summary: 'A static page by its menu slug, with its gallery and its section’s menu.',
    answer: z.object({ data: s.staticPage, gallery: z.array(s.image.unwrap()), menu: z.array(s.menuItem) }),
    load: async (locale, { slug }) => {
      const page = await findPageBySlug(locale, slug)
      if (!page) return null
      const found = findInMenu(await getMenu(locale), slug)
      return {
        data: {
          slug: page.slug,
          title: page.title,
          banner_title: page.bannerTitle,
          banner_img: page.bannerImage,
          content: html(page.body),
          untranslated: page.untranslated,
        },
        gallery: images(page.gallery),
        menu: toMenu(found?.top.children ?? []),
      }
    },
  },
  pagedList('news', 'News, newest first, a page at a time.', s.newsItem, listNews, newsCard),
  pagedList(
    'news/events',
    'Events, a page at a time: upcoming ones first (soonest first), then past ones (latest first).',
    s.eventItem,
    listEventsUpcomingFirst,
    eventCard,
  ),
  {
    path: 'news/view/{slug}',
    summary: 'One news item or, failing that, one event, with its gallery.',
    answer: withGallery(z.union([s.newsDetail, s.eventItem.extend({ content: z.string(), updated_at: z.string() })])),
    load: async (locale, { slug }) => {
      const news = await findNewsBySlug(locale, slug)
      if (news) return { data: { ...newsCard(news), content: html(news.body), updated_at: news.updatedAt }, gallery: news.gallery }
      const event = await findEventBySlug(locale, slug)
      return event && { data: { ...eventCard(event), content: html(event.body), updated_at: event.updatedAt }, gallery: event.gallery }
    },
  },
  {
    path: 'news/sidebar/{slug}',
    summary: 'The banner of a news item or event.',
    answer: z.object({ data: s.banner }),
    load: async (locale, { slug }) => {
      const item = (await findNewsBySlug(locale, slug)) ?? (await findEventBySlug(locale, slug))
      const banner = (await getSettings(locale)).defaultBanner
      return item && { data: { banner_title: item.title, title: item.title, banner_img: item.cover ?? banner } }
    },
  },
  {
    path: 'partners',
    summary: 'Partner institutions.',
    answer: list(s.partner),
    load: async (locale) => ({ data: (await listPartners(locale)).map(partnerCard) }),
  },
  {
    path: 'partners/view/{slug}',
    summary: 'One partner, with its gallery.',
    answer: withGallery(s.partnerDetail),
    load: async (locale, { slug }) => {
      const partner = await findPartnerBySlug(locale, slug)
      return partner && { data: { ...partnerCard(partner), url: partner.url, content: html(partner.description) }, gallery: partner.gallery }
    },
  },
  {
    path: 'teams',
    summary: 'The university’s team (rector’s office, deans).',
    answer: list(s.teamMember),
    load: async (locale) => ({
      data: (await listTeam(locale)).map((person) => ({
        id: person.id,
        title: person.name,
        position: person.position,
        image: person.photo,
        content: html(person.bio),
        email: person.email,
        phone: person.phone,
      })),
    }),
  },
  {
    path: 'members',
    summary: 'Council members.',
    answer: list(s.member),
    load: async (locale) => ({
      data: (await listMembers(locale)).map((person) => ({ id: person.id, title: person.name, role: person.role, image: person.photo })),
    }),
  },
  {
    path: 'clubs',
    summary: 'Student clubs.',
    answer: list(s.club),
    load: async (locale) => ({
      data: (await listClubs(locale)).map((club) => ({
        slug: club.slug,
        title: club.name,
        short_content: club.description,
        schedule: club.schedule,
        contact: club.contact,
        image: club.image,
      })),
    }),
  },
  {
    path: 'social',
    summary: 'Social network links.',
    answer: list(s.socialLink),
    load: async (locale) => ({ data: (await getSettings(locale)).socialLinks.map((link, i) => ({ id: i + 1, title: link.icon, url: link.url })) }),
  },
  {
    path: 'video',
    summary: 'Every video of the video galleries, newest gallery first.',
    answer: list(s.video),
    load: async (locale) => {
      const galleries = (await listGalleries(locale)).filter((gallery) => gallery.kind === 'video')
      const details = await Promise.all(galleries.map((gallery) => findGalleryBySlug(locale, gallery.slug)))
      return { data: details.flatMap((gallery) => (gallery ? gallery.videos.map((one, i) => toVideo(gallery, one, i)) : [])) }
    },
  },
  {
    path: 'gallery',
    summary: 'Photo and video galleries, newest first.',
    answer: list(s.galleryItem),
    load: async (locale) => ({
      data: (await listGalleries(locale)).map(galleryCard),
    }),
  },
  {
    path: 'gallery/view/{id}',
    summary: 'One gallery: its photos in `gallery`, its videos in `videos`.',
    answer: z.object({ data: s.galleryItem, gallery: z.array(s.image.unwrap()), videos: z.array(s.video) }),
    load: async (locale, { id }) => {
      const gallery = await findGalleryBySlug(locale, id)
      return (
        gallery && {
          data: galleryCard(gallery),
          gallery: gallery.photos,
          videos: gallery.videos.map((one, i) => toVideo(gallery, one, i)),
        }
      )
    },
  },
  {
    path: 'faculty',
    summary: 'Faculties with their programmes.',
    answer: list(s.faculty),
    load: async (locale) => ({
      data: (await listFaculties(locale)).map((faculty) => ({
        slug: faculty.slug,
        title: faculty.name,
        dean: faculty.dean,
        short_content: faculty.summary,
        content: html(faculty.description),
        image: faculty.image,
        programs: faculty.programs.map((program) => ({
          id: program.id,
          name: program.name,
          code: program.code,
          degree: program.degree,
          study_forms: program.studyForms,
          duration_years: program.durationYears,
          tuition_fee: program.tuitionFee,
        })),
      })),
    }),
  },
  {
    path: 'regions',
    summary: 'Regions (the application form’s list).',
    answer: list(s.choice),
    load: async (locale) => ({ data: await regionChoices(locale) }),
  },
  {
    path: 'select/program',
    summary: 'Degrees open for applications (with `closed=1`: offered, open or not).',
    query: z.object({ closed: withClosed }),
    answer: list(s.choice),
    load: async (locale, _params, query) => ({ data: await degreeChoices(locale, { withClosed: Boolean(query.closed) }) }),
  },
  {
    path: 'select/study',
    summary: 'Forms of study offered for a degree.',
    query: z.object({ program: anId('A degree’s id (select/program).'), closed: withClosed }),
    answer: list(s.choice),
    load: async (locale, _params, query) => ({
      data: query.program ? await formChoices(locale, Number(query.program), { withClosed: Boolean(query.closed) }) : [],
    }),
  },
  {
    path: 'select/facultet',
    summary: 'Directions (programmes) for a degree and a form of study, with their admission periods.',
    query: z.object({ program: anId('A degree’s id.'), study: anId('A form of study’s id.'), closed: withClosed }),
    answer: list(s.direction),
    load: async (locale, _params, query) => ({
      data:
        query.program && query.study
          ? (await directionChoices(locale, Number(query.program), Number(query.study), { withClosed: Boolean(query.closed) })).map(
              ({ period, ...direction }) => ({
                ...direction,
                opens_at: period.opensAt,
                closes_at: period.closesAt,
                time_zone: period.timeZone,
              }),
            )
          : [],
    }),
  },
]
