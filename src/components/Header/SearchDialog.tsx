'use client'
// The search popup's dialog, fetched on the first open (src/components/Header/SearchPopup.tsx):
// focused on open, submits only a non-empty word, closes on submit, Escape or a click outside;
// suggests titles while typing (an ARIA combobox: arrows move, Enter opens, Escape closes the
// list first). A plain GET form, so a search typed before the scripts run still works.
import { useRouter } from 'next/navigation'
import { type FormEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react'

import type { Locale } from '@/i18n/locales'

import { CloseIcon, SearchIcon } from '../icons'
import { fill } from '../labels'
import type { SearchPopupLabels } from './SearchPopup'
import { optionId, SearchSuggestions, SUGGESTIONS_ID } from './SearchSuggestions'
import { type SuggestionItem, useSuggestions } from './useSuggestions'

const FOCUS_DELAY_MS = 100

type Props = { locale: Locale; labels: SearchPopupLabels; resultsPath: string; onClose: () => void }

export default function SearchDialog({ locale, labels, resultsPath, onClose }: Props) {
  const router = useRouter()
  const [word, setWord] = useState('')
  const [active, setActive] = useState(-1)
  const [listOpen, setListOpen] = useState(true)
  const input = useRef<HTMLInputElement>(null)
  const suggestions = useSuggestions(locale, word)
  const q = word.trim()
  // The suggestions, then "all results" for the word itself.
  const items: SuggestionItem[] =
    q && suggestions.length
      ? [...suggestions, { url: `${resultsPath}?q=${encodeURIComponent(q)}`, segments: [{ text: fill(labels.showAll, { query: q }) }], all: true }]
      : []
  const expanded = listOpen && items.length > 0

  useEffect(() => {
    const timer = setTimeout(() => input.current?.focus(), FOCUS_DELAY_MS)
    return () => clearTimeout(timer)
  }, [])

  useEffect(() => setActive(-1), [suggestions])

  const go = (url: string) => {
    router.push(url)
    onClose()
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
      else onClose()
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
    <div
      className="fixed inset-0 z-[60] flex items-start justify-center bg-slate-950/60 px-4 pt-24 sm:pt-32"
      onMouseDown={(event) => event.target === event.currentTarget && onClose()}
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
          <button type="button" onClick={onClose} className="grid size-11 place-items-center text-slate-600" aria-label={labels.closeSearch}>
            <CloseIcon />
          </button>
        </form>
        <SearchSuggestions items={items} active={active} expanded={expanded} labels={labels} onPick={go} onHover={setActive} />
      </div>
    </div>
  )
}
