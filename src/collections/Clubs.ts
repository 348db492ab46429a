import { listedContent } from './listed'
import type { CollectionConfig } from 'payload'

import { combineHooks } from '@/lib/hooks'
import { searchIndexHooks } from '@/search/server/indexer'
import { revalidateList } from '@/cache/revalidate'
import { TAGS } from '@/cache/tags'
import { orderField } from '@/fields/content'
import { slugField } from '@/fields/slug'
import { GROUPS, LABELS } from '@/i18n/admin/labels'

export const Clubs: CollectionConfig = {
  slug: 'clubs',
  ...listedContent,
  labels: { singular: { en: 'Club', ru: 'Клуб', uz: 'Klub' }, plural: { en: 'Clubs', ru: 'Клубы', uz: 'Klublar' } },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'order'], group: GROUPS.content },
  fields: [
    { name: 'name', label: LABELS.name, type: 'text', localized: true, required: true },
    slugField('name'),
    orderField,
    { name: 'image', label: LABELS.image, type: 'upload', relationTo: 'media', required: true },
    { name: 'description', label: LABELS.description, type: 'textarea', localized: true },
    {
      name: 'schedule',
      label: { en: 'Schedule', ru: 'Расписание', uz: 'Jadval' },
      type: 'text',
      localized: true,
      admin: { description: { en: 'When and where the club meets.', ru: 'Когда и где собирается клуб.', uz: 'Klub qachon va qayerda yigʻiladi.' } },
    },
    {
      name: 'contact',
      label: { en: 'Link to join', ru: 'Ссылка для вступления', uz: 'Qoʻshilish havolasi' },
      type: 'text',
      admin: {
        description: {
          en: 'A link to join: Telegram group, form or e-mail (mailto:).',
          ru: 'Ссылка для вступления: группа в Telegram, форма или e-mail (mailto:).',
          uz: 'Qoʻshilish havolasi: Telegram guruhi, shakl yoki e-pochta (mailto:).',
        },
      },
    },
  ],
  hooks: combineHooks(revalidateList(TAGS.clubs), searchIndexHooks('clubs')),
}
