// The home page's first screen: the picture (the page's largest paint, fetched first), the
// video over it where it plays, the heading, Apply with the deadline, and the latest-news
// carousel. The box keeps its size whatever loads into it.
import { getTranslations } from 'next-intl/server'

import { Image } from '@/components/Image'
import { pick } from '@/components/labels'
import { PlainHtml } from '@/components/PlainHtml'
import type { HomeContent } from '@/data/home'
import type { Image as ImageData } from '@/data/images'
import type { NewsCard } from '@/data/news'
import type { Locale } from '@/i18n/locales'

import { AdmissionCall } from './AdmissionCall'
import { BannerVideo } from './BannerVideo'
import { BannerYouTube } from './BannerYouTube'
import { NewsCarousel } from './NewsCarousel'

type Props = {
  banner: HomeContent['banner']
  image: ImageData | null
  title: string
  news: NewsCard[]
  applyUrl: string | null
  locale: Locale
}

export async function HomeBanner({ banner, image, title, news, applyUrl, locale }: Props) {
  const [t, tv] = await Promise.all([getTranslations({ locale, namespace: 'homeSections' }), getTranslations({ locale, namespace: 'bannerVideo' })])
  const labels = {
    carousel: pick(t.raw, ['carousel', 'slide', 'pause', 'play']),
    video: pick(tv.raw, ['pause', 'play']),
    youtube: pick(tv.raw, ['watch', 'close', 'player']),
  }
  const { video } = banner
  return (
    <section
      // Room below the carousel for the video's pause button, which wide screens get. On a phone
      // the top padding is the header's height and little more, so Apply stays on the first screen.
      className={`relative isolate flex min-h-[620px] items-end overflow-hidden bg-brand-950 pb-10 pt-36 text-white md:min-h-[720px] md:pb-12 md:pt-44 ${video?.kind === 'file' ? 'md:pb-16' : ''}`}
      data-testid="home-banner"
    >
      {image && <Image src={image.url} alt="" fill preload fetchPriority="high" sizes="100vw" className="-z-20 object-cover" data-testid="banner-picture" />}
      {video?.kind === 'file' && <BannerVideo sources={video.sources} labels={labels.video} />}
      <div className="absolute inset-0 -z-10 bg-gradient-to-t from-brand-950/90 via-brand-950/50 to-brand-950/30" />
      <div className="mx-auto grid w-full max-w-7xl gap-8 px-4 md:gap-10 lg:grid-cols-[minmax(0,1fr)_380px] lg:items-end">
        <div>
          {/* Plain HTML (decision 059): the heading and the call are in the page once. */}
          <PlainHtml>
            <h1 className="max-w-3xl text-[1.75rem] font-bold leading-tight sm:text-4xl md:text-6xl">{title}</h1>
            {banner.subtitle && <p className="mt-4 max-w-2xl text-lg text-white/85 md:mt-5 md:text-xl">{banner.subtitle}</p>}
            <AdmissionCall applyUrl={applyUrl} locale={locale} />
          </PlainHtml>
          {video?.kind === 'youtube' && <BannerYouTube embedUrl={video.embedUrl} title={title} labels={labels.youtube} />}
        </div>
        <NewsCarousel items={news} locale={locale} labels={labels.carousel} />
      </div>
    </section>
  )
}
