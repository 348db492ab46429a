'use client'
// The element that holds a block of plain HTML (PlainHtml.tsx). The server sends a page's block
// once, in its HTML: the copy in the page's data is replaced by the block's mark
// (src/lib/plainFlight.ts), and React, which leaves an element's inner HTML alone when it
// hydrates it, keeps what the HTML put there. The block's HTML is kept here, by its mark, for the
// moment the same block is shown again from that first page's data (Back to the first page).
// Page data fetched later (a client navigation, a refresh) carries the whole HTML, which React
// writes when it changes.
import { useRouter } from 'next/navigation'
import { createElement, useLayoutEffect, useRef, useState } from 'react'

import { PLAIN, PLAIN_BLOCK_DEFAULTS } from './plainMarker'

/** A block's mark alone: `<!--p:…-->`, which starts every block's HTML. */
const BARE = /^<!--p:[\w-]+-->$/
const kept = new Map<string, string>()

/** `as` and `className` are given only when not the defaults: each prop is written into the page's data, for every block. */
export type PlainBlockProps = { html: string; as?: 'div' | 'ul'; className?: string; label?: string }

export function PlainBlock({ html, as = PLAIN_BLOCK_DEFAULTS.as, className = PLAIN_BLOCK_DEFAULTS.className, label }: PlainBlockProps) {
  const ref = useRef<HTMLElement>(null)
  const router = useRouter()
  const bare = BARE.test(html)
  // What this element showed when it appeared: what it keeps showing while its mark is the same.
  const [shown] = useState(() => ({ mark: html, html: kept.get(html) ?? html }))
  const inner = !bare ? html : shown.mark === html ? shown.html : (kept.get(html) ?? html)

  useLayoutEffect(() => {
    const element = ref.current
    if (!bare || !element) return
    if (element.innerHTML.length > html.length) kept.set(html, element.innerHTML)
    // Shown from the first page's data with nothing kept (never expected): ask for the page anew.
    else router.refresh()
  }, [bare, html, router])

  return createElement(as, { ref, className, 'aria-label': label, [PLAIN]: '', dangerouslySetInnerHTML: { __html: inner } })
}
