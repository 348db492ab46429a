import { getTranslations } from 'next-intl/server'

import { isPreview } from '@/data/preview'
import type { Locale } from '@/i18n/locales'

import { LivePreviewRefresh } from './LivePreviewRefresh'

/** Tells staff they are looking at unpublished changes, with the way back; in the admin's live preview, follows each save. */
export async function PreviewBar({ locale }: { locale: Locale }) {
  if (!(await isPreview())) return null
  const t = await getTranslations({ locale, namespace: 'preview' })
  return (
    <div
      role="status"
      className="sticky top-0 z-[95] flex items-center justify-center gap-4 bg-amber-400 px-4 py-2 text-sm font-semibold text-slate-900"
      data-testid="preview-bar"
    >
      {t('notice')}
      <a href="/api/preview/exit" className="underline">
        {t('exit')}
      </a>
      <LivePreviewRefresh />
    </div>
  )
}
