'use client'
// Titles matching what is typed in the search box, from GET /{locale}/api/search/suggest:
// asked 150 ms after the last keystroke, an older answer never replacing a newer one.
import { useEffect, useState } from 'react'

import type { Locale } from '@/i18n/locales'
import type { Segment } from '@/search/shared/highlight'
import type { SearchKind } from '@/search/shared/kinds'

export type SuggestionItem = { url: string; segments: Segment[]; kind?: SearchKind; all?: true }

const DEBOUNCE_MS = 150
const MIN_CHARS = 2

export function useSuggestions(locale: Locale, word: string): SuggestionItem[] {
  const [items, setItems] = useState<SuggestionItem[]>([])
  const q = word.trim()

  useEffect(() => {
    if (q.length < MIN_CHARS) {
      setItems([])
      return
    }
    const controller = new AbortController()
    const timer = setTimeout(async () => {
      try {
        const response = await fetch(`/${locale}/api/search/suggest?q=${encodeURIComponent(q)}`, { signal: controller.signal })
        if (!response.ok) return
        const { data } = (await response.json()) as { data: { url: string; type: SearchKind; segments: Segment[] }[] }
        setItems(data.map((item) => ({ url: item.url, kind: item.type, segments: item.segments })))
      } catch {
        // Aborted by a newer keystroke, or offline: the list keeps what it had.
      }
    }, DEBOUNCE_MS)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [locale, q])

  return items
}
