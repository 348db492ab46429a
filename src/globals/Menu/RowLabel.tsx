'use client'
import { useRowLabel } from '@payloadcms/ui'

export function RowLabel() {
  const { data, rowNumber } = useRowLabel<{ title?: string; slug?: string }>()
  return <span>{data?.title || data?.slug || `Item ${(rowNumber ?? 0) + 1}`}</span>
}
