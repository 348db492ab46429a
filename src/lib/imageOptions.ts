// The optimiser's options, read by next.config.ts and by the site's <Image> (src/components/Image.tsx),
// which writes its srcset from them itself: the production server renders a search page's results
// outside Next (src/edge/searchPageShell.ts), where Next's build-time copy of these options is not
// defined, and both must write the same widths.
import { imageConfigDefault, type ImageConfigComplete } from 'next/dist/shared/lib/image-config.js'

/** What next.config.ts sets; everything else is Next's default. */
export const IMAGE_OPTIONS = {
  formats: ['image/avif', 'image/webp'],
  // Five widths from phone to wide desktop: each image's srcset lists every width, so fewer
  // widths make every page lighter.
  deviceSizes: [640, 828, 1200, 1920, 2560],
  localPatterns: [{ pathname: '/api/media/file/**' }, { pathname: '/images/**' }],
} satisfies Partial<ImageConfigComplete>

/** The options as Next completes them. */
export const IMAGE_CONFIG: ImageConfigComplete = { ...imageConfigDefault, ...IMAGE_OPTIONS }
