import type { Field } from 'payload'

import { type AdminText, fromMessages } from '@/i18n/admin/labels'

/** The kinds of page that open with their section's own banner (src/components/PageBanner.tsx). */
export const SECTION_KINDS = ['faculties', 'programmes', 'news', 'events', 'documents', 'contact', 'admissions', 'search', 'people'] as const
export type SectionKind = (typeof SECTION_KINDS)[number]

/** A section is named as its own page is titled on the site, where one page stands for it. */
const NAMES: Record<SectionKind, AdminText> = {
  faculties: fromMessages((m) => m.faculties.title),
  programmes: { en: 'Programmes', ru: 'Программы', uz: 'Dasturlar' },
  news: fromMessages((m) => m.news.title),
  events: fromMessages((m) => m.events.title),
  documents: fromMessages((m) => m.documents.title),
  contact: fromMessages((m) => m.contact.title),
  admissions: {
    en: 'Admissions (form, status, contract)',
    ru: 'Приём (анкета, статус, договор)',
    uz: 'Qabul (anketa, holat, shartnoma)',
  },
  search: fromMessages((m) => m.search.title),
  people: { en: 'People (team, clubs)', ru: 'Люди (команда, клубы)', uz: 'Odamlar (jamoa, klublar)' },
}

/** One banner image per section; a page's own banner wins, the default banner stands in for an empty one. */
export const sectionBannersField: Field = {
  name: 'sectionBanners',
  label: { en: 'Section banners', ru: 'Баннеры разделов', uz: 'Boʻlim bannerlari' },
  type: 'group',
  admin: {
    description: {
      en: 'Each kind of page opens with its own picture. A page with its own banner shows that; a section left empty shows the default banner. Best: a wide picture (about 1920 × 640) with its subject in the middle and on the right, since the title sits on the left and phones show the middle.',
      ru: 'Каждый вид страниц открывается своим изображением. Страница с собственным баннером показывает его; для пустого раздела показывается баннер по умолчанию. Лучше всего — широкое изображение (около 1920 × 640) с главным в центре и справа: заголовок стоит слева, а телефоны показывают середину.',
      uz: 'Har bir sahifa turi oʻz rasmi bilan ochiladi. Oʻz banneri bor sahifa uni koʻrsatadi; boʻsh boʻlim uchun odatiy banner koʻrsatiladi. Eng yaxshisi — keng rasm (taxminan 1920 × 640), asosiy qismi oʻrtada va oʻngda: sarlavha chapda turadi, telefonlar esa oʻrtasini koʻrsatadi.',
    },
  },
  fields: SECTION_KINDS.map((kind): Field => ({ name: kind, label: NAMES[kind], type: 'upload', relationTo: 'media' })),
}
