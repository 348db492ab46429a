'use client'
// A moment the system recorded (a status change, a consent, a note's time), shown read-only in the
// university's time zone and saying so: "25 November 2026, 17:35 (Tashkent time)". Payload's own
// date field would show it in the time zone of the staff member's computer, beside screens that
// show Tashkent time.
import { FieldLabel, useField, useTranslation } from '@payloadcms/ui'
import type { DateFieldClientComponent, DefaultCellComponentProps } from 'payload'

import { ours } from '@/i18n/admin/ours'
import { formatStaffTime } from '@/lib/dates'

function useTashkentTime() {
  const { i18n, t } = useTranslation()
  return (value: unknown) => (typeof value === 'string' && value ? `${formatStaffTime(i18n.language, value)} (${ours(t)('admissions:tashkentTime')})` : '')
}

export const TashkentTimeField: DateFieldClientComponent = ({ field, path }) => {
  const { value } = useField<string>({ path: path ?? field.name })
  const shown = useTashkentTime()(value)
  return (
    <div className="field-type" data-testid={`tashkent-time-${field.name}`} style={{ marginBottom: 'var(--base)' }}>
      <FieldLabel label={field.label} path={path} />
      <div style={{ padding: '8px 0' }}>{shown || '—'}</div>
    </div>
  )
}

export function TashkentTimeCell({ cellData }: DefaultCellComponentProps) {
  return <span>{useTashkentTime()(cellData)}</span>
}
