'use client'
// Above a back-office list (applications, subscribers): the same list, filtered and searched as
// shown, as CSV from `endpoint`.
import { useTranslation } from '@payloadcms/ui'
import { useSearchParams } from 'next/navigation'

import type { AdminTextKey } from '@/i18n/admin/translations'
import { ours } from '@/i18n/admin/ours'

type Props = { endpoint?: string; labelKey?: AdminTextKey; hintKey?: AdminTextKey }

export function ExportLink({ endpoint = '/api/admissions/export', labelKey = 'admissions:exportCsv', hintKey = 'admissions:exportHint' }: Props) {
  const params = useSearchParams()
  const { t } = useTranslation()
  const say = ours(t)
  const query = new URLSearchParams()
  for (const [key, value] of params.entries()) if (key === 'search' || key === 'sort' || key.startsWith('where')) query.append(key, value)
  return (
    <p style={{ display: 'flex', gap: 'var(--base)', alignItems: 'center' }}>
      <a href={`${endpoint}?${query}`} className="btn btn--style-secondary btn--size-small" data-testid="export-csv" style={{ margin: 0 }}>
        {say(labelKey)}
      </a>
      <span style={{ color: 'var(--theme-elevation-500)' }}>{say(hintKey)}</span>
    </p>
  )
}
