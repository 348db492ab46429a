import { getTranslations } from 'next-intl/server'

import { FramedImage } from '@/components/FramedImage'
import type { HomeContent } from '@/data/home'
import type { Locale } from '@/i18n/locales'

import { HomeSection } from './HomeSection'

type Props = { rector: HomeContent['rector']; locale: Locale }

export async function RectorSection({ rector, locale }: Props) {
  const t = await getTranslations({ locale, namespace: 'homeSections' })
  return (
    <HomeSection
      id="rector"
      title={rector.title ?? t('rector')}
      locale={locale}
      tone="tint"
      more={rector.link ? { href: rector.link, label: t('more') } : undefined}
    >
      {/* On a phone the photo is small beside the quote, not a screen high above it. */}
      <figure
        className={`grid gap-x-4 gap-y-6 md:items-center md:gap-8 ${rector.photo ? 'grid-cols-[6rem_minmax(0,1fr)] md:grid-cols-[240px_minmax(0,1fr)]' : ''}`}
      >
        {/* One fixed width keeps the srcset short (src/components/Image.tsx); a phone shows it at 96 px. */}
        <FramedImage image={rector.photo} frame="relative aspect-[3/4] w-full max-w-60 overflow-hidden rounded-2xl" sizes="240px" />
        <div>
          {rector.quote && <blockquote className="leading-relaxed text-slate-800 md:text-xl">“{rector.quote}”</blockquote>}
          <figcaption className="mt-3 font-semibold text-brand-900 md:mt-4">{rector.name}</figcaption>
        </div>
      </figure>
    </HomeSection>
  )
}
