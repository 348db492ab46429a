// The photo as the browser sees it once chosen: its shape (the rule, ../shared/photo.ts) and
// whether its background looks white (a warning only), read from a 30-pixel-wide copy.
import { hasWhiteBorder, isPhotoShape } from '@/admissions/shared/photo'

export type PhotoFindings = { shape: boolean; whiteBackground: boolean }

/** Null when the browser cannot decode the file: the type check and the server speak then. */
export async function inspectPhoto(file: File): Promise<PhotoFindings | null> {
  try {
    // Drawn upright: createImageBitmap applies the EXIF orientation, as the server does.
    const bitmap = await createImageBitmap(file)
    const shape = isPhotoShape(bitmap.width, bitmap.height)
    const width = 30
    const height = Math.max(1, Math.round((width * bitmap.height) / bitmap.width))
    const canvas = document.createElement('canvas')
    canvas.width = width
    canvas.height = height
    const context = canvas.getContext('2d', { willReadFrequently: true })
    if (!context) return { shape, whiteBackground: true }
    context.drawImage(bitmap, 0, 0, width, height)
    bitmap.close()
    return { shape, whiteBackground: hasWhiteBorder(context.getImageData(0, 0, width, height).data, width, height) }
  } catch {
    return null
  }
}
