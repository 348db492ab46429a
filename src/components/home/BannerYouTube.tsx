'use client'
// A YouTube video in the banner costs nothing until asked for: the banner keeps its own
// picture and shows a play button; only the click brings YouTube's privacy-enhanced player
// (youtube-nocookie.com), over the banner below the header. Nothing is fetched from YouTube before.
import { useRef, useState } from 'react'

import { fill } from '../labels'

export type BannerYouTubeLabels = { watch: string; close: string; player: string }
type Props = { embedUrl: string; title: string; labels: BannerYouTubeLabels }

export function BannerYouTube({ embedUrl, title, labels }: Props) {
  const [open, setOpen] = useState(false)
  const watch = useRef<HTMLButtonElement>(null)

  // Focus follows the change: into the player when it opens, back to this button when it closes.
  return (
    <>
      <button
        ref={watch}
        type="button"
        onClick={() => setOpen(true)}
        className="mt-8 inline-flex items-center gap-3 rounded-full bg-accent-400 py-2 pl-2 pr-5 font-semibold text-brand-950 hover:bg-accent-300"
        data-testid="banner-youtube-play"
      >
        <span className="grid size-9 place-items-center rounded-full bg-brand-950 text-white" aria-hidden="true">
          <svg width="16" height="16" viewBox="0 0 24 24" fill="currentColor">
            <path d="M8 5v14l11-7z" />
          </svg>
        </span>
        {labels.watch}
      </button>
      {open && (
        <div className="absolute inset-0 z-20 flex flex-col bg-brand-950 pb-6 pt-32">
          <div className="mx-auto flex min-h-0 w-full max-w-7xl flex-1 flex-col gap-3 px-4">
            <button
              type="button"
              onClick={() => {
                setOpen(false)
                watch.current?.focus()
              }}
              className="self-end rounded-full bg-white/15 px-4 py-1.5 text-sm hover:bg-white/25"
            >
              {labels.close}
            </button>
            {/* The largest 16:9 box the space below the header holds (cqh: this container's height). */}
            <div className="grid min-h-0 flex-1 place-items-center [container-type:size]">
              <iframe
                ref={(player) => player?.focus()}
                src={`${embedUrl}?autoplay=1&rel=0`}
                title={fill(labels.player, { title })}
                allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
                allowFullScreen
                className="aspect-video w-[min(100%,calc(100cqh*16/9))] rounded-lg bg-black"
                data-testid="banner-youtube-player"
              />
            </div>
          </div>
        </div>
      )}
    </>
  )
}
