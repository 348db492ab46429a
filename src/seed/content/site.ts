// Demo settings and menu for a believable university, in the three languages.
import { richText } from '../richText'
import { type L, l } from '../localized'

export const siteText = {
  siteTitle: l('Registan University', 'Университет Регистан', 'Registon universiteti') as L,
  copyright: l(
    '© 2026 Registan University. All rights reserved.',
    '© 2026 Университет Регистан. Все права защищены.',
    '© 2026 Registon universiteti. Barcha huquqlar himoyalangan.',
  ) as L,
  developerCredit: l('Campus team', 'Команда Campus', 'Campus jamoasi') as L,
  address: {
    en: richText('15 University Street, Samarkand 140104, Uzbekistan', 'Admissions office: building A, room 104'),
    ru: richText('Узбекистан, 140104, Самарканд, ул. Университетская, 15', 'Приёмная комиссия: корпус A, кабинет 104'),
    uz: richText('Oʻzbekiston, 140104, Samarqand, Universitet koʻchasi, 15', 'Qabul komissiyasi: A bino, 104-xona'),
  } as L<unknown>,
}

export const siteSettings = {
  phone1: '+998 66 233 00 11',
  phone2: '+998 66 233 00 12',
  phone2Status: 'active' as const,
  email: 'info@registan.example.edu',
  applyButton: { url: '/form', status: 'active' as const },
  socialLinks: [
    { icon: 'telegram' as const, url: 'https://t.me/registan_university' },
    { icon: 'instagram' as const, url: 'https://instagram.com/registan_university' },
    { icon: 'facebook' as const, url: 'https://facebook.com/registan.university' },
    { icon: 'youtube' as const, url: 'https://youtube.com/@registan_university' },
  ],
  developerCredit: { url: 'https://campus.example.org' },
}

export type SeedMenuItem = { title: L; slug: string; path?: string; group?: string; children?: SeedMenuItem[] }

export const seedMenu: SeedMenuItem[] = [
  {
    title: l('University', 'Университет', 'Universitet'),
    slug: 'university',
    group: 'about',
    children: [
      { title: l('About the university', 'Об университете', 'Universitet haqida'), slug: 'about-university' },
      { title: l('Rector', 'Ректор', 'Rektor'), slug: 'about-rector' },
      { title: l('History', 'История', 'Tarix'), slug: 'history' },
      { title: l('Our team', 'Наша команда', 'Bizning jamoa'), slug: 'team', path: '/team' },
      { title: l('Partners', 'Партнёры', 'Hamkorlar'), slug: 'partners', path: '/partners' },
      {
        title: l('Structure', 'Структура', 'Tuzilma'),
        slug: 'structure',
        children: [
          { title: l('Rectorate', 'Ректорат', 'Rektorat'), slug: 'rectorate' },
          { title: l('Departments', 'Кафедры', 'Kafedralar'), slug: 'departments' },
        ],
      },
    ],
  },
  {
    title: l('Admissions', 'Поступление', 'Qabul'),
    slug: 'admissions',
    group: 'admissions',
    children: [
      { title: l('Admission rules', 'Правила приёма', 'Qabul qoidalari'), slug: 'admission-rules' },
      { title: l('Tuition fee', 'Стоимость обучения', 'Toʻlov-kontrakt narxi'), slug: 'tuition-fee' },
      { title: l('Scholarships', 'Стипендии', 'Stipendiyalar'), slug: 'scholarships' },
      { title: l('Apply online', 'Подать заявку онлайн', 'Onlayn ariza'), slug: 'apply', path: '/form' },
      { title: l('Application status', 'Статус заявки', 'Ariza holati'), slug: 'application-status', path: '/studentConsole' },
    ],
  },
  { title: l('Faculties', 'Факультеты', 'Fakultetlar'), slug: 'faculties', path: '/faculties' },
  {
    title: l('Students', 'Студентам', 'Talabalarga'),
    slug: 'students',
    children: [
      {
        title: l('Campus life', 'Жизнь в кампусе', 'Kampus hayoti'),
        slug: 'campus-life',
        children: [
          { title: l('Dormitory', 'Общежитие', 'Yotoqxona'), slug: 'dormitory' },
          { title: l('Library', 'Библиотека', 'Kutubxona'), slug: 'library' },
        ],
      },
      { title: l('Clubs', 'Клубы', 'Klublar'), slug: 'clubs', path: '/clubs' },
    ],
  },
  {
    title: l('News', 'Новости', 'Yangiliklar'),
    slug: 'media',
    children: [
      { title: l('News', 'Новости', 'Yangiliklar'), slug: 'news', path: '/news' },
      { title: l('Events', 'Мероприятия', 'Tadbirlar'), slug: 'events', path: '/events' },
      { title: l('Gallery', 'Галерея', 'Galereya'), slug: 'gallery', path: '/gallery' },
    ],
  },
  { title: l('Contacts', 'Контакты', 'Aloqa'), slug: 'contacts', path: '/contact' },
]
