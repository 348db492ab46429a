// The contract layout: the page alone, without the site's header and footer, so the
// contract prints as a document. <html lang> and the skip link come from [locale]/layout.
import './contract.css'

import { setRequestLocale } from 'next-intl/server'
import type { ReactNode } from 'react'

import { localeOf } from '@/i18n/params'

type Props = { children: ReactNode; params: Promise<{ locale: string }> }

export default async function ContractLayout({ children, params }: Props) {
  const locale = await localeOf(params)
  setRequestLocale(locale)
  return (
    <main id="main" className="min-h-screen bg-slate-50 print:bg-white">
      {children}
    </main>
  )
}
