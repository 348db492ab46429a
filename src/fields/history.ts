import type { ArrayField, Field } from 'payload'

import { systemField } from '@/access'
import { type AdminText, LABELS } from '@/i18n/admin/labels'
import { SYSTEM_MOMENT } from './content'

type History = {
  label: AdminText
  labels: { singular: AdminText; plural: AdminText }
  /** What happened, in the row beside when and by whom. */
  what: Field[]
  /** The free text under each entry. */
  note: 'note' | 'comment'
}

/**
 * A document's history, which the server appends to as things happen (src/admissions): each entry
 * says when, by whom and what, with a note. Read-only for everyone and shown open.
 */
export const historyField = (name: string, { label, labels, what, note }: History): ArrayField => ({
  name,
  label,
  labels,
  type: 'array',
  access: systemField,
  admin: { readOnly: true, initCollapsed: false },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'at', label: LABELS.when, type: 'date', required: true, ...SYSTEM_MOMENT },
        { name: 'by', label: { en: 'By', ru: 'Кто', uz: 'Kim' }, type: 'text' },
        ...what,
      ],
    },
    { name: note, label: LABELS.comment, type: 'textarea' },
  ],
})
