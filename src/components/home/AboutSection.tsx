import { getTranslations } from 'next-intl/server'

import { FramedImage } from '@/components/FramedImage'
import { RichText } from '@/components/RichText'
import type { HomeContent } from '@/data/home'
import type { Locale } from '@/i18n/locales'
import { formatFigure } from '@/lib/numbers'

import { HomeSection } from './HomeSection'

type Props = { about: HomeContent['about']; locale: Locale }

export async function AboutSection({ about, locale }: Props) {
  const t = await getTranslations({ locale, namespace: 'homeSections' })
  return (
    <HomeSection id="about" title={about.title ?? t('about')} locale={locale} more={about.link ? { href: about.link, label: t('more') } : undefined}>
      <div className="grid gap-6 lg:grid-cols-2 lg:items-start lg:gap-10">
        <div>
          <RichText data={about.text} className="text-slate-700 sm:text-lg" />
          {about.stats.length > 0 && (
            <dl className="mt-6 grid grid-cols-2 gap-4 sm:mt-8 sm:grid-cols-4 sm:gap-6 lg:grid-cols-2 xl:grid-cols-4">
              {about.stats.map((stat) => (
                <div key={stat.label} className="flex flex-col-reverse">
                  <dt className="text-sm text-slate-600">{stat.label}</dt>
                  <dd className="text-3xl font-bold text-brand-700">{formatFigure(locale, stat.value)}</dd>
                </div>
              ))}
            </dl>
          )}
        </div>
        <FramedImage image={about.image} frame="relative aspect-[2/1] overflow-hidden rounded-2xl sm:aspect-[4/3]" sizes="(min-width: 1024px) 600px, 100vw" />
      </div>
    </HomeSection>
  )
}
