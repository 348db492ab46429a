import { getImageProps, type ImageProps } from 'next/image'
import { preload as preloadResource } from 'react-dom'

/**
 * next/image's markup (srcset, sizes, optimised widths, a fill box) without its client
 * component: a plain <img> from the server, so images add nothing to a page's JavaScript or to
 * its hydration (each next/image is a client component of its own). `preload` puts the image in
 * the document's head at high priority: the first screen's largest image, nothing else.
 * Client components that need next/image's load events (the lightbox) keep next/image.
 */
export function Image({ preload = false, ...props }: ImageProps) {
  const { props: img } = getImageProps({ ...props, loading: preload ? 'eager' : props.loading })
  if (preload && typeof img.src === 'string') {
    preloadResource(img.src, { as: 'image', imageSrcSet: img.srcSet, imageSizes: img.sizes, fetchPriority: props.fetchPriority ?? 'high' })
  }
  return <img {...img} alt={props.alt} />
}
