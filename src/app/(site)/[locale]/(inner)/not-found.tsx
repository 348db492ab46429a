import { getLocale } from 'next-intl/server'

import { NotFoundView } from '@/components/NotFoundView'
import { defaultLocale, isLocale } from '@/i18n/locales'

/** For a notFound() thrown below this layout; the site's pages answer with NotFoundPage instead. */
export default async function NotFound() {
  const locale = await getLocale()
  return <NotFoundView locale={isLocale(locale) ? locale : defaultLocale} />
}
