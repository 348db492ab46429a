// The seed's rule for the applicant's photo: 3×4, on a white background. The shape is a rule
// (the browser says so at once, the server refuses otherwise); the background is a warning
// the browser gives, since a light grey wall or a shadow is no reason to lose an application.
export const PHOTO_RATIO = 3 / 4
/** 35×45 mm passport photos (0.78) and 2:3 prints (0.67) pass; squares and landscapes do not. */
export const PHOTO_RATIO_TOLERANCE = 0.1

export const isPhotoShape = (width: number, height: number) => width > 0 && height > 0 && Math.abs(width / height - PHOTO_RATIO) <= PHOTO_RATIO_TOLERANCE

/** A pixel a person would call white: light, and without a colour cast. */
const isWhitish = (r: number, g: number, b: number) => Math.min(r, g, b) >= 190 && Math.max(r, g, b) - Math.min(r, g, b) <= 40

/**
 * Whether the background around the head is close to white, from the image's RGBA pixels at a
 * small size: the band along the top and the two side bands of the upper half (below them, the
 * shoulders reach the edges).
 */
export function hasWhiteBorder(rgba: ArrayLike<number>, width: number, height: number): boolean {
  const band = Math.max(1, Math.round(width * 0.08))
  const top = Math.max(1, Math.round(height * 0.06))
  let white = 0
  let counted = 0
  for (let y = 0; y < Math.round(height * 0.55); y++) {
    for (let x = 0; x < width; x++) {
      if (y >= top && x >= band && x < width - band) continue
      const i = (y * width + x) * 4
      counted++
      if (isWhitish(rgba[i], rgba[i + 1], rgba[i + 2])) white++
    }
  }
  return counted > 0 && white / counted >= 0.85
}
