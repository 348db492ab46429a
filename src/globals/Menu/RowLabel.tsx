'use client'
import { useRowLabel, useTranslation } from '@payloadcms/ui'

export function RowLabel() {
  const { data, rowNumber } = useRowLabel<{ title?: string; slug?: string }>()
  const { t } = useTranslation()
  return <span>{data?.title || data?.slug || `${t('general:item')} ${(rowNumber ?? 0) + 1}`}</span>
}
