'use client'
// A page's <head> holds one title, one description, one canonical link, one of each alternate
// language and social tag. React 19 keeps each of those it renders and swaps them on a client
// navigation, but only those it has hydrated: a link followed before the part of the page that
// renders the head has hydrated (a link can be clicked while the rest is still hydrating, also
// after the layout has marked <html data-hydrated>) leads to a page whose head has the first page's
// tags beside its own, and the browser's tab shows the first page's title. This watches <head>
// and, when such a tag appears twice, removes the copy that came with the page's HTML, which React
// never took over (docs/decisions/058-header-panels-without-scripts.md).
import { useEffect } from 'react'

/** Tags a page has one of (one per language for the alternates); images and the like may repeat. */
const SINGLE = [
  'title',
  'meta[name="description"]',
  'meta[name="robots"]',
  'link[rel="canonical"]',
  'link[rel="alternate"][hreflang]',
  'meta[property="og:title"]',
  'meta[property="og:description"]',
  'meta[property="og:url"]',
  'meta[property="og:locale"]',
  'meta[name="twitter:title"]',
  'meta[name="twitter:description"]',
].join(', ')

function keyOf(element: Element) {
  const named = element.getAttribute('name') ?? element.getAttribute('property') ?? element.getAttribute('rel') ?? ''
  return `${element.tagName}|${named}|${element.getAttribute('hreflang') ?? ''}`
}

/**
 * Removes, for each tag that now appears twice, the copy that came with the page's HTML: React
 * holds the copies it renders and swaps them itself; a copy from the HTML that is still there
 * beside a new one is one it never took over.
 */
function dropStale(fromPage: Set<Element>) {
  const byKey = new Map<string, Element[]>()
  for (const element of document.head.querySelectorAll(SINGLE)) {
    const key = keyOf(element)
    byKey.set(key, [...(byKey.get(key) ?? []), element])
  }
  for (const copies of byKey.values()) {
    // Only where React has put a copy of its own beside the page's: never leave a tag with none.
    if (copies.length < 2 || copies.every((copy) => fromPage.has(copy))) continue
    for (const copy of copies) {
      if (!fromPage.has(copy)) continue
      fromPage.delete(copy)
      copy.remove()
    }
  }
}

export function OneHead() {
  useEffect(() => {
    const fromPage = new Set(document.head.querySelectorAll(SINGLE))
    const observer = new MutationObserver(() => dropStale(fromPage))
    observer.observe(document.head, { childList: true })
    return () => observer.disconnect()
  }, [])
  return null
}
