// Inline SVG icons: no icon font, no extra request. Decorative unless given a title.
import type { SVGProps } from 'react'

type IconProps = SVGProps<SVGSVGElement>

/** Stroke, caps and joins come from the `ic` class (globals.css), not from five attributes on every icon. */
const base = ({ className, ...props }: IconProps) => ({
  width: 20,
  height: 20,
  viewBox: '0 0 24 24',
  className: className ? `ic ${className}` : 'ic',
  'aria-hidden': true,
  ...props,
})

/** Sizes as classes (`width` as the SVG icons take it): the stylesheet's, not a style on every icon. */
const MASK_SIZES: Record<number, string> = { 14: 'size-3.5', 16: 'size-4', 18: 'size-[18px]', 20: 'size-5', 24: 'size-6' }
type MaskIconProps = { width?: number; height?: number; className?: string }

/** An icon the stylesheet draws (`.mi`, by `data-icon`): for those a page repeats, a short element instead of an SVG. Square: `height` is `width`. */
const maskIcon =
  (name: string) =>
  ({ width = 20, className }: MaskIconProps) => (
    <span aria-hidden="true" data-icon={name} className={['mi', MASK_SIZES[width] ?? 'size-5', className].filter(Boolean).join(' ')} />
  )

export const SearchIcon = (p: IconProps) => (
  <svg {...base(p)}>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </svg>
)
export const MenuIcon = (p: IconProps) => (
  <svg {...base(p)}>
    <path d="M4 6h16M4 12h16M4 18h16" />
  </svg>
)
export const GridIcon = (p: IconProps) => (
  <svg {...base(p)}>
    <rect x="4" y="4" width="6" height="6" />
    <rect x="14" y="4" width="6" height="6" />
    <rect x="4" y="14" width="6" height="6" />
    <rect x="14" y="14" width="6" height="6" />
  </svg>
)
export const CloseIcon = (p: IconProps) => (
  <svg {...base(p)}>
    <path d="M6 6l12 12M18 6 6 18" />
  </svg>
)
export const ChevronRight = maskIcon('chevron-right')
export const ChevronLeft = (p: IconProps) => (
  <svg {...base(p)}>
    <path d="m15 6-6 6 6 6" />
  </svg>
)
export const ChevronDown = (p: IconProps) => (
  <svg {...base(p)}>
    <path d="m6 9 6 6 6-6" />
  </svg>
)
export const PhoneIcon = maskIcon('phone')
export const MailIcon = maskIcon('mail')
export const PinIcon = maskIcon('pin')
export const ClockIcon = (p: IconProps) => (
  <svg {...base(p)}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </svg>
)
