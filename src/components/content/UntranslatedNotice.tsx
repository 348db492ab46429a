import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'

/** Says, in the visitor's language, that what follows is the English original (`partly`: some of it). */
export async function UntranslatedNotice({ locale, partly = false }: { locale: Locale; partly?: boolean }) {
  const t = await getTranslations({ locale, namespace: 'content' })
  return (
    <p role="note" className="mb-8 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-amber-900" data-testid="untranslated-notice">
      {t(partly ? 'partlyUntranslated' : 'untranslated')}
    </p>
  )
}
