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
      <figure className="grid gap-8 md:grid-cols-[240px_minmax(0,1fr)] md:items-center">
        <FramedImage image={rector.photo} frame="relative aspect-[3/4] w-full max-w-60 overflow-hidden rounded-2xl" sizes="240px" />
        <div>
          {rector.quote && <blockquote className="text-xl leading-relaxed text-slate-800">“{rector.quote}”</blockquote>}
          <figcaption className="mt-4 font-semibold text-brand-900">{rector.name}</figcaption>
        </div>
      </figure>
    </HomeSection>
  )
}
