// The map from Settings: a frame that loads only when it comes near the screen, over a drawn
// placeholder with the address until then, with a link to the provider's full map (for
// directions, and for anyone whose browser does not show the frame).
// The frame carries its origin so that the page's policy allows that provider alone
// (src/edge/page/policy.ts).
import type { MapEmbed } from '@/lib/maps'

import { MapPlaceholder } from './MapPlaceholder'

type Props = {
  map: MapEmbed
  title: string
  openLabel: string
  /** What the placeholder says until the map paints: the university's name, its address, a word that the map is coming. */
  place: { name: string; addressLines: string[]; loadingLabel: string }
}

export function ContactMap({ map, title, openLabel, place }: Props) {
  return (
    <figure className="overflow-hidden rounded-xl border border-slate-200 bg-slate-100" data-testid="contact-map">
      <div className="relative aspect-[4/3] sm:aspect-[16/9]">
        <MapPlaceholder {...place} />
        <iframe
          data-map-origin={map.origin}
          src={map.embedUrl}
          title={title}
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
          className="absolute inset-0 block h-full w-full border-0"
        />
      </div>
      <figcaption className="border-t border-slate-200 bg-white px-4 py-3 text-sm">
        <a href={map.openUrl} rel="noopener noreferrer" className="font-medium text-brand-700 underline">
          {openLabel} <span className="text-slate-500">({map.provider})</span>
        </a>
      </figcaption>
    </figure>
  )
}
