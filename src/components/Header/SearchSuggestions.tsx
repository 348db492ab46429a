// The search popup's list of suggestions, the listbox of its combobox. The field keeps the
// focus throughout: a press on an option must not take it, and the field's arrow keys choose
// `active`. No 'use client' of its own: it only ever renders inside SearchPopup.
import type { SearchKind } from '@/search/shared/kinds'

import type { SuggestionItem } from './useSuggestions'

export const SUGGESTIONS_ID = 'search-suggestions'
export const optionId = (index: number) => `search-suggestion-${index}`

type Props = {
  items: SuggestionItem[]
  active: number
  expanded: boolean
  labels: { suggestions: string; kinds: Record<SearchKind, string> }
  onPick: (url: string) => void
  onHover: (index: number) => void
}

export function SearchSuggestions({ items, active, expanded, labels, onPick, onHover }: Props) {
  return (
    <ul
      id={SUGGESTIONS_ID}
      role="listbox"
      aria-label={labels.suggestions}
      hidden={!expanded}
      className="mt-2 border-t border-slate-200 pt-2"
      data-testid="search-suggestions"
    >
      {expanded &&
        items.map((item, index) => (
          <li
            key={item.url}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onPick(item.url)}
            onMouseEnter={() => onHover(index)}
            className={`cursor-pointer rounded-md px-3 py-2 ${index === active ? 'bg-brand-50' : ''} ${item.all ? 'text-sm font-semibold text-brand-700' : ''}`}
          >
            {item.kind && <span className="mr-2 text-xs uppercase tracking-wide text-slate-600">{labels.kinds[item.kind]}</span>}
            {item.segments.map((segment, i) =>
              segment.mark ? (
                <mark key={i} className="rounded-sm bg-amber-200 px-0.5 text-inherit">
                  {segment.text}
                </mark>
              ) : (
                <span key={i}>{segment.text}</span>
              ),
            )}
          </li>
        ))}
    </ul>
  )
}
