// The default layout: header, page, footer. Home and inner pages differ only in the header's look.
import type { ReactNode } from 'react'

import { getMenu } from '@/data/menu'
import { getSettings } from '@/data/settings'
import type { Locale } from '@/i18n/locales'

import { Footer } from './Footer/Footer'
import { Header } from './Header/Header'

type Props = { locale: Locale; variant: 'home' | 'inner'; children: ReactNode }

export async function SiteShell({ locale, variant, children }: Props) {
  const [settings, menu] = await Promise.all([getSettings(locale), getMenu(locale)])
  return (
    <>
      <Header settings={settings} menu={menu} locale={locale} variant={variant} />
      <main id="main" className="min-h-[50vh]">
        {children}
      </main>
      <Footer settings={settings} locale={locale} />
    </>
  )
}
