// The banner's background video, in the page as the server sends it, so it starts with the page
// and not once its scripts have run. The browser decides what to fetch: the sources name the
// screens they are for (`media`), so a screen of 768 px or less, or one that asks for reduced
// motion, selects none and fetches nothing, and CSS keeps the element out of sight there. Save-Data
// has no media query: a one-line script before the element (hashed into the page's policy like
// every inline script, src/edge/page/policy.ts) takes autoplay and preloading off it before the
// browser selects a source. Until its first frame the element shows nothing, so the picture under
// it stays the page's largest paint. The pause button (BannerVideoToggle.tsx) comes with the scripts.
import { BannerVideoToggle, type BannerVideoLabels } from './BannerVideoToggle'

type Props = { sources: { src: string; type: string }[]; labels: BannerVideoLabels }

const ID = 'banner-video'
/** The screens the video is for: the same test as the CSS below (motion-safe:min-[769px]). */
export const VIDEO_MEDIA = '(min-width: 769px) and (prefers-reduced-motion: no-preference)'
// Runs before the parser reaches the video (the element after it): a mutation observer's record of
// the video's insertion is handled before the source selection the video's <source>s start.
const SAVE_DATA_GUARD = `(function(s){var c=navigator.connection;if(!c||!c.saveData)return;new MutationObserver(function(_,o){var v=s.nextElementSibling;if(!v)return;o.disconnect();v.removeAttribute("autoplay");v.preload="none";v.hidden=true}).observe(s.parentNode,{childList:true})})(document.currentScript)`

export function BannerVideo({ sources, labels }: Props) {
  return (
    <>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of this file, hashed into the policy */}
      <script dangerouslySetInnerHTML={{ __html: SAVE_DATA_GUARD }} />
      <video
        id={ID}
        className="absolute inset-0 -z-10 hidden size-full object-cover motion-safe:min-[769px]:block"
        autoPlay
        muted
        loop
        playsInline
        aria-hidden="true"
        data-testid="banner-video"
      >
        {sources.map((source) => (
          <source key={source.src} src={source.src} type={source.type} media={VIDEO_MEDIA} />
        ))}
      </video>
      <BannerVideoToggle videoId={ID} labels={labels} />
    </>
  )
}
