import type { Media } from '@/payload-types'

/** What a page needs to draw an image: never the raw upload document. */
export type Image = { url: string; alt: string; width: number; height: number }

/** Upload URLs as site-relative paths, so the image optimizer reads them from this server. */
export const sitePath = (url: string) => (url.startsWith('/') ? url : new URL(url).pathname)

export function toImage(media: number | Media | null | undefined): Image | null {
  if (!media || typeof media === 'number' || !media.url) return null
  return { url: sitePath(media.url), alt: media.alt ?? '', width: media.width ?? 1600, height: media.height ?? 900 }
}

/** Every image of an upload list that resolved to a document (drafts and deleted files drop out). */
export const toImages = (list: (number | Media)[] | null | undefined): Image[] => (list ?? []).map(toImage).filter((image): image is Image => image !== null)
