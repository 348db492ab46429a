import type { CollectionConfig, PayloadRequest } from 'payload'

import { editorsOnly } from '@/access'
import { systemWritten } from '@/fields/content'
import { expireTags } from '@/cache/revalidate'
import { TAGS } from '@/cache/tags'
import { GROUPS, languageOptions } from '@/i18n/admin/labels'
import { PAGE_COLLECTIONS } from '@/redirects/paths'
import { checkRedirect } from '@/redirects/rules'
import { markRedirectsChanged } from '@/redirects/table'

/** Every instance's table reads the redirects again before its next answer. */
const reloadTables = <T>({ doc, req }: { doc: T; req: PayloadRequest }): T => {
  markRedirectsChanged()
  expireTags(req, [TAGS.redirects])
  return doc
}

/**
 * Old addresses sent on to where the page is now, before any page is rendered
 * (src/redirects/table.ts): made by editors, and by the site itself when a page's address
 * changes. Why a collection of our own: docs/decisions/027-redirects.md.
 */
export const Redirects: CollectionConfig = {
  slug: 'redirects',
  labels: {
    singular: { en: 'Redirect', ru: 'Перенаправление', uz: 'Yoʻnaltirish' },
    plural: { en: 'Redirects', ru: 'Перенаправления', uz: 'Yoʻnaltirishlar' },
  },
  admin: {
    useAsTitle: 'from',
    defaultColumns: ['from', 'resolved', 'status', 'locale', 'automatic', 'gone'],
    group: GROUPS.site,
    description: {
      en: 'An old address sends visitors and search engines on to the page. Changing a page’s address adds one by itself.',
      ru: 'Старый адрес отправляет посетителей и поисковики на страницу. При смене адреса страницы перенаправление добавляется само.',
      uz: 'Eski manzil tashrif buyuruvchilar va qidiruv tizimlarini sahifaga yoʻnaltiradi. Sahifa manzili oʻzgarsa, yoʻnaltirish oʻzi qoʻshiladi.',
    },
  },
  // Editors manage them; nobody else reads the list (visitors only ever meet the redirect itself).
  access: editorsOnly,
  fields: [
    {
      name: 'from',
      label: { en: 'From address', ru: 'С адреса', uz: 'Qaysi manzildan' },
      type: 'text',
      required: true,
      index: true,
      admin: {
        description: {
          en: 'The old address on this site, e.g. /news/old-title. With /ru/ or /uz/ in front, for that language only.',
          ru: 'Старый адрес на этом сайте, например /news/old-title. С /ru/ или /uz/ в начале — только для этого языка.',
          uz: 'Shu saytdagi eski manzil, masalan /news/old-title. Boshida /ru/ yoki /uz/ boʻlsa — faqat shu til uchun.',
        },
      },
    },
    {
      name: 'locale',
      label: { en: 'Language', ru: 'Язык', uz: 'Til' },
      type: 'select',
      required: true,
      defaultValue: 'all',
      options: [{ value: 'all', label: { en: 'All languages', ru: 'Все языки', uz: 'Barcha tillar' } }, ...languageOptions],
    },
    {
      name: 'toType',
      label: { en: 'Send to', ru: 'Куда', uz: 'Qayerga' },
      type: 'radio',
      required: true,
      defaultValue: 'document',
      options: [
        { value: 'document', label: { en: 'A page of the site', ru: 'Страница сайта', uz: 'Sayt sahifasi' } },
        { value: 'path', label: { en: 'An address', ru: 'Адрес', uz: 'Manzil' } },
      ],
    },
    {
      name: 'toDocument',
      label: { en: 'Page', ru: 'Страница', uz: 'Sahifa' },
      type: 'relationship',
      relationTo: PAGE_COLLECTIONS,
      admin: {
        condition: (_, siblings) => siblings?.toType !== 'path',
        description: {
          en: 'Follows the page when its address changes again.',
          ru: 'Следует за страницей, если её адрес снова изменится.',
          uz: 'Sahifa manzili yana oʻzgarsa ham unga olib boradi.',
        },
      },
    },
    {
      name: 'toPath',
      label: { en: 'Address', ru: 'Адрес', uz: 'Manzil' },
      type: 'text',
      admin: {
        condition: (_, siblings) => siblings?.toType === 'path',
        description: {
          en: 'An address on this site (/admissions), or a full address on another (https://…).',
          ru: 'Адрес на этом сайте (/admissions) или полный адрес другого сайта (https://…).',
          uz: 'Shu saytdagi manzil (/admissions) yoki boshqa saytning toʻliq manzili (https://…).',
        },
      },
    },
    {
      name: 'status',
      label: { en: 'Kind', ru: 'Вид', uz: 'Turi' },
      type: 'select',
      required: true,
      defaultValue: '301',
      options: [
        { value: '301', label: { en: 'Permanent (301)', ru: 'Постоянное (301)', uz: 'Doimiy (301)' } },
        { value: '302', label: { en: 'Temporary (302)', ru: 'Временное (302)', uz: 'Vaqtinchalik (302)' } },
      ],
    },
    systemWritten({ name: 'resolved', label: { en: 'Leads to', ru: 'Ведёт на', uz: 'Olib boradi' }, type: 'text', admin: { position: 'sidebar' } }),
    {
      name: 'gone',
      label: { en: 'Its page is gone', ru: 'Страницы больше нет', uz: 'Sahifasi yoʻq' },
      type: 'checkbox',
      defaultValue: false,
      // Worked out on every save (src/redirects/rules.ts), whoever saves: never typed.
      admin: {
        readOnly: true,
        position: 'sidebar',
        description: {
          en: 'The page it leads to is deleted, in the trash or unpublished: the old address answers “not found” until the page is back.',
          ru: 'Страница, на которую оно ведёт, удалена, в корзине или снята с публикации: старый адрес отвечает «не найдено», пока страница не вернётся.',
          uz: 'U olib boradigan sahifa oʻchirilgan, savatda yoki nashrdan olingan: sahifa qaytmaguncha eski manzil «topilmadi» deb javob beradi.',
        },
      },
    },
    systemWritten({
      name: 'automatic',
      label: { en: 'Added on an address change', ru: 'Добавлено при смене адреса', uz: 'Manzil oʻzgarganda qoʻshilgan' },
      type: 'checkbox',
      defaultValue: false,
      admin: { position: 'sidebar' },
    }),
  ],
  hooks: {
    beforeChange: [({ data, originalDoc, req }) => checkRedirect(req, { ...originalDoc, ...data }, originalDoc?.id)],
    afterChange: [reloadTables],
    afterDelete: [reloadTables],
  },
}
