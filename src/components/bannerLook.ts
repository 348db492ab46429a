// How an inner page's banner looks for its kind of page: which picture (the page's own, its
// section's, the site's default) and the tint laid over it (docs/decisions/065-section-banners.md).
import type { Image } from '@/data/images'
import type { SectionKind } from '@/globals/Settings/sectionBanners'

type BannerPictures = { defaultBanner: Image | null; sectionBanners: Record<SectionKind, Image | null> }

/** The picture behind the title: the page's own, else its section's, else the site's default. */
export function bannerPicture(pictures: BannerPictures, kind: SectionKind | undefined, own: Image | null | undefined): Image | null {
  return own ?? (kind ? pictures.sectionBanners[kind] : null) ?? pictures.defaultBanner
}

/**
 * The ground (shown alone when there is no picture), the veil over the picture and the rule under
 * the banner. The veil is darkest where the title starts and on phones, where the title spans the
 * whole width: white text stays above 4.5:1 over any picture, the picture shows on the right of a
 * wide screen. Whole class names, so Tailwind finds them in this file.
 */
export type BannerTint = { ground: string; veil: string; rule: string }

export const BANNER_TINTS: Record<SectionKind | 'page', BannerTint> = {
  page: {
    ground: 'bg-brand-900',
    veil: 'from-brand-950/90 via-brand-950/80 to-brand-950/70 md:via-brand-950/75 md:to-brand-950/45',
    rule: 'bg-accent-400',
  },
  faculties: {
    ground: 'bg-brand-950',
    veil: 'from-brand-950/90 via-brand-950/80 to-brand-950/70 md:via-brand-950/75 md:to-brand-950/40',
    rule: 'bg-accent-400',
  },
  programmes: {
    ground: 'bg-indigo-950',
    veil: 'from-indigo-950/90 via-indigo-950/80 to-indigo-950/70 md:via-indigo-950/75 md:to-indigo-950/40',
    rule: 'bg-indigo-300',
  },
  news: {
    ground: 'bg-slate-900',
    veil: 'from-slate-900/90 via-slate-900/80 to-slate-900/70 md:via-slate-900/75 md:to-slate-900/40',
    rule: 'bg-red-500',
  },
  events: {
    ground: 'bg-purple-950',
    veil: 'from-purple-950/90 via-purple-950/80 to-purple-950/70 md:via-purple-950/75 md:to-purple-950/40',
    rule: 'bg-fuchsia-400',
  },
  documents: {
    ground: 'bg-stone-900',
    veil: 'from-stone-900/90 via-stone-900/80 to-stone-900/70 md:via-stone-900/75 md:to-stone-900/40',
    rule: 'bg-amber-400',
  },
  contact: {
    ground: 'bg-teal-950',
    veil: 'from-teal-950/90 via-teal-950/80 to-teal-950/70 md:via-teal-950/75 md:to-teal-950/40',
    rule: 'bg-teal-300',
  },
  admissions: {
    ground: 'bg-emerald-950',
    veil: 'from-emerald-950/90 via-emerald-950/80 to-emerald-950/70 md:via-emerald-950/75 md:to-emerald-950/40',
    rule: 'bg-accent-400',
  },
  search: {
    ground: 'bg-sky-950',
    veil: 'from-sky-950/90 via-sky-950/80 to-sky-950/70 md:via-sky-950/75 md:to-sky-950/40',
    rule: 'bg-sky-300',
  },
  people: {
    ground: 'bg-rose-950',
    veil: 'from-rose-950/90 via-rose-950/80 to-rose-950/70 md:via-rose-950/75 md:to-rose-950/40',
    rule: 'bg-orange-300',
  },
}
