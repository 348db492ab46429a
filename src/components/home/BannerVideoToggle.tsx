'use client'
// The banner video's pause and play button (BannerVideo.tsx): shown once the video plays, which
// it never does on a phone, with reduced motion or with Save-Data.
import { useEffect, useState } from 'react'

export type BannerVideoLabels = { pause: string; play: string }

export function BannerVideoToggle({ videoId, labels }: { videoId: string; labels: BannerVideoLabels }) {
  const [video, setVideo] = useState<HTMLVideoElement | null>(null)
  const [paused, setPaused] = useState(false)

  useEffect(() => {
    const element = document.getElementById(videoId)
    if (!(element instanceof HTMLVideoElement)) return
    const playing = () => {
      setVideo(element)
      setPaused(false)
    }
    const pause = () => setPaused(true)
    // It may have started before the scripts ran.
    if (!element.paused && element.readyState > HTMLMediaElement.HAVE_CURRENT_DATA) playing()
    element.addEventListener('playing', playing)
    element.addEventListener('pause', pause)
    return () => {
      element.removeEventListener('playing', playing)
      element.removeEventListener('pause', pause)
    }
  }, [videoId])

  if (!video) return null
  return (
    <div className="pointer-events-none absolute inset-x-0 bottom-4 mx-auto flex max-w-7xl justify-end px-4">
      <button
        type="button"
        onClick={() => (video.paused ? video.play().catch(() => setPaused(true)) : video.pause())}
        className="pointer-events-auto inline-flex items-center gap-2 rounded-full bg-white/15 px-3 py-1.5 text-sm backdrop-blur-sm hover:bg-white/25"
        data-testid="banner-video-toggle"
      >
        <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
          <path d={paused ? 'M7 4v16l13-8z' : 'M6 4h4v16H6zm8 0h4v16h-4z'} />
        </svg>
        {paused ? labels.play : labels.pause}
      </button>
    </div>
  )
}
