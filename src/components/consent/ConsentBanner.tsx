'use client'
// Asks once whether the site may count visits, and loads the counters only after "Accept".
// Shown at the bottom of the window, over nothing the visitor needs: a spacer as tall as the
// banner follows the page, so the end of the page can still be scrolled into view, and nothing
// above it moves. Without JavaScript the question is never asked and no counter is loaded.
import { useEffect, useRef, useState } from 'react'

import { type Choice, readChoice, REOPEN_EVENT, saveChoice } from './choice'
import { type Counters, forgetCounterCookies, loadCounters } from './counters'
import { routed } from '@/components/plainMarker'

export type ConsentLabels = { title: string; text: string; accept: string; decline: string; more: string }

type Props = { counters: Counters; labels: ConsentLabels; privacyHref: string }

export function ConsentBanner({ counters, labels, privacyHref }: Props) {
  const [asking, setAsking] = useState(false)
  const [height, setHeight] = useState(0)
  const banner = useRef<HTMLElement>(null)
  const firstButton = useRef<HTMLButtonElement>(null)
  const loaded = useRef(false)

  useEffect(() => {
    const choice = readChoice()
    if (choice === 'granted') {
      loadCounters(counters)
      loaded.current = true
    }
    setAsking(choice === null)
    const reopen = () => {
      setAsking(true)
      // The footer's button asked for it: the question takes the keyboard focus.
      requestAnimationFrame(() => firstButton.current?.focus())
    }
    window.addEventListener(REOPEN_EVENT, reopen)
    return () => window.removeEventListener(REOPEN_EVENT, reopen)
  }, [counters])

  useEffect(() => {
    if (!asking || !banner.current) return
    const observer = new ResizeObserver(([entry]) => setHeight(entry.borderBoxSize[0]?.blockSize ?? entry.contentRect.height))
    observer.observe(banner.current)
    return () => observer.disconnect()
  }, [asking])

  const answer = (choice: Choice) => {
    saveChoice(choice)
    setAsking(false)
    if (choice === 'granted' && !loaded.current) {
      loadCounters(counters)
      loaded.current = true
    } else if (choice === 'denied' && loaded.current) {
      // Counters already running on this page cannot be stopped: their cookies go and the page
      // starts again without them.
      forgetCounterCookies()
      location.reload()
    }
  }

  if (!asking) return null
  return (
    <>
      <div aria-hidden="true" style={{ height }} />
      <section
        ref={banner}
        aria-labelledby="consent-title"
        data-testid="consent-banner"
        className="fixed inset-x-0 bottom-0 z-[150] border-t-4 border-brand-700 bg-white text-slate-800 shadow-[0_-8px_24px_rgb(11_26_69/0.18)]"
      >
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-3 sm:flex-row sm:items-center sm:gap-6 sm:py-4">
          <div className="min-w-0 flex-1 text-sm leading-snug">
            <h2 id="consent-title" className="font-semibold text-brand-950">
              {labels.title}
            </h2>
            <p className="mt-1">
              {labels.text}{' '}
              <a href={privacyHref} {...routed} className="font-medium text-brand-700 underline">
                {labels.more}
              </a>
            </p>
          </div>
          <div className="flex shrink-0 gap-2">
            <button
              ref={firstButton}
              type="button"
              onClick={() => answer('granted')}
              className="min-h-11 flex-1 rounded-md bg-brand-700 px-5 text-sm font-semibold text-white hover:bg-brand-900 sm:flex-none"
            >
              {labels.accept}
            </button>
            <button
              type="button"
              onClick={() => answer('denied')}
              className="min-h-11 flex-1 rounded-md border-2 border-brand-700 px-5 text-sm font-semibold text-brand-700 hover:bg-brand-50 sm:flex-none"
            >
              {labels.decline}
            </button>
          </div>
        </div>
      </section>
    </>
  )
}
