'use client'
// The banner's background video. Decided in the browser: a screen of 768 px or less, reduced
// motion or Save-Data keeps the picture and fetches no video at all. The video fades in over
// the picture only once it plays, so the picture stays the page's largest paint.
import { useRef, useState, useSyncExternalStore } from 'react'

export type BannerVideoLabels = { pause: string; play: string }
type Props = { sources: { src: string; type: string }[]; labels: BannerVideoLabels }

const QUERIES = ['(min-width: 769px)', '(prefers-reduced-motion: reduce)']

function subscribe(onChange: () => void) {
  const lists = QUERIES.map((query) => matchMedia(query))
  for (const list of lists) list.addEventListener('change', onChange)
  return () => lists.forEach((list) => list.removeEventListener('change', onChange))
}

const wantsMotion = () => {
  const [wide, calm] = QUERIES.map((query) => matchMedia(query).matches)
  return wide && !calm && !(navigator as { connection?: { saveData?: boolean } }).connection?.saveData
}

export function BannerVideo({ sources, labels }: Props) {
  // The server (and hydration) render nothing: the decision needs the browser.
  const motion = useSyncExternalStore(subscribe, wantsMotion, () => false)
  const video = useRef<HTMLVideoElement>(null)
  const [shown, setShown] = useState(false)
  const [paused, setPaused] = useState(false)
  if (!motion) return null

  return (
    <>
      <video
        ref={video}
        className={`absolute inset-0 -z-10 size-full object-cover transition-opacity duration-700 ${shown ? '' : 'opacity-0'}`}
        autoPlay
        muted
        loop
        playsInline
        aria-hidden="true"
        onPlaying={() => setShown(true)}
        onPlay={() => setPaused(false)}
        onPause={() => setPaused(true)}
        data-testid="banner-video"
      >
        {sources.map((source) => (
          <source key={source.src} src={source.src} type={source.type} />
        ))}
      </video>
      {shown && (
        <div className="pointer-events-none absolute inset-x-0 bottom-4 mx-auto flex max-w-7xl justify-end px-4">
          <button
            type="button"
            onClick={() => (video.current?.paused ? video.current.play().catch(() => setPaused(true)) : video.current?.pause())}
            className="pointer-events-auto inline-flex items-center gap-2 rounded-full bg-white/15 px-3 py-1.5 text-sm backdrop-blur-sm hover:bg-white/25"
            data-testid="banner-video-toggle"
          >
            <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
              <path d={paused ? 'M7 4v16l13-8z' : 'M6 4h4v16H6zm8 0h4v16h-4z'} />
            </svg>
            {paused ? labels.play : labels.pause}
          </button>
        </div>
      )}
    </>
  )
}
