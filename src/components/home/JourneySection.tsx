import { getTranslations } from 'next-intl/server'

import type { HomeContent } from '@/data/home'
import type { Locale } from '@/i18n/locales'

import { NextDeadline } from '@/admissions/ui/NextDeadline'

import { HomeSection } from './HomeSection'

type Props = { journey: HomeContent['journey']; locale: Locale }

export async function JourneySection({ journey, locale }: Props) {
  const t = await getTranslations({ locale, namespace: 'homeSections' })
  return (
    <HomeSection id="journey" title={journey.title ?? t('journey')} locale={locale} tone="tint">
      <ol className="grid gap-4 sm:grid-cols-2 sm:gap-6 lg:grid-cols-4">
        {journey.steps.map((step, index) => (
          // On a phone a numbered list, not four cards a screen high.
          <li key={step.title} className="grid grid-cols-[2.5rem_minmax(0,1fr)] gap-x-4 sm:block sm:rounded-xl sm:bg-white sm:p-6 sm:shadow-sm">
            <span className="row-span-2 grid size-10 place-items-center rounded-full bg-brand-700 font-bold text-white" aria-hidden="true">
              {index + 1}
            </span>
            <h3 className="self-center font-semibold text-slate-900 sm:mt-4">{step.title}</h3>
            {step.text && <p className="mt-1 text-sm text-slate-600 sm:mt-2">{step.text}</p>}
          </li>
        ))}
      </ol>
      <NextDeadline locale={locale} />
    </HomeSection>
  )
}
