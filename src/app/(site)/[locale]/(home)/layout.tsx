import { setRequestLocale } from 'next-intl/server'
import type { ReactNode } from 'react'

import { SiteShell } from '@/components/SiteShell'
import type { Locale } from '@/i18n/locales'

type Props = { children: ReactNode; params: Promise<{ locale: string }> }

export default async function Layout({ children, params }: Props) {
  const locale = (await params).locale as Locale
  setRequestLocale(locale)
  return (
    <SiteShell locale={locale} variant="home">
      {children}
    </SiteShell>
  )
}
