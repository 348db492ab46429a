'use client'
// An internal note's row: "Note 01" in the admin's language. The notes' singular label is in the
// form the "Add …" button needs (ru: «Добавить заметку»), which is not the form a heading takes.
import { useRowLabel, useTranslation } from '@payloadcms/ui'

import { ours } from '@/i18n/admin/ours'

export function NoteRowLabel() {
  const { rowNumber } = useRowLabel()
  const { t } = useTranslation()
  return <span>{ours(t)('admissions:noteRow', { number: String((rowNumber ?? 0) + 1).padStart(2, '0') })}</span>
}
