import type { CollectionConfig } from 'payload'

import { combineHooks } from '@/lib/hooks'
import { redirectsOnAddressChange } from '@/redirects/automatic'
import { searchIndexHooks } from '@/search/server/indexer'
import { revalidateBySlug } from '@/cache/revalidate'
import { TAGS } from '@/cache/tags'
import { galleryField } from '@/fields/content'
import { slugField } from '@/fields/slug'
import { GROUPS, LABELS } from '@/i18n/admin/labels'
import { previewUrl } from '@/lib/preview'
import { staffNoticesField } from '@/notices/field'

import { editorialWithDrafts } from '../editorial'

/** Static pages, reached from the menu at /static/{slug}. */
export const Pages: CollectionConfig = {
  slug: 'pages',
  ...editorialWithDrafts,
  labels: { singular: { en: 'Page', ru: 'Страница', uz: 'Sahifa' }, plural: { en: 'Pages', ru: 'Страницы', uz: 'Sahifalar' } },
  admin: {
    useAsTitle: 'title',
    preview: previewUrl('pages'),
    defaultColumns: ['title', 'slug', '_status', 'updatedAt'],
    group: GROUPS.content,
  },
  fields: [
    staffNoticesField(),
    { name: 'title', label: LABELS.title, type: 'text', localized: true, required: true },
    slugField(),
    {
      name: 'bannerTitle',
      label: { en: 'Banner title', ru: 'Заголовок баннера', uz: 'Banner sarlavhasi' },
      type: 'text',
      localized: true,
      admin: {
        description: {
          en: 'Shown in the page banner instead of the title when set.',
          ru: 'Если задан, показывается в баннере страницы вместо заголовка.',
          uz: 'Toʻldirilsa, sahifa bannerida sarlavha oʻrniga koʻrsatiladi.',
        },
      },
    },
    { name: 'bannerImage', label: { en: 'Banner image', ru: 'Изображение баннера', uz: 'Banner rasmi' }, type: 'upload', relationTo: 'media' },
    { name: 'body', label: LABELS.text, type: 'richText', localized: true },
    galleryField(),
  ],
  hooks: combineHooks(revalidateBySlug(TAGS.pages, TAGS.page), searchIndexHooks('pages'), redirectsOnAddressChange('pages')),
}
