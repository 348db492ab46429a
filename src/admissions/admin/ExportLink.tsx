'use client'
// Above the applications list: the same list, filtered and searched as shown, as CSV.
import { useTranslation } from '@payloadcms/ui'
import { useSearchParams } from 'next/navigation'

export function ExportLink() {
  const params = useSearchParams()
  const { t } = useTranslation()
  const say = t as (key: string) => string
  const query = new URLSearchParams()
  for (const [key, value] of params.entries()) if (key === 'search' || key === 'sort' || key.startsWith('where')) query.append(key, value)
  return (
    <p style={{ display: 'flex', gap: 'var(--base)', alignItems: 'center' }}>
      <a href={`/api/admissions/export?${query}`} className="btn btn--style-secondary btn--size-small" data-testid="export-csv" style={{ margin: 0 }}>
        {say('admissions:exportCsv')}
      </a>
      <span style={{ color: 'var(--theme-elevation-500)' }}>{say('admissions:exportHint')}</span>
    </p>
  )
}
