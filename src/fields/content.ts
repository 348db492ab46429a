// Field factories shared by the collections.
import type { Field, SelectField } from 'payload'
import { systemField } from '@/access'
import { type AdminText, LABELS, languageOptions } from '@/i18n/admin/labels'

/**
 * A date field's picker: 22.11.2026 05:00, as Uzbekistan and Russia write dates. Digits, because
 * Payload's picker shows its value with English month names in every admin language (its default
 * is “Nov 22, 2026 5:00 AM”), and no caption over the times, which it would leave as “Time”.
 */
export const DAY_AND_TIME = {
  pickerAppearance: 'dayAndTime',
  displayFormat: 'dd.MM.yyyy HH:mm',
  timeFormat: 'HH:mm',
  overrides: { timeCaption: '' },
} as const

/**
 * A moment the system records, read-only for everyone (systemField), shown in Tashkent time and
 * saying so, in the form and in list columns (src/components/admin/TashkentTime.tsx).
 */
export const SYSTEM_MOMENT = {
  access: systemField,
  admin: {
    readOnly: true,
    date: DAY_AND_TIME,
    components: { Field: '@/components/admin/TashkentTime#TashkentTimeField', Cell: '@/components/admin/TashkentTime#TashkentTimeCell' },
  },
} as const

/** A field the system writes, shown read-only: nobody types into it (systemField). */
export const systemWritten = <F extends Field>(field: F): F => ({ ...field, access: systemField, admin: { ...field.admin, readOnly: true } }) as F

/** The language a person used on the site, and the one they are written to in. */
export const localeField = {
  name: 'locale',
  label: LABELS.language,
  type: 'select',
  required: true,
  defaultValue: 'en',
  options: languageOptions,
} satisfies SelectField

/** Photos attached to a document, shown as a gallery with a lightbox. */
export const galleryField = (
  name = 'gallery',
  condition?: (data: Record<string, unknown>) => boolean,
  label: AdminText = { en: 'Gallery', ru: 'Галерея', uz: 'Galereya' },
): Field => ({
  name,
  label,
  type: 'upload',
  relationTo: 'media',
  hasMany: true,
  admin: {
    description: {
      en: 'Photos shown as a gallery with a lightbox.',
      ru: 'Фотографии, которые показываются галереей и открываются во весь экран.',
      uz: 'Galereya koʻrinishida chiqadigan va toʻliq ekranda ochiladigan suratlar.',
    },
    condition: condition && ((data) => condition(data)),
  },
})

/** The date a story is dated by (and sorted by); defaults to now. */
export const dateField = (name = 'date', label: AdminText = LABELS.date): Field => ({
  name,
  label,
  type: 'date',
  required: true,
  index: true,
  defaultValue: () => new Date().toISOString(),
  admin: { position: 'sidebar', date: DAY_AND_TIME },
})

/** Short text for cards, meta descriptions and feeds. */
export const excerptField: Field = {
  name: 'excerpt',
  label: { en: 'Excerpt', ru: 'Анонс', uz: 'Qisqacha matn' },
  type: 'textarea',
  localized: true,
  maxLength: 300,
  admin: {
    description: {
      en: 'One or two sentences for lists, search engines and the news feed.',
      ru: 'Одно-два предложения для списков, поисковых систем и ленты новостей.',
      uz: 'Roʻyxatlar, qidiruv tizimlari va yangiliklar lentasi uchun bir-ikki gap.',
    },
  },
}

/** Order within a list: smaller first. */
export const orderField: Field = {
  name: 'order',
  label: { en: 'Order', ru: 'Порядок', uz: 'Tartib raqami' },
  type: 'number',
  defaultValue: 100,
  index: true,
  admin: {
    position: 'sidebar',
    description: { en: 'Smaller numbers come first.', ru: 'Меньшие числа идут первыми.', uz: 'Kichik raqamlilar oldinda turadi.' },
  },
}

/** The faculty a document belongs to (optional, in the sidebar): it is also shown on that faculty's page. */
export const facultyField = (description: AdminText): Field => ({
  name: 'faculty',
  label: LABELS.faculty,
  type: 'relationship',
  relationTo: 'faculties',
  index: true,
  admin: { position: 'sidebar', description },
})

/** A page's own banner picture, over its section's (Settings › Images › Section banners). */
export const bannerField: Field = {
  name: 'banner',
  label: { en: 'Banner image', ru: 'Изображение баннера', uz: 'Banner rasmi' },
  type: 'upload',
  relationTo: 'media',
  admin: {
    description: {
      en: 'Shown behind the title at the top of the page. Empty: the section’s banner.',
      ru: 'Показывается за заголовком вверху страницы. Если пусто — баннер раздела.',
      uz: 'Sahifa tepasida sarlavha ortida koʻrsatiladi. Boʻsh boʻlsa — boʻlim banneri.',
    },
  },
}
