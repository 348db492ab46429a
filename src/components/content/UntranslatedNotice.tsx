import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'

/** Says, in the visitor's language, that what follows is the English original. */
export async function UntranslatedNotice({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'content' })
  return (
    <p role="note" className="mb-8 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-amber-900" data-testid="untranslated-notice">
      {t('untranslated')}
    </p>
  )
}
