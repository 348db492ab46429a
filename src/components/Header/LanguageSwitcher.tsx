'use client'
// Lists the two other languages; choosing one remembers it in the locale cookie and reloads the
// same page in that language. Each is a plain link to /api/language, which does both on the
// server, so the choice counts before the page's scripts have run and without JavaScript; once
// they run, the click sets the cookie here and keeps the query string too.
import { usePathname } from 'next/navigation'
import type { MouseEvent } from 'react'

import { type Locale, LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, localeLabels, locales, localizePath, splitLocale } from '@/i18n/locales'

import { ChevronDown } from '../icons'
import { fill } from '../labels'

export type LanguageSwitcherLabels = { language: string; switchTo: string }

export function LanguageSwitcher({ locale, labels }: { locale: Locale; labels: LanguageSwitcherLabels }) {
  const pathname = usePathname() ?? '/'
  const { path } = splitLocale(pathname)

  // A full reload, keeping the query string, after remembering the choice.
  const choose = (event: MouseEvent<HTMLAnchorElement>, target: Locale) => {
    event.preventDefault()
    document.cookie = `${LOCALE_COOKIE}=${target}; path=/; max-age=${LOCALE_COOKIE_MAX_AGE}; samesite=lax${location.protocol === 'https:' ? '; secure' : ''}`
    window.location.assign(`${localizePath(target, path)}${window.location.search}`)
  }

  return (
    <div className="group relative" data-testid="language-switcher">
      <button
        type="button"
        className="flex h-9 items-center gap-1 px-2 font-semibold"
        aria-haspopup="true"
        // Opens the list by focus, with CSS: nothing for the keeper of early clicks to keep.
        data-native
        aria-label={`${labels.language}: ${localeLabels[locale].name}`}
      >
        {localeLabels[locale].short}
        <ChevronDown width={14} height={14} />
      </button>
      <ul className="invisible absolute right-0 top-full z-50 min-w-20 rounded-md bg-white py-1 text-slate-900 opacity-0 shadow-lg transition group-focus-within:visible group-focus-within:opacity-100 group-hover:visible group-hover:opacity-100">
        {locales
          .filter((other) => other !== locale)
          .map((other) => (
            <li key={other}>
              <a
                href={`/api/language?to=${other}&next=${encodeURIComponent(localizePath(other, path))}`}
                lang={other}
                rel="nofollow"
                onClick={(event) => choose(event, other)}
                aria-label={fill(labels.switchTo, { language: localeLabels[other].name })}
                className="block px-4 py-2 font-semibold hover:bg-slate-100 focus-visible:bg-slate-100"
              >
                {localeLabels[other].short}
              </a>
            </li>
          ))}
      </ul>
    </div>
  )
}
