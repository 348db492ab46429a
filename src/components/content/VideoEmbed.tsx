'use client'
// A video that costs nothing until asked for: the cover and a play button, then the
// player (YouTube's privacy-enhanced embed, or the browser's own for a file).
import Image from 'next/image'
import { useState } from 'react'

import { mediaImageLoader } from '@/lib/shortImages'
import type { Image as ImageData } from '@/data/images'
import type { Video } from '@/lib/video'

import { fill } from '../labels'

type Props = { video: Video; title: string; cover: ImageData | null; playLabel: string }

export function VideoEmbed({ video, title, cover, playLabel }: Props) {
  const [playing, setPlaying] = useState(false)

  if (video.kind === 'file') {
    return (
      <video controls preload="none" poster={cover?.url} className="aspect-video w-full rounded-lg bg-black" aria-label={title}>
        <source src={video.src} />
      </video>
    )
  }
  if (playing) {
    return (
      <iframe
        src={`${video.embedUrl}?autoplay=1`}
        title={title}
        allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
        allowFullScreen
        className="aspect-video w-full rounded-lg bg-black"
      />
    )
  }
  return (
    <button
      type="button"
      onClick={() => setPlaying(true)}
      className="group relative block aspect-video w-full overflow-hidden rounded-lg bg-brand-950"
      aria-label={fill(playLabel, { title })}
      data-testid="video-play"
    >
      {cover && <Image loader={mediaImageLoader} src={cover.url} alt="" fill sizes="(min-width: 1024px) 600px, 100vw" className="object-cover opacity-80" />}
      <span className="absolute inset-0 grid place-items-center">
        <span className="grid size-16 place-items-center rounded-full bg-white/90 text-brand-900 shadow-lg transition group-hover:scale-110">
          <svg width="28" height="28" viewBox="0 0 24 24" aria-hidden="true">
            <path d="M8 5v14l11-7z" fill="currentColor" />
          </svg>
        </span>
      </span>
    </button>
  )
}
