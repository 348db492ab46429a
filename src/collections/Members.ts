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

/** Members of the academic council, listed under the team. */
export const Members: CollectionConfig = {
  slug: 'members',
  ...listedContent,
  labels: {
    singular: { en: 'Council member', ru: 'Член совета', uz: 'Kengash aʼzosi' },
    plural: { en: 'Council members', ru: 'Члены совета', uz: 'Kengash aʼzolari' },
  },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'role', 'order'], group: GROUPS.people },
  fields: [
    { name: 'name', label: LABELS.fullName, type: 'text', localized: true, required: true },
    { name: 'role', label: { en: 'Role on the council', ru: 'Роль в совете', uz: 'Kengashdagi vazifasi' }, type: 'text', localized: true, required: true },
    orderField,
    facultyField({
      en: 'For a council member from a faculty: named on their page.',
      ru: 'Для члена совета от факультета: указывается на его странице.',
      uz: 'Fakultetdan boʻlgan kengash aʼzosi uchun: uning sahifasida koʻrsatiladi.',
    }),
    { name: 'photo', label: LABELS.photo, type: 'upload', relationTo: 'media' },
    { name: 'bio', label: { en: 'Biography', ru: 'Биография', uz: 'Tarjimai hol' }, type: 'richText', localized: true },
    ...personPageFields(),
  ],
  hooks: combineHooks(revalidateList(TAGS.members), searchIndexHooks('members'), redirectsOnAddressChange('members')),
}
