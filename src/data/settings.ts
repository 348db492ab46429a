import 'server-only'

import { unstable_cache } from 'next/cache'
import { cache } from 'react'

import { TAGS } from '@/cache/tags'
import { SECTION_KINDS, type SectionKind } from '@/globals/Settings/sectionBanners'
import type { Locale } from '@/i18n/locales'
import type { Setting } from '@/payload-types'

import { type Image, toImage } from './images'
import { getPayloadClient } from './payload'

export type SiteSettings = {
  siteTitle: string
  phones: string[]
  email: string | null
  address: Setting['address']
  mapEmbedUrl: string | null
  applyUrl: string | null
  socialLinks: { icon: string; url: string }[]
  copyright: string | null
  developerCredit: { text: string; url: string } | null
  logoHome: Image | null
  logoInner: Image | null
  defaultBanner: Image | null
  /** Each section's banner picture, null where the editor left it empty. */
  sectionBanners: Record<SectionKind, Image | null>
  analytics: { yandexMetrikaId: string | null; googleTagId: string | null }
}

/** Applies the on/off switches here, so the header and footer only draw what is active. */
export function toSiteSettings(doc: Setting): SiteSettings {
  const phones = [doc.phone1, doc.phone2Status === 'active' ? doc.phone2 : null].filter((p): p is string => Boolean(p))
  const credit = doc.developerCredit
  return {
    siteTitle: doc.siteTitle,
    phones,
    email: doc.email ?? null,
    address: doc.address ?? null,
    mapEmbedUrl: doc.mapEmbedUrl ?? null,
    // Switched on without an address, the button leads to the application form.
    applyUrl: doc.applyButton?.status === 'inactive' ? null : doc.applyButton?.url?.trim() || '/form',
    socialLinks: (doc.socialLinks ?? []).map(({ icon, url }) => ({ icon, url })),
    copyright: doc.copyright ?? null,
    developerCredit: credit?.text && credit.url ? { text: credit.text, url: credit.url } : null,
    logoHome: toImage(doc.logoHome),
    logoInner: toImage(doc.logoInner),
    defaultBanner: toImage(doc.defaultBanner),
    sectionBanners: Object.fromEntries(SECTION_KINDS.map((kind) => [kind, toImage(doc.sectionBanners?.[kind])])) as Record<SectionKind, Image | null>,
    analytics: { yandexMetrikaId: doc.yandexMetrikaId ?? null, googleTagId: doc.googleTagId ?? null },
  }
}

const loadSettings = unstable_cache(
  async (locale: Locale) => {
    const payload = await getPayloadClient()
    const doc = await payload.findGlobal({ slug: 'settings', locale, depth: 1, overrideAccess: false })
    return toSiteSettings(doc)
  },
  ['settings'],
  { tags: [TAGS.settings] },
)

export const getSettings = cache(loadSettings)
