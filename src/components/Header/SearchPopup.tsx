'use client'
// Search icon and its popup: focused on open, submits only a non-empty word, closes on
// submit, Escape or a click outside; suggests titles while typing (an ARIA combobox: arrows
// move, Enter opens, Escape closes the list first). The icon is a link to the results page
// and the popup a plain GET form, so search works before and without JavaScript. On the
// search page the icon moves focus to that page's own field instead of opening a second one.
import { usePathname, useRouter } from 'next/navigation'
import { type FormEvent, type KeyboardEvent, type MouseEvent, useEffect, useRef, useState } from 'react'

import { type Locale, localizePath, splitLocale } from '@/i18n/locales'
import type { SearchKind } from '@/search/shared/kinds'

import { CloseIcon, SearchIcon } from '../icons'
import { fill } from '../labels'
import { optionId, SearchSuggestions, SUGGESTIONS_ID } from './SearchSuggestions'
import { type SuggestionItem, useSuggestions } from './useSuggestions'

export const SEARCH_PAGE_INPUT_ID = 'search-page-input'
export type SearchPopupLabels = {
  openSearch: string
  closeSearch: string
  search: string
  searchPlaceholder: string
  suggestions: string
  showAll: string
  kinds: Record<SearchKind, string>
}
const FOCUS_DELAY_MS = 100

export function SearchPopup({ locale, labels }: { locale: Locale; labels: SearchPopupLabels }) {
  const router = useRouter()
  const pathname = usePathname() ?? '/'
  const [open, setOpen] = useState(false)
  const [word, setWord] = useState('')
  const [active, setActive] = useState(-1)
  const [listOpen, setListOpen] = useState(true)
  const input = useRef<HTMLInputElement>(null)
  const onSearchPage = splitLocale(pathname).path === '/search'
  const resultsPath = localizePath(locale, '/search')
  const suggestions = useSuggestions(locale, open ? word : '')
  const q = word.trim()
  // The suggestions, then "all results" for the word itself.
  const items: SuggestionItem[] =
    q && suggestions.length
      ? [...suggestions, { url: `${resultsPath}?q=${encodeURIComponent(q)}`, segments: [{ text: fill(labels.showAll, { query: q }) }], all: true }]
      : []
  const expanded = listOpen && items.length > 0

  useEffect(() => {
    if (!open) return
    const timer = setTimeout(() => input.current?.focus(), FOCUS_DELAY_MS)
    return () => clearTimeout(timer)
  }, [open])

  useEffect(() => setActive(-1), [suggestions])

  const close = () => {
    setOpen(false)
    setWord('')
    setActive(-1)
  }

  const toggle = (event: MouseEvent) => {
    event.preventDefault()
    if (onSearchPage) {
      document.getElementById(SEARCH_PAGE_INPUT_ID)?.focus()
      return
    }
    if (open) close()
    else setOpen(true)
  }

  const go = (url: string) => {
    router.push(url)
    close()
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!q) return
    go(`${resultsPath}?q=${encodeURIComponent(q)}`)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault()
      if (expanded) setListOpen(false)
      else close()
    } else if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && items.length) {
      event.preventDefault()
      setListOpen(true)
      const step = event.key === 'ArrowDown' ? 1 : -1
      // -1 is the field itself: the arrows cycle through the options and back to it.
      setActive((current) => ((current + 1 + step + items.length + 1) % (items.length + 1)) - 1)
    } else if (event.key === 'Enter' && expanded && active >= 0 && active < items.length) {
      event.preventDefault()
      go(items[active]!.url)
    }
  }

  return (
    <>
      <a
        href={resultsPath}
        onClick={toggle}
        role="button"
        aria-label={labels.openSearch}
        aria-expanded={open}
        className="grid size-9 place-items-center rounded-full hover:bg-white/15"
        data-testid="search-toggle"
      >
        <SearchIcon />
      </a>
      {open && (
        <div
          className="fixed inset-0 z-[60] flex items-start justify-center bg-slate-950/60 px-4 pt-24 sm:pt-32"
          onMouseDown={(event) => event.target === event.currentTarget && close()}
          data-testid="search-overlay"
        >
          <div className="w-full max-w-2xl rounded-lg bg-white p-2 text-slate-900 shadow-2xl" data-testid="search-popup">
            <form role="search" action={resultsPath} method="get" onSubmit={submit} className="flex items-center gap-2">
              <label className="sr-only" htmlFor="search-popup-input">
                {labels.search}
              </label>
              <input
                ref={input}
                id="search-popup-input"
                type="search"
                name="q"
                role="combobox"
                aria-autocomplete="list"
                aria-expanded={expanded}
                aria-controls={SUGGESTIONS_ID}
                aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
                value={word}
                maxLength={100}
                onChange={(event) => {
                  setWord(event.target.value)
                  setListOpen(true)
                }}
                onKeyDown={onKeyDown}
                placeholder={labels.searchPlaceholder}
                autoComplete="off"
                className="min-w-0 flex-1 rounded-md px-3 py-3 text-lg text-slate-900 outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
              />
              <button type="submit" className="grid size-11 place-items-center rounded-md bg-brand-700 text-white" aria-label={labels.search}>
                <SearchIcon />
              </button>
              <button type="button" onClick={close} className="grid size-11 place-items-center text-slate-600" aria-label={labels.closeSearch}>
                <CloseIcon />
              </button>
            </form>
            <SearchSuggestions items={items} active={active} expanded={expanded} labels={labels} onPick={go} onHover={setActive} />
          </div>
        </div>
      )}
    </>
  )
}
