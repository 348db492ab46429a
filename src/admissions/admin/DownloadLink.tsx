'use client'
// The download link of one application document, in its edit view and in lists.
import { useDocumentInfo, useTranslation } from '@payloadcms/ui'
import type { DefaultCellComponentProps } from 'payload'

import { ours } from '@/i18n/admin/ours'

const href = (id: number | string) => `/api/admissions/files/${id}`

export function DownloadLink() {
  const { id } = useDocumentInfo()
  const { t } = useTranslation()
  if (!id) return null
  return (
    <p>
      <a href={href(id)} download className="btn btn--style-secondary btn--size-small">
        {ours(t)('admissions:download')}
      </a>
    </p>
  )
}

export function DownloadCell({ rowData }: DefaultCellComponentProps) {
  const { t } = useTranslation()
  return (
    <a href={href(rowData.id as number)} download onClick={(event) => event.stopPropagation()}>
      {ours(t)('admissions:download')}
    </a>
  )
}
