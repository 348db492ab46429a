import { getTranslations } from 'next-intl/server'

import { MenuLink } from '@/components/Header/MenuLink'
import type { FacultyCard } from '@/data/faculties'
import type { HomeContent } from '@/data/home'
import type { Locale } from '@/i18n/locales'
import { numberFormat } from '@/lib/numbers'

import { HomeSection, MoreLabel } from './HomeSection'

type Props = { tuition: HomeContent['tuition']; faculties: FacultyCard[]; locale: Locale }

/** The lowest fee of any programme, so the figure follows the programmes without an editor. */
export async function TuitionSection({ tuition, faculties, locale }: Props) {
  const t = await getTranslations({ locale, namespace: 'homeSections' })
  const title = tuition.title ?? t('tuition')
  const minFee = Math.min(...faculties.flatMap((f) => f.programs.map((p) => p.tuitionFee)))
  return (
    <HomeSection id="tuition" title={title} locale={locale}>
      <div className="flex flex-col items-start gap-5 rounded-2xl bg-brand-900 p-6 text-white sm:p-8 md:flex-row md:items-center md:justify-between">
        <div>
          {Number.isFinite(minFee) && <p className="text-2xl font-bold sm:text-3xl">{t('feeFrom', { amount: numberFormat(locale).format(minFee) })}</p>}
          {tuition.text && <p className="mt-2 max-w-2xl text-white/85">{tuition.text}</p>}
        </div>
        {tuition.link && (
          <MenuLink
            href={tuition.link}
            locale={locale}
            className="shrink-0 rounded-full bg-accent-400 px-6 py-3 font-semibold text-brand-950 hover:bg-accent-300"
          >
            <MoreLabel label={t('more')} about={title} />
          </MenuLink>
        )}
      </div>
    </HomeSection>
  )
}
