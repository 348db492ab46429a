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
      <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {journey.steps.map((step, index) => (
          <li key={step.title} className="rounded-xl bg-white p-6 shadow-sm">
            <span className="grid size-10 place-items-center rounded-full bg-brand-700 font-bold text-white" aria-hidden="true">
              {index + 1}
            </span>
            <h3 className="mt-4 font-semibold text-slate-900">{step.title}</h3>
            {step.text && <p className="mt-2 text-sm text-slate-600">{step.text}</p>}
          </li>
        ))}
      </ol>
      <NextDeadline locale={locale} />
    </HomeSection>
  )
}
