import Image from 'next/image'
import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { MenuLink } from '@/components/Header/MenuLink'
import { getMenu } from '@/data/menu'
import { getSettings } from '@/data/settings'
import { alternatesFor } from '@/i18n/alternates'
import type { Locale } from '@/i18n/locales'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = (await params).locale as Locale
  return { alternates: alternatesFor(locale, '/') }
}

export default async function HomePage({ params }: Props) {
  const locale = (await params).locale as Locale
  setRequestLocale(locale)
  const [settings, menu, t] = await Promise.all([
    getSettings(locale),
    getMenu(locale),
    getTranslations({ locale, namespace: 'home' }),
  ])
  const banner = settings.defaultBanner

  return (
    <>
      <section className="relative isolate flex min-h-[560px] items-end overflow-hidden bg-brand-950 pb-16 pt-44 text-white md:min-h-[680px]">
        {banner && (
          <Image src={banner.url} alt="" fill priority sizes="100vw" className="-z-10 object-cover opacity-45" />
        )}
        <div className="mx-auto w-full max-w-7xl px-4">
          <h1 className="max-w-3xl text-4xl font-bold leading-tight md:text-6xl">{settings.siteTitle}</h1>
          <p className="mt-5 max-w-2xl text-lg text-white/85 md:text-xl">{t('intro')}</p>
        </div>
      </section>
      <section className="mx-auto max-w-7xl px-4 py-16" aria-labelledby="explore-heading">
        <h2 id="explore-heading" className="text-2xl font-bold text-slate-900 md:text-3xl">{t('explore')}</h2>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {menu.map((item) => (
            <li key={item.id} className="rounded-xl border border-slate-200 p-6">
              <h3 className="text-lg font-semibold text-brand-900">
                {item.href ? <MenuLink href={item.href} locale={locale} className="hover:underline">{item.title}</MenuLink> : item.title}
              </h3>
              {item.children.length > 0 && (
                <ul className="mt-3 space-y-2 text-slate-600">
                  {item.children.map((child) => (
                    <li key={child.id}>
                      {child.href ? (
                        <MenuLink href={child.href} locale={locale} className="hover:text-brand-700 hover:underline">{child.title}</MenuLink>
                      ) : (
                        child.title
                      )}
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      </section>
    </>
  )
}
