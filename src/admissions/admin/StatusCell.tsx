'use client'
// The status in the applications list as a coloured chip: green approved, yellow on the
// way, red not confirmed or rejected.
import { getTranslation } from '@payloadcms/translations'
import { useTranslation } from '@payloadcms/ui'
import type { DefaultCellComponentProps } from 'payload'

import { isStatus, STATUS_LABELS, statusTone } from '@/admissions/shared/statuses'

export const TONES = {
  green: { background: '#dcfce7', color: '#14532d' },
  yellow: { background: '#fef9c3', color: '#713f12' },
  red: { background: '#fee2e2', color: '#7f1d1d' },
}

export function StatusCell({ cellData }: DefaultCellComponentProps) {
  const { i18n } = useTranslation()
  if (!isStatus(cellData)) return <span>{String(cellData ?? '')}</span>
  return (
    <span data-status={cellData} style={{ ...TONES[statusTone(cellData)], borderRadius: 999, padding: '2px 10px', fontWeight: 600, whiteSpace: 'nowrap' }}>
      {getTranslation(STATUS_LABELS[cellData], i18n)}
    </span>
  )
}
