import type { ImageProps } from 'next/image'
import { getImgProps } from 'next/dist/shared/lib/get-img-props.js'
import { prepareImageConfig } from 'next/dist/shared/lib/image-config.js'
import * as imageLoader from 'next/dist/shared/lib/image-loader.js'
import { preload as preloadResource } from 'react-dom'

import { IMAGE_CONFIG } from '@/lib/imageOptions'
import { shortImageAddresses } from '@/lib/shortImages'

// The optimiser's widths from the site's own options, not from the copy Next's build defines:
// the production server renders search results outside Next with this component too.
const imgConf = prepareImageConfig(IMAGE_CONFIG)
// Next's own loader: its module's default export, which Node hands to the production server's
// bundle (plain ESM) one level deeper than Next's bundler hands it to the pages.
type Loader = typeof imageLoader.default
const loaderExport = imageLoader.default as Loader | { default: Loader }
const defaultLoader = 'default' in loaderExport ? loaderExport.default : loaderExport

/**
 * next/image's markup (srcset, sizes, optimised widths, a fill box) without its client
 * component: a plain <img> from the server, so images add nothing to a page's JavaScript or to
 * its hydration (each next/image is a client component of its own). `preload` puts the image in
 * the document's head at high priority: the first screen's largest image, nothing else.
 * Client components that need next/image's load events (the lightbox) keep next/image. A media
 * file's addresses are the short ones (src/lib/shortImages.ts).
 */
export function Image({ preload = false, ...props }: ImageProps) {
  const img = imgAttributes({ ...props, loading: preload ? 'eager' : props.loading })
  if (preload && typeof img.src === 'string') {
    preloadResource(img.src, { as: 'image', imageSrcSet: img.srcSet, imageSizes: img.sizes, fetchPriority: props.fetchPriority ?? 'high' })
  }
  // A filling image's style is the same every time: the `img-fill` class (globals.css) instead.
  if (props.fill && !props.style) {
    const { style: _style, ...rest } = img
    return <img {...rest} className={`img-fill ${img.className ?? ''}`.trim()} alt={props.alt} />
  }
  return <img {...img} alt={props.alt} />
}

type ImgAttributes = ReturnType<typeof getImgProps>['props']

/**
 * The <img> attributes of a picture as shown (its addresses, srcset, sizes, box), kept per set of
 * props: a page of cards or of search results shows the same pictures at the same sizes again and
 * again. Only props of plain values are kept (a picture imported as a module is worked out each time).
 */
const made = new Map<string, ImgAttributes>()
const MADE_REMEMBERED = 2_000

function imgAttributes(props: ImageProps): ImgAttributes {
  const plain = Object.values(props).every((value) => value === undefined || value === null || ['string', 'number', 'boolean'].includes(typeof value))
  const key = plain ? JSON.stringify(props) : null
  const known = key === null ? undefined : made.get(key)
  if (known) return known
  const { props: generated } = getImgProps(props, { defaultLoader, imgConf })
  const img = { ...generated, src: shortImageAddresses(generated.src), srcSet: shortImageAddresses(forFixedWidth(generated.srcSet, generated.sizes)) }
  if (key !== null) {
    if (made.size >= MADE_REMEMBERED) made.clear()
    made.set(key, img)
  }
  return img
}

/**
 * The widest a picture is shown, in CSS pixels, by its `sizes`: a list of `(min-width: Npx)`
 * conditions, widest first, each with a width in px or vw, and a last width for the narrowest
 * windows (a vw width there is bounded by the next wider condition). Null when no bound can be
 * read (`100vw` for every window, other conditions).
 */
function widestShown(sizes: string): number | null {
  let widest = 0
  let below = Number.POSITIVE_INFINITY
  for (const entry of sizes.split(',').map((part) => part.trim())) {
    const match = /^(?:\(min-width:\s*(\d+)px\)\s+)?(\d+(?:\.\d+)?)(px|vw)$/.exec(entry)
    if (!match) return null
    const [, minWidth, amount, unit] = match
    const shown = unit === 'px' ? Number(amount) : (Number(amount) / 100) * below
    if (!Number.isFinite(shown)) return null
    widest = Math.max(widest, shown)
    if (minWidth === undefined) return widest
    below = Number(minWidth)
  }
  return null
}

/**
 * The widths a screen can use, from next/image's list: an image shown at one width whatever the
 * window (`sizes="160px"`) needs those for one to three device pixels per CSS pixel (next/image
 * lists every width it knows, 12 for a logo); one whose `sizes` bounds its width (a card,
 * `(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw`) needs none wider than three times that.
 */
export function forFixedWidth(srcSet: string | undefined, sizes: string | undefined): string | undefined {
  if (!srcSet || !sizes) return srcSet
  const entries = srcSet.split(', ').map((entry) => ({ entry, width: Number(/ (\d+)w$/.exec(entry)?.[1]) }))
  if (entries.some(({ width }) => !width)) return srcSet
  const fixed = Number(/^(\d+)px$/.exec(sizes)?.[1])
  const widest = fixed || widestShown(sizes)
  if (!widest) return srcSet
  const needed = fixed ? entries.filter(({ width }) => width >= fixed) : entries
  const last = needed.findIndex(({ width }) => width >= widest * 3)
  const kept = last < 0 ? needed : needed.slice(0, last + 1)
  return kept.length ? kept.map(({ entry }) => entry).join(', ') : srcSet
}
