import { getTranslations } from 'next-intl/server'

import { type Locale, localizePath } from '@/i18n/locales'
import { routed } from '@/components/plainMarker'

import { PlainHtml } from './PlainHtml'

/**
 * The 404 view: large "404", heading, text and the way home, in the page's language. Plain HTML:
 * every inner page carries it in its data, as its layout's boundary for a page that is not found,
 * and so carries only its mark there (a view shown from that copy asks the server for it again:
 * PlainBlock.tsx).
 */
export function NotFoundView({ locale }: { locale: Locale }) {
  return (
    <PlainHtml>
      <NotFoundMarkup locale={locale} />
    </PlainHtml>
  )
}

async function NotFoundMarkup({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'notFound' })
  return (
    <section className="mx-auto flex max-w-3xl flex-col items-center px-4 py-24 text-center" data-testid="not-found">
      <p className="text-[7rem] font-black leading-none text-brand-700 md:text-[10rem]" aria-hidden="true">
        {t('code')}
      </p>
      <h1 className="mt-4 text-3xl font-bold text-slate-900">{t('heading')}</h1>
      <p className="mt-3 text-lg text-slate-600">{t('text')}</p>
      <a {...routed} href={localizePath(locale, '/')} className="mt-8 rounded-full bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-900">
        {t('home')}
      </a>
    </section>
  )
}
