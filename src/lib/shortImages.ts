// A media file's optimised picture has a short address: `/img/<file>?w=640` instead of the
// optimizer's `/_next/image?url=%2Fapi%2Fmedia%2Ffile%2F<file>&w=640&q=75`. Every picture is named
// three to six times in a page (its srcset, the head's preload, the page data), so the long form
// was a tenth of a news list's HTML. The production server turns the short address back into the
// long one before anything else reads it (src/edge/server.ts), so the kept images, the deadline and
// the optimizer see what they always saw; `next dev` does the same with next.config.ts's rewrite.
// Anything else under /img/ is refused (src/edge/unreadableRequests.ts). Only plain file names are
// shortened: one with spaces, Cyrillic or escapes keeps the optimizer's address.
export const SHORT_IMAGE_PATH = '/img/'
/** The one quality next.config.ts allows (images.qualities). */
const QUALITY = 75
/** A file name the short address carries as it is: no escapes, no `/`, not `.` or `..`. */
const PLAIN_FILE = '[A-Za-z0-9_-][A-Za-z0-9._-]*'
const LONG = new RegExp(`/_next/image\\?url=%2Fapi%2Fmedia%2Ffile%2F(${PLAIN_FILE})&w=(\\d{1,4})&q=${QUALITY}(?=$|[\\s,])`, 'g')
const SHORT = new RegExp(`^${SHORT_IMAGE_PATH}(${PLAIN_FILE})\\?w=(\\d{1,4})$`)
const long = (file: string, width: string) => `/_next/image?url=%2Fapi%2Fmedia%2Ffile%2F${file}&w=${width}&q=${QUALITY}`

/** The rewrite next.config.ts lists before the site's files (`next dev`); the width comes along in the query. */
export const shortImageRewrite = {
  source: `${SHORT_IMAGE_PATH}:file`,
  destination: `/_next/image?url=%2Fapi%2Fmedia%2Ffile%2F:file&q=${QUALITY}`,
}

/** An `src` or `srcset` with each media picture's optimizer address in its short form. */
export function shortImageAddresses<T extends string | undefined>(value: T): T {
  return (value === undefined ? value : value.replace(LONG, `${SHORT_IMAGE_PATH}$1?w=$2`)) as T
}

/** The optimizer's address of a short one the site writes (a plain file name and `?w=<width>` only), else null. */
export function longImageAddress(url: string): string | null {
  const short = SHORT.exec(url)
  return short ? long(short[1]!, short[2]!) : null
}

/** A loader for next/image in client components (the lightbox, a video's cover): the optimizer's address, short where it can be. */
export function mediaImageLoader({ src, width, quality }: { src: string; width: number; quality?: number }): string {
  return shortImageAddresses(`/_next/image?url=${encodeURIComponent(src)}&w=${width}&q=${quality ?? QUALITY}`)
}
