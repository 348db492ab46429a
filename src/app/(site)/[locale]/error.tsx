'use client'
// Shown when rendering a page fails: a plain message and a way home, never a stack trace.
import { useLocale, useTranslations } from 'next-intl'

import { isLocale, localizePath } from '@/i18n/locales'

export default function ErrorView({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations('error')
  const locale = useLocale()
  return (
    <main id="main" className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center" data-testid="error-view">
      <h1 className="text-3xl font-bold text-slate-900">{t('heading')}</h1>
      <p className="mt-3 text-slate-600">{t('text')}</p>
      <div className="mt-8 flex gap-3">
        <button type="button" onClick={reset} className="rounded-full border border-brand-700 px-6 py-3 font-semibold text-brand-700">
          {t('retry')}
        </button>
        <a href={localizePath(isLocale(locale) ? locale : 'en', '/')} className="rounded-full bg-brand-700 px-6 py-3 font-semibold text-white">
          {t('home')}
        </a>
      </div>
    </main>
  )
}
