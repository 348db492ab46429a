import type { ReactNode } from 'react'

import type { Locale } from '@/i18n/locales'

import { MenuLink } from '../Header/MenuLink'

type Props = {
  id: string
  title: string
  locale: Locale
  more?: { href: string; label: string }
  tone?: 'white' | 'tint'
  children: ReactNode
}

/**
 * A link's visible words ("Learn more", "View all") with what it is about for screen readers
 * and search engines, which read every such link on the page as one list ("Learn more: Rector").
 */
export function MoreLabel({ label, about }: { label: string; about: string }) {
  return (
    <>
      {label}
      <span className="sr-only">: {about}</span>
    </>
  )
}

/** A home-page section: a heading, an optional "view all" link, and its content (the `section` classes in globals.css). */
export function HomeSection({ id, title, locale, more, tone = 'white', children }: Props) {
  return (
    <section aria-labelledby={`${id}-heading`} className={`render-when-near ${tone === 'tint' ? 'bg-brand-50' : 'bg-white'}`} data-testid={`home-${id}`}>
      <div className="section">
        <div className="section-head">
          <h2 id={`${id}-heading`} className="section-title">
            {title}
          </h2>
          {more && (
            <MenuLink href={more.href} locale={locale} className="section-more">
              <MoreLabel label={more.label} about={title} />
            </MenuLink>
          )}
        </div>
        {children}
      </div>
    </section>
  )
}
