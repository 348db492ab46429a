import { setRequestLocale } from 'next-intl/server'
import type { ReactNode } from 'react'

import { SiteShell } from '@/components/SiteShell'
import { localeOf } from '@/i18n/params'

type Props = { children: ReactNode; params: Promise<{ locale: string }> }

export default async function Layout({ children, params }: Props) {
  const locale = await localeOf(params)
  setRequestLocale(locale)
  return (
    <SiteShell locale={locale} variant="home">
      {children}
    </SiteShell>
  )
}
