import type { Image as ImageData } from '@/data/images'

import { Image } from './Image'

type Props = {
  image: ImageData | null
  /** The frame's classes: its size and shape, its backdrop while the photo loads (with `relative`). */
  frame: string
  sizes: string
}

/** A photo that fills its frame, cropped to it; nothing where there is no photo. */
export function FramedImage({ image, frame, sizes }: Props) {
  if (!image) return null
  return (
    <div className={frame}>
      <Image src={image.url} alt={image.alt} fill sizes={sizes} className="object-cover" />
    </div>
  )
}
