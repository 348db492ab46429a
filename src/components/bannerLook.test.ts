import { describe, expect, it } from 'vitest'

import { SECTION_KINDS } from '@/globals/Settings/sectionBanners'

import { BANNER_TINTS, bannerPicture } from './bannerLook'

const picture = (name: string) => ({ url: `/api/media/file/${name}.webp`, alt: '', width: 1920, height: 640 })
const none = Object.fromEntries(SECTION_KINDS.map((kind) => [kind, null])) as Record<(typeof SECTION_KINDS)[number], null>

describe('bannerPicture', () => {
  const pictures = { defaultBanner: picture('default'), sectionBanners: { ...none, news: picture('news') } }

  it('takes the page’s own picture over its section’s', () => {
    expect(bannerPicture(pictures, 'news', picture('own'))?.url).toContain('own')
  })

  it('takes the section’s picture for a page without one, and only for that section', () => {
    expect(bannerPicture(pictures, 'news', null)?.url).toContain('news')
    expect(bannerPicture(pictures, 'events', null)?.url).toContain('default')
  })

  it('takes the default for a page of no section, and nothing when there is no default either', () => {
    expect(bannerPicture(pictures, undefined, undefined)?.url).toContain('default')
    expect(bannerPicture({ defaultBanner: null, sectionBanners: none }, 'search', null)).toBeNull()
  })
})

it('every section has a tint of its own', () => {
  const grounds = SECTION_KINDS.map((kind) => BANNER_TINTS[kind].ground)
  expect(new Set(grounds).size).toBe(SECTION_KINDS.length)
})
