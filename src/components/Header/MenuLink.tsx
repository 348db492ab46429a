import Link from 'next/link'
import type { ReactNode } from 'react'

import { type Locale, localizePath } from '@/i18n/locales'

type Props = { href: string; locale: Locale; className?: string; children: ReactNode; onClick?: () => void }

/**
 * Internal paths get the locale prefix and client navigation; full addresses stay as they are.
 * Menus, the footer and "view all" links are not prefetched: Next would fetch every such link in
 * view as the page loads (7 on a phone, 21 on a desktop home page), each one more request to the
 * server and more work on the visitor's main thread while the page becomes interactive. A
 * cached page answers a click in milliseconds.
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
