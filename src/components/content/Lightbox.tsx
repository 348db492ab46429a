'use client'
// Photo grid whose photos open in a full-screen viewer: arrows and Escape work,
// focus returns to the photo that opened it.
import Image from 'next/image'
import { useCallback, useEffect, useRef, useState } from 'react'

import { mediaImageLoader } from '@/lib/shortImages'
import type { Image as ImageData } from '@/data/images'

import { ChevronLeft, ChevronRight, CloseIcon } from '../icons'
import { fill } from '../labels'

export type LightboxLabels = { open: string; close: string; next: string; previous: string; counter: string }

/** A photo filling its box, through the optimizer at its short address. */
function Photo({ photo, sizes, className }: { photo: ImageData; sizes: string; className: string }) {
  return <Image loader={mediaImageLoader} src={photo.url} alt={photo.alt} fill sizes={sizes} className={className} />
}

export function Lightbox({ photos, labels }: { photos: ImageData[]; labels: LightboxLabels }) {
  const [index, setIndex] = useState<number | null>(null)
  const opener = useRef<HTMLButtonElement | null>(null)
  const closeButton = useRef<HTMLButtonElement>(null)
  const total = photos.length

  const close = useCallback(() => {
    setIndex(null)
    opener.current?.focus()
  }, [])
  const step = useCallback((delta: number) => setIndex((i) => (i === null ? i : (i + delta + total) % total)), [total])

  useEffect(() => {
    if (index === null) return
    closeButton.current?.focus()
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close()
      if (event.key === 'ArrowRight') step(1)
      if (event.key === 'ArrowLeft') step(-1)
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [index, close, step])

  if (!total) return null
  const current = index === null ? null : photos[index]

  return (
    <>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" data-testid="photo-grid">
        {photos.map((photo, i) => (
          <li key={`${photo.url}-${i}`}>
            <button
              type="button"
              className="relative block aspect-[4/3] w-full overflow-hidden rounded-lg bg-slate-100"
              onClick={(event) => {
                opener.current = event.currentTarget
                setIndex(i)
              }}
              aria-label={fill(labels.open, { number: i + 1, total })}
            >
              <Photo photo={photo} sizes="(min-width: 1024px) 300px, 50vw" className="object-cover transition hover:scale-105" />
            </button>
          </li>
        ))}
      </ul>
      {current && (
        <div
          role="dialog"
          aria-modal="true"
          aria-label={current.alt || fill(labels.counter, { number: index! + 1, total })}
          className="fixed inset-0 z-[80] flex flex-col bg-slate-950/95 text-white"
          data-testid="lightbox"
        >
          <div className="flex items-center justify-between p-3">
            <span className="px-2 text-sm" aria-live="polite">
              {fill(labels.counter, { number: index! + 1, total })}
            </span>
            <button
              ref={closeButton}
              type="button"
              onClick={close}
              aria-label={labels.close}
              className="grid size-11 place-items-center rounded-full hover:bg-white/10"
            >
              <CloseIcon />
            </button>
          </div>
          <div className="relative flex-1" onMouseDown={(event) => event.target === event.currentTarget && close()}>
            <Photo photo={current} sizes="100vw" className="pointer-events-none object-contain p-2 md:p-10" />
          </div>
          {current.alt && <p className="px-4 pb-2 text-center text-sm text-white/80">{current.alt}</p>}
          {total > 1 && (
            <div className="flex justify-center gap-4 p-4">
              <button
                type="button"
                onClick={() => step(-1)}
                aria-label={labels.previous}
                className="grid size-12 place-items-center rounded-full bg-white/10 hover:bg-white/20"
              >
                <ChevronLeft />
              </button>
              <button
                type="button"
                onClick={() => step(1)}
                aria-label={labels.next}
                className="grid size-12 place-items-center rounded-full bg-white/10 hover:bg-white/20"
                data-testid="lightbox-next"
              >
                <ChevronRight />
              </button>
            </div>
          )}
        </div>
      )}
    </>
  )
}
