import Link from 'next/link'
import type { ReactNode } from 'react'

import { type Locale, localizePath } from '@/i18n/locales'

type Props = { href: string; locale: Locale; className?: string; children: ReactNode; onClick?: () => void }

/**
 * Internal paths get the locale prefix and client navigation; full addresses stay as they are.
 * Not prefetched, like every link of the site (docs/decisions/017-cache-hit-cost.md).
 */
export function MenuLink({ href, locale, className, children, onClick }: Props) {
  if (/^[a-z]+:/i.test(href)) {
    return (
      <a href={href} className={className} onClick={onClick} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    )
  }
  return (
    <Link href={localizePath(locale, href)} prefetch={false} className={className} onClick={onClick}>
      {children}
    </Link>
  )
}
