import { setRequestLocale } from 'next-intl/server'

import { NotFoundPage } from '@/components/NotFoundPage'
import { localeOf } from '@/i18n/params'

type Props = { params: Promise<{ locale: string }> }

// Rendered once per address and cached, as every page of the site: a prerendered page keeps
// the 404 status of NotFoundPage (src/components/NotFoundPage.tsx).
export function generateStaticParams() {
  return []
}

/** Any path no other route claims is a 404 in the visitor's language. */
export default async function UnknownPage({ params }: Props) {
  const locale = await localeOf(params)
  setRequestLocale(locale)
  return <NotFoundPage locale={locale} />
}
