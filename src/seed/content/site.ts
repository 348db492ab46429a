// Demo settings and menu for a believable university, in the three languages.
import { richText } from '../richText'
import type { L } from '../localized'

export const siteText = {
  siteTitle: { en: 'Registan University', ru: 'Университет Регистан', uz: 'Registon universiteti' } as L,
  copyright: {
    en: '© 2026 Registan University. All rights reserved.',
    ru: '© 2026 Университет Регистан. Все права защищены.',
    uz: '© 2026 Registon universiteti. Barcha huquqlar himoyalangan.',
  } as L,
  developerCredit: { en: 'Campus team', ru: 'Команда Campus', uz: 'Campus jamoasi' } as L,
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
    title: { en: 'University', ru: 'Университет', uz: 'Universitet' },
    slug: 'university',
    group: 'about',
    children: [
      { title: { en: 'About the university', ru: 'Об университете', uz: 'Universitet haqida' }, slug: 'about-university' },
      { title: { en: 'Rector', ru: 'Ректор', uz: 'Rektor' }, slug: 'about-rector' },
      { title: { en: 'History', ru: 'История', uz: 'Tarix' }, slug: 'history' },
      { title: { en: 'Our team', ru: 'Наша команда', uz: 'Bizning jamoa' }, slug: 'team', path: '/team' },
      { title: { en: 'Partners', ru: 'Партнёры', uz: 'Hamkorlar' }, slug: 'partners', path: '/partners' },
      {
        title: { en: 'Structure', ru: 'Структура', uz: 'Tuzilma' },
        slug: 'structure',
        children: [
          { title: { en: 'Rectorate', ru: 'Ректорат', uz: 'Rektorat' }, slug: 'rectorate' },
          { title: { en: 'Departments', ru: 'Кафедры', uz: 'Kafedralar' }, slug: 'departments' },
        ],
      },
    ],
  },
  {
    title: { en: 'Admissions', ru: 'Поступление', uz: 'Qabul' },
    slug: 'admissions',
    group: 'admissions',
    children: [
      { title: { en: 'Admission rules', ru: 'Правила приёма', uz: 'Qabul qoidalari' }, slug: 'admission-rules' },
      { title: { en: 'Tuition fee', ru: 'Стоимость обучения', uz: 'Toʻlov-kontrakt narxi' }, slug: 'tuition-fee' },
      { title: { en: 'Scholarships', ru: 'Стипендии', uz: 'Stipendiyalar' }, slug: 'scholarships' },
      { title: { en: 'Apply online', ru: 'Подать заявку онлайн', uz: 'Onlayn ariza' }, slug: 'apply', path: '/form' },
      { title: { en: 'Application status', ru: 'Статус заявки', uz: 'Ariza holati' }, slug: 'application-status', path: '/studentConsole' },
    ],
  },
  { title: { en: 'Faculties', ru: 'Факультеты', uz: 'Fakultetlar' }, slug: 'faculties', path: '/faculties' },
  {
    title: { en: 'Students', ru: 'Студентам', uz: 'Talabalarga' },
    slug: 'students',
    children: [
      {
        title: { en: 'Campus life', ru: 'Жизнь в кампусе', uz: 'Kampus hayoti' },
        slug: 'campus-life',
        children: [
          { title: { en: 'Dormitory', ru: 'Общежитие', uz: 'Yotoqxona' }, slug: 'dormitory' },
          { title: { en: 'Library', ru: 'Библиотека', uz: 'Kutubxona' }, slug: 'library' },
        ],
      },
      { title: { en: 'Clubs', ru: 'Клубы', uz: 'Klublar' }, slug: 'clubs', path: '/clubs' },
    ],
  },
  {
    title: { en: 'News', ru: 'Новости', uz: 'Yangiliklar' },
    slug: 'media',
    children: [
      { title: { en: 'News', ru: 'Новости', uz: 'Yangiliklar' }, slug: 'news', path: '/news' },
      { title: { en: 'Events', ru: 'Мероприятия', uz: 'Tadbirlar' }, slug: 'events', path: '/events' },
      { title: { en: 'Gallery', ru: 'Галерея', uz: 'Galereya' }, slug: 'gallery', path: '/gallery' },
    ],
  },
  { title: { en: 'Contacts', ru: 'Контакты', uz: 'Aloqa' }, slug: 'contacts', path: '/contact' },
]
