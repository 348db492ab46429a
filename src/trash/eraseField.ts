// The "Erase now" panel in the sidebar of an application or a subscriber (admin/ErasePanel.tsx).
import type { Field } from 'payload'

import type { ErasableKind } from './erase'

export const eraseField = (kind: ErasableKind): Field => ({
  name: 'erase',
  label: { en: 'Erasure request', ru: 'Запрос на удаление данных', uz: 'Maʼlumotlarni oʻchirish soʻrovi' },
  type: 'ui',
  admin: {
    position: 'sidebar',
    disableListColumn: true,
    components: { Field: { path: '@/trash/admin/ErasePanel#ErasePanel', clientProps: { kind } } },
  },
})
