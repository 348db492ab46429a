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

/** A home-page section: a heading, an optional "view all" link, and its content. */
export function HomeSection({ id, title, locale, more, tone = 'white', children }: Props) {
  return (
    <section aria-labelledby={`${id}-heading`} className={`render-when-near ${tone === 'tint' ? 'bg-brand-50' : 'bg-white'}`} data-testid={`home-${id}`}>
      <div className="mx-auto max-w-7xl px-4 py-16">
        <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
          <h2 id={`${id}-heading`} className="text-2xl font-bold text-slate-900 md:text-3xl">
            {title}
          </h2>
          {more && (
            <MenuLink href={more.href} locale={locale} className="font-semibold text-brand-700 hover:underline">
              <MoreLabel label={more.label} about={title} />
            </MenuLink>
          )}
        </div>
        {children}
      </div>
    </section>
  )
}
