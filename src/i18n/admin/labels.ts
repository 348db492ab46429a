// Words the admin shows for our content model, in its three languages; Payload picks the staff
// member's. Labels used once stay beside their field; these are the ones many places share.
import type { Locale } from '@/i18n/locales'
import en from '@/i18n/messages/en.json'
import ru from '@/i18n/messages/ru.json'
import uz from '@/i18n/messages/uz.json'

export type AdminText = Record<Locale, string>
export type SiteMessages = typeof en

/** The same words the public site uses, from its message files. */
export const fromMessages = (pick: (messages: SiteMessages) => string): AdminText => ({ en: pick(en), ru: pick(ru), uz: pick(uz) })

/** Groups of the admin's navigation. */
export const GROUPS = {
  content: { en: 'Content', ru: 'Контент', uz: 'Kontent' },
  study: { en: 'Study', ru: 'Обучение', uz: 'Taʼlim' },
  people: { en: 'People', ru: 'Люди', uz: 'Odamlar' },
  admissions: { en: 'Admissions', ru: 'Приём', uz: 'Qabul' },
  payments: { en: 'Payments', ru: 'Оплата', uz: 'Toʻlovlar' },
  newsletter: { en: 'Newsletter', ru: 'Рассылка', uz: 'Axborotnoma' },
  site: { en: 'Site', ru: 'Сайт', uz: 'Sayt' },
  administration: { en: 'Administration', ru: 'Администрирование', uz: 'Boshqaruv' },
} satisfies Record<string, AdminText>

/** Field labels that mean the same wherever they appear. */
export const LABELS = {
  title: { en: 'Title', ru: 'Заголовок', uz: 'Sarlavha' },
  name: { en: 'Name', ru: 'Название', uz: 'Nomi' },
  fullName: { en: 'Full name', ru: 'Имя и фамилия', uz: 'Ism-familiya' },
  text: { en: 'Text', ru: 'Текст', uz: 'Matn' },
  description: { en: 'Description', ru: 'Описание', uz: 'Tavsif' },
  summary: { en: 'Summary', ru: 'Краткое описание', uz: 'Qisqacha tavsif' },
  image: { en: 'Image', ru: 'Изображение', uz: 'Rasm' },
  photo: { en: 'Photo', ru: 'Фото', uz: 'Surat' },
  cover: { en: 'Cover image', ru: 'Обложка', uz: 'Muqova rasmi' },
  date: { en: 'Date', ru: 'Дата', uz: 'Sana' },
  link: { en: 'Link', ru: 'Ссылка', uz: 'Havola' },
  email: { en: 'E-mail', ru: 'E-mail', uz: 'E-pochta' },
  phone: { en: 'Phone', ru: 'Телефон', uz: 'Telefon' },
  status: { en: 'Status', ru: 'Статус', uz: 'Holati' },
  language: { en: 'Language', ru: 'Язык', uz: 'Til' },
  code: { en: 'Code', ru: 'Код', uz: 'Kodi' },
  faculty: { en: 'Faculty', ru: 'Факультет', uz: 'Fakultet' },
  degree: fromMessages((m) => m.form.fields.degree),
  studyForm: fromMessages((m) => m.form.fields.study_form),
  region: fromMessages((m) => m.form.fields.region),
  comment: { en: 'Comment', ru: 'Комментарий', uz: 'Izoh' },
  when: { en: 'When', ru: 'Когда', uz: 'Qachon' },
} satisfies Record<string, AdminText>

/** The site's three languages as choices, each named in the admin's language. */
export const languageOptions = [
  { value: 'en', label: { en: 'English', ru: 'Английский', uz: 'Ingliz tili' } },
  { value: 'ru', label: { en: 'Russian', ru: 'Русский', uz: 'Rus tili' } },
  { value: 'uz', label: { en: 'Uzbek', ru: 'Узбекский', uz: 'Oʻzbek tili' } },
] satisfies { value: Locale; label: AdminText }[]
