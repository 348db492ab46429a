import { getTranslations } from 'next-intl/server'

import { defaultLocale } from '@/i18n/locales'

/**
 * Above the site's root layout ([locale]/layout.tsx), which refuses an address whose language is
 * not the site's: a plain page in the default language, with the way home. Every page carries
 * this boundary in its data; without this file it is Next's default, five times as long with
 * its inline styles.
 */
export default async function NotFound() {
  const t = await getTranslations({ locale: defaultLocale, namespace: 'notFound' })
  return (
    <html lang={defaultLocale}>
      <body>
        <h1>{t('text')}</h1>
        <a href="/">{t('home')}</a>
      </body>
    </html>
  )
}
