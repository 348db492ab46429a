import 'server-only'

import { unstable_cache } from 'next/cache'
import { cache } from 'react'

import { TAGS } from '@/cache/tags'
import type { Locale } from '@/i18n/locales'
import { parseVideoUrl } from '@/lib/video'
import type { Home, Video as VideoDoc } from '@/payload-types'

import { type Image, sitePath, toImage } from './images'
import { type Seo, toSeo } from './seo'
import { getPayloadClient } from './payload'
import { isPreview } from './preview'

type Section = { enabled: boolean; title: string | null }

/** The banner's video: files the browser plays in the background, or a YouTube video played on request. */
export type BannerVideo = { kind: 'file'; sources: { src: string; type: string }[] } | { kind: 'youtube'; embedUrl: string }

export type HomeContent = {
  banner: { title: string | null; subtitle: string | null; image: Image | null; video: BannerVideo | null; newsCount: number }
  about: Section & { text: unknown; image: Image | null; link: string | null; stats: { value: string; label: string }[] }
  journey: Section & { steps: { title: string; text: string | null }[] }
  faculties: Section
  news: Section
  events: Section
  partners: Section
  clubs: Section
  gallery: Section
  team: Section
  rector: Section & { name: string | null; quote: string | null; photo: Image | null; link: string | null }
  tuition: Section & { text: string | null; link: string | null }
  contact: Section
  seo: Seo
}

const section = (group: { enabled?: boolean | null; title?: string | null } | undefined): Section => ({
  enabled: group?.enabled !== false,
  title: group?.title || null,
})

const WEBM_FIRST = (a: { type: string }, b: { type: string }) => Number(b.type === 'video/webm') - Number(a.type === 'video/webm')

/** Uploaded files first (WebM before MP4: smaller, and browsers take the first they can play), else the link. */
function toBannerVideo(banner: Home['banner']): BannerVideo | null {
  const files = (banner?.videoFiles ?? []).filter((file): file is VideoDoc => typeof file === 'object' && Boolean(file?.url && file.mimeType))
  if (files.length) return { kind: 'file', sources: files.map((file) => ({ src: sitePath(file.url!), type: file.mimeType! })).sort(WEBM_FIRST) }
  const link = banner?.video ? parseVideoUrl(banner.video) : null
  if (link?.kind === 'youtube') return { kind: 'youtube', embedUrl: link.embedUrl }
  if (link?.kind === 'file') return { kind: 'file', sources: [{ src: link.src, type: link.type }] }
  return null
}

export function toHome(doc: Home): HomeContent {
  return {
    banner: {
      title: doc.banner?.title ?? null,
      subtitle: doc.banner?.subtitle ?? null,
      image: toImage(doc.banner?.image),
      video: toBannerVideo(doc.banner),
      newsCount: doc.banner?.newsCount ?? 5,
    },
    about: {
      ...section(doc.about),
      text: doc.about?.text ?? null,
      image: toImage(doc.about?.image),
      link: doc.about?.link ?? null,
      stats: (doc.about?.stats ?? []).map(({ value, label }) => ({ value, label })),
    },
    journey: { ...section(doc.journey), steps: (doc.journey?.steps ?? []).map(({ title, text }) => ({ title, text: text ?? null })) },
    faculties: section(doc.faculties),
    news: section(doc.news),
    events: section(doc.events),
    partners: section(doc.partners),
    clubs: section(doc.clubs),
    gallery: section(doc.gallery),
    team: section(doc.team),
    rector: {
      ...section(doc.rector),
      name: doc.rector?.name ?? null,
      quote: doc.rector?.quote ?? null,
      photo: toImage(doc.rector?.photo),
      link: doc.rector?.link ?? null,
    },
    tuition: { ...section(doc.tuition), text: doc.tuition?.text ?? null, link: doc.tuition?.link ?? null },
    contact: section(doc.contact),
    seo: toSeo(doc.meta),
  }
}

const loadHome = async (locale: Locale, draft: boolean) => {
  const payload = await getPayloadClient()
  // Staff previewing see the latest draft; everyone else the published home page.
  const access = draft ? { draft: true, overrideAccess: true } : { overrideAccess: false }
  const [doc, own] = await Promise.all([
    payload.findGlobal({ slug: 'home', locale, depth: 1, ...access }),
    // Meta texts never in another language: an empty one falls back to this page's own words.
    payload.findGlobal({ slug: 'home', locale, fallbackLocale: false, depth: 1, select: { meta: true }, ...access }),
  ])
  return toHome({ ...doc, meta: own.meta })
}

const publishedHome = unstable_cache((locale: Locale) => loadHome(locale, false), ['home'], { tags: [TAGS.home] })

export const getHome = cache(async (locale: Locale) => ((await isPreview()) ? loadHome(locale, true) : publishedHome(locale)))
