'use client'
// Search icon and its popup: focused on open, submits only a non-empty word,
// closes on submit, Escape or a click outside. On the search page the icon
// moves focus to that page's own field instead of opening a second one.
import { usePathname, useRouter } from 'next/navigation'
import { type FormEvent, useEffect, useRef, useState } from 'react'

import { type Locale, localizePath, splitLocale } from '@/i18n/locales'

import { CloseIcon, SearchIcon } from '../icons'

export const SEARCH_PAGE_INPUT_ID = 'search-page-input'
export type SearchPopupLabels = { openSearch: string; closeSearch: string; search: string; searchPlaceholder: string }
const FOCUS_DELAY_MS = 100

export function SearchPopup({ locale, labels }: { locale: Locale; labels: SearchPopupLabels }) {
  const router = useRouter()
  const pathname = usePathname() ?? '/'
  const [open, setOpen] = useState(false)
  const [word, setWord] = useState('')
  const input = useRef<HTMLInputElement>(null)
  const onSearchPage = splitLocale(pathname).path === '/search'

  useEffect(() => {
    if (!open) return
    const timer = setTimeout(() => input.current?.focus(), FOCUS_DELAY_MS)
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false)
    document.addEventListener('keydown', onKey)
    return () => {
      clearTimeout(timer)
      document.removeEventListener('keydown', onKey)
    }
  }, [open])

  const toggle = () => {
    if (onSearchPage) {
      document.getElementById(SEARCH_PAGE_INPUT_ID)?.focus()
      return
    }
    setOpen((value) => !value)
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const q = word.trim()
    if (!q) return
    router.push(localizePath(locale, `/search?q=${encodeURIComponent(q)}`))
    setOpen(false)
    setWord('')
  }

  return (
    <>
      <button
        type="button"
        onClick={toggle}
        aria-label={labels.openSearch}
        aria-expanded={open}
        className="grid size-9 place-items-center rounded-full hover:bg-white/15"
        data-testid="search-toggle"
      >
        <SearchIcon />
      </button>
      {open && (
        <div
          className="fixed inset-0 z-[60] flex items-start justify-center bg-slate-950/60 px-4 pt-32"
          onMouseDown={(event) => event.target === event.currentTarget && setOpen(false)}
          data-testid="search-overlay"
        >
          <form
            role="search"
            onSubmit={submit}
            className="flex w-full max-w-2xl items-center gap-2 rounded-lg bg-white p-2 shadow-2xl"
            data-testid="search-popup"
          >
            <label className="sr-only" htmlFor="search-popup-input">{labels.search}</label>
            <input
              ref={input}
              id="search-popup-input"
              type="search"
              name="q"
              value={word}
              onChange={(event) => setWord(event.target.value)}
              placeholder={labels.searchPlaceholder}
              autoComplete="off"
              className="min-w-0 flex-1 rounded-md px-3 py-3 text-lg text-slate-900 outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
            />
            <button type="submit" className="grid size-11 place-items-center rounded-md bg-brand-700 text-white" aria-label={labels.search}>
              <SearchIcon />
            </button>
            <button type="button" onClick={() => setOpen(false)} className="grid size-11 place-items-center text-slate-600" aria-label={labels.closeSearch}>
              <CloseIcon />
            </button>
          </form>
        </div>
      )}
    </>
  )
}
