import { listedContent } from './listed'
import type { CollectionConfig } from 'payload'

import { combineHooks } from '@/lib/hooks'
import { searchIndexHooks } from '@/search/server/indexer'
import { revalidateList } from '@/cache/revalidate'
import { TAGS } from '@/cache/tags'
import { facultyField, orderField } from '@/fields/content'
import { personPageFields } from '@/fields/person'
import { GROUPS, LABELS } from '@/i18n/admin/labels'
import { redirectsOnAddressChange } from '@/redirects/automatic'

/** The university's leadership and staff shown on /team and on the home page. */
export const Team: CollectionConfig = {
  slug: 'team',
  ...listedContent,
  labels: { singular: { en: 'Team member', ru: 'Сотрудник', uz: 'Xodim' }, plural: { en: 'Team', ru: 'Команда', uz: 'Jamoa' } },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'position', 'order'], group: GROUPS.people },
  fields: [
    { name: 'name', label: LABELS.fullName, type: 'text', localized: true, required: true },
    { name: 'position', label: { en: 'Position', ru: 'Должность', uz: 'Lavozimi' }, type: 'text', localized: true, required: true },
    orderField,
    facultyField({
      en: 'For faculty staff: listed on the faculty’s page.',
      ru: 'Для сотрудников факультета: показываются на странице факультета.',
      uz: 'Fakultet xodimlari uchun: fakultet sahifasida koʻrsatiladi.',
    }),
    { name: 'photo', label: LABELS.photo, type: 'upload', relationTo: 'media', required: true },
    { name: 'bio', label: { en: 'Biography', ru: 'Биография', uz: 'Tarjimai hol' }, type: 'richText', localized: true },
    ...personPageFields(),
  ],
  hooks: combineHooks(revalidateList(TAGS.team), searchIndexHooks('team'), redirectsOnAddressChange('team')),
}
