import type { ReactNode } from 'react'

import { type Locale, localizePath } from '@/i18n/locales'
import { routed } from '@/components/plainMarker'

type Props = { href: string; locale: Locale; className?: string; children: ReactNode }

/**
 * Internal paths get the locale prefix and client navigation (a routed link, PlainLinks.tsx);
 * full addresses stay as they are. Not prefetched, like every link of the site
 * (docs/decisions/017-cache-hit-cost.md).
 */
export function MenuLink({ href, locale, className, children }: Props) {
  if (/^[a-z]+:/i.test(href)) {
    return (
      <a href={href} className={className} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    )
  }
  return (
    <a {...routed} href={localizePath(locale, href)} className={className}>
      {children}
    </a>
  )
}
