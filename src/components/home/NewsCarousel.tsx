'use client'
// The banner's carousel of the latest news: advances every 6 s, pauses on hover,
// focus or the pause button, and never moves by itself for reduced-motion users.
import { useEffect, useState } from 'react'

import type { NewsCard } from '@/data/news'
import { type Locale, localizePath } from '@/i18n/locales'

import { ChevronLeft, ChevronRight } from '../icons'
import { fill } from '../labels'
import { routed } from '../plainMarker'

const INTERVAL_MS = 6000

export type CarouselLabels = { carousel: string; slide: string; pause: string; play: string }

export function NewsCarousel({ items, locale, labels }: { items: NewsCard[]; locale: Locale; labels: CarouselLabels }) {
  const [index, setIndex] = useState(0)
  const [paused, setPaused] = useState(false)
  const [hovered, setHovered] = useState(false)
  const total = items.length

  useEffect(() => {
    if (paused || hovered || total < 2 || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return
    const timer = setInterval(() => setIndex((i) => (i + 1) % total), INTERVAL_MS)
    return () => clearInterval(timer)
  }, [paused, hovered, total])

  if (!total) return null
  const item = items[index]

  return (
    <section
      aria-roledescription="carousel"
      aria-label={labels.carousel}
      className="rounded-xl bg-white/10 p-4 backdrop-blur-sm sm:p-5"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setHovered(true)}
      onBlur={() => setHovered(false)}
      data-testid="news-carousel"
    >
      <div
        aria-live={paused ? 'polite' : 'off'}
        aria-roledescription="slide"
        aria-label={fill(labels.slide, { number: index + 1, total })}
        lang={item.untranslated ? 'en' : undefined}
      >
        <p className="text-sm text-white/75">
          <time dateTime={item.date}>{item.dateText}</time>
        </p>
        <a href={localizePath(locale, `/news/${item.slug}`)} {...routed} className="mt-1 line-clamp-2 text-lg font-semibold hover:underline">
          {item.title}
        </a>
      </div>
      <div className="mt-4 flex items-center gap-2">
        <button
          type="button"
          onClick={() => setIndex((index - 1 + total) % total)}
          className="grid size-9 place-items-center rounded-full bg-white/15 hover:bg-white/25"
          aria-label={fill(labels.slide, { number: ((index - 1 + total) % total) + 1, total })}
        >
          <ChevronLeft width={16} height={16} />
        </button>
        <button
          type="button"
          onClick={() => setIndex((index + 1) % total)}
          className="grid size-9 place-items-center rounded-full bg-white/15 hover:bg-white/25"
          aria-label={fill(labels.slide, { number: ((index + 1) % total) + 1, total })}
          data-testid="carousel-next"
        >
          <ChevronRight width={16} height={16} />
        </button>
        <button type="button" onClick={() => setPaused(!paused)} className="ml-1 rounded-full px-3 py-1.5 text-sm hover:bg-white/15" aria-pressed={paused}>
          {paused ? labels.play : labels.pause}
        </button>
        <span className="ml-auto text-sm text-white/75" aria-hidden="true">
          {index + 1} / {total}
        </span>
      </div>
    </section>
  )
}
