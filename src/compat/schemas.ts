// The shapes of the compatibility API (seed section 7): each call's query and answer as zod
// schemas. The handlers parse their query and serialise their answer with these, and
// /api/openapi.json is generated from them (./openapi.ts), so the two cannot drift apart.
import { z } from 'zod'

export const image = z
  .object({ url: z.string(), alt: z.string(), width: z.number().int(), height: z.number().int() })
  .nullable()
  .meta({ id: 'Image', description: 'An image of the site; null when there is none.' })

/** The seed's menu item, three levels deep. */
const menuLevel3 = z.object({
  id: z.string(),
  title: z.string(),
  slug: z.string(),
  options: z.string().nullable().meta({ description: 'Where the item links (its path override or /static/{slug}); null when it only opens its children.' }),
  group: z.string().nullable(),
  has_category: z.boolean(),
  child: z.array(z.never()).meta({ description: 'Always empty at the third level.' }),
})
const menuLevel2 = menuLevel3.extend({ child: z.array(menuLevel3) })
export const menuItem = menuLevel3.extend({ child: z.array(menuLevel2) }).meta({ id: 'MenuItem' })

/** The seed's page-content block (pages/index?index=N) with its banner fields. */
export const block = z
  .object({
    index: z.number().int(),
    title: z.string(),
    option_1: z.string().nullable().meta({ description: 'The block’s value: a phone number, an address, a link.' }),
    short_content: z.string().nullable().meta({ description: 'HTML.' }),
    status: z.enum(['active', 'inactive']),
    banner_title: z.string().nullable(),
    banner_img: image,
    items: z.array(z.object({ value: z.string(), label: z.string() })).meta({ description: 'The numbers of index 3; empty elsewhere.' }),
  })
  .meta({ id: 'Block' })

export const banner = z.object({ banner_title: z.string(), title: z.string(), banner_img: image }).meta({ id: 'Banner' })

export const newsItem = z
  .object({
    slug: z.string(),
    title: z.string(),
    date: z.string(),
    date_text: z.string(),
    short_content: z.string().nullable(),
    image,
    untranslated: z.boolean(),
  })
  .meta({ id: 'NewsItem' })
export const newsDetail = newsItem.extend({ content: z.string().meta({ description: 'HTML.' }), updated_at: z.string() }).meta({ id: 'NewsDetail' })

export const eventItem = z
  .object({
    slug: z.string(),
    title: z.string(),
    starts_at: z.string(),
    ends_at: z.string().nullable(),
    date_text: z.string(),
    place: z.string().nullable(),
    short_content: z.string().nullable(),
    image,
    untranslated: z.boolean(),
  })
  .meta({ id: 'EventItem' })

export const partner = z
  .object({ slug: z.string(), title: z.string(), country: z.string().nullable(), short_content: z.string().nullable(), image, untranslated: z.boolean() })
  .meta({ id: 'Partner' })
export const partnerDetail = partner.extend({ url: z.string().nullable(), content: z.string() }).meta({ id: 'PartnerDetail' })

export const teamMember = z
  .object({
    id: z.number().int(),
    title: z.string(),
    position: z.string(),
    image,
    content: z.string(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
  })
  .meta({ id: 'TeamMember' })
export const member = z.object({ id: z.number().int(), title: z.string(), role: z.string(), image }).meta({ id: 'CouncilMember' })
export const club = z
  .object({ slug: z.string(), title: z.string(), short_content: z.string().nullable(), schedule: z.string().nullable(), contact: z.string().nullable(), image })
  .meta({ id: 'Club' })

export const socialLink = z
  .object({ id: z.number().int(), title: z.string().meta({ description: 'The icon’s name.' }), url: z.string() })
  .meta({ id: 'SocialLink' })
export const video = z
  .object({
    id: z.string(),
    title: z.string(),
    link: z.string(),
    src: z.string().meta({ description: 'The same as link, as the seed copies it.' }),
    gallery: z.string(),
  })
  .meta({ id: 'Video' })

export const galleryItem = z
  .object({
    id: z.string().meta({ description: 'The gallery’s slug: what gallery/view/{id} takes.' }),
    title: z.string(),
    kind: z.enum(['photo', 'video']),
    date: z.string(),
    image,
    count: z.number().int(),
  })
  .meta({ id: 'GalleryItem' })

export const choice = z.object({ id: z.number().int(), name: z.string(), faculty: z.string().optional() }).meta({ id: 'Choice' })

export const direction = choice
  .extend({
    faculty: z.string(),
    open: z.boolean().meta({ description: 'Whether it takes applications now; false only with `closed=1`.' }),
    opens_at: z.string().nullable().meta({ description: 'When applications open (ISO 8601, UTC); null: already open.' }),
    closes_at: z.string().nullable().meta({ description: 'When applications close, the deadline (ISO 8601, UTC); null: no deadline.' }),
    time_zone: z.string().meta({ description: 'The IANA time zone the dates are shown in (Asia/Tashkent unless the admissions office chose another).' }),
  })
  .meta({ id: 'Direction' })

export const faculty = z
  .object({
    slug: z.string(),
    title: z.string(),
    dean: z.string().nullable(),
    short_content: z.string().nullable(),
    content: z.string(),
    image,
    programs: z.array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        code: z.string().nullable(),
        degree: z.string(),
        study_forms: z.array(z.string()),
        duration_years: z.number(),
        tuition_fee: z.number(),
      }),
    ),
  })
  .meta({ id: 'Faculty' })

export const staticPage = z
  .object({ slug: z.string(), title: z.string(), banner_title: z.string(), banner_img: image, content: z.string(), untranslated: z.boolean() })
  .meta({ id: 'StaticPage' })

export const searchResult = z
  .object({
    type: z.string(),
    title: z.string(),
    title_html: z.string(),
    snippet: z.string(),
    snippet_html: z.string(),
    url: z.string(),
    date: z.string().nullable(),
    image: z.string().nullable().meta({ description: 'The address of a small picture, if the result has one.' }),
  })
  .meta({ id: 'SearchResult' })

export const errorList = z.object({ errors: z.array(z.object({ field: z.string().optional(), message: z.string() })) }).meta({ id: 'Errors' })

/** Query parameters: a page number and a page size, each optional. */
const positive = (max: number) => z.coerce.number().int().min(1).max(max)
export const paging = z.object({
  page: positive(1000).optional().meta({ description: 'Page number, from 1.' }),
  limit: positive(50).optional().meta({ description: 'Items per page (at most 50; 9 by default).' }),
})

export const searchAnswer = z
  .object({
    data: z.array(searchResult),
    count: z.number().int(),
    counts: z.record(z.string(), z.number().int()).meta({ description: 'Results by type, for the type filter.' }),
    page: z.number().int(),
    pages: z.number().int(),
    match: z.enum(['all', 'any']).meta({ description: '`any` when no result had every word and results with some of them are shown.' }),
  })
  .meta({ id: 'SearchAnswer' })
export const suggestAnswer = z.object({
  data: z.array(
    z.object({
      type: z.string(),
      title: z.string(),
      title_html: z.string(),
      segments: z.array(z.object({ text: z.string(), mark: z.literal(true).optional() })),
      url: z.string(),
    }),
  ),
})

export const statusLookup = z.object({
  application_number: z.string().meta({ description: 'The number given when the application was accepted.' }),
  birth_date: z.string().meta({ description: 'The applicant’s date of birth, YYYY-MM-DD.' }),
})
export const statusAnswer = z.object({ data: z.object({ status: z.string(), label: z.string() }) })
export const subscribeAnswer = z.object({ data: z.object({ subscribed: z.literal(true) }) })
