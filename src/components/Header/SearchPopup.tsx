'use client'
// Search icon and its popup. The icon is a link to the results page, so search works before and
// without JavaScript; with it, a click opens the dialog (SearchDialog.tsx), whose code is fetched
// on the first open or as soon as the pointer or focus reaches the icon: it is not part of the
// JavaScript every page loads (docs/decisions/038-scripts-after-first-paint.md). On the search
// page the icon moves focus to that page's own field instead of opening a second one.
import { usePathname } from 'next/navigation'
import type { MouseEvent } from 'react'

import { type Locale, localizePath, splitLocale } from '@/i18n/locales'
import type { SearchKind } from '@/search/shared/kinds'

import { SearchIcon } from '../icons'
import { SEARCH_PAGE_INPUT_ID } from './searchInput'
import { lazyPanel, useLazyPanel } from '../useLazyPanel'

export type SearchPopupLabels = {
  openSearch: string
  closeSearch: string
  search: string
  searchPlaceholder: string
  suggestions: string
  showAll: string
  kinds: Record<SearchKind, string>
}

const searchDialog = lazyPanel(() => import('./SearchDialog'))

export function SearchPopup({ locale, labels }: { locale: Locale; labels: SearchPopupLabels }) {
  const pathname = usePathname() ?? '/'
  const dialog = useLazyPanel(searchDialog)
  const onSearchPage = splitLocale(pathname).path === '/search'
  const resultsPath = localizePath(locale, '/search')

  const toggle = (event: MouseEvent) => {
    event.preventDefault()
    if (onSearchPage) {
      document.getElementById(SEARCH_PAGE_INPUT_ID)?.focus()
      return
    }
    dialog.toggle()
  }

  return (
    <>
      <a
        href={resultsPath}
        onClick={toggle}
        onPointerEnter={dialog.prefetch}
        onFocus={dialog.prefetch}
        role="button"
        aria-label={labels.openSearch}
        aria-expanded={dialog.open}
        className="grid size-9 place-items-center rounded-full hover:bg-white/15"
        data-testid="search-toggle"
        // A click before the scripts run opens the dialog once they have (src/lib/earlyActions.ts).
        data-early
      >
        <SearchIcon />
      </a>
      {dialog.render({ locale, labels, resultsPath, onClose: dialog.hide })}
    </>
  )
}
