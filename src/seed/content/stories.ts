// Demo news and events, in three languages.
// One news item has no Uzbek text and one event no Russian text, to show the fallback notice.
import { type L, inEachLanguage } from '../localized'
import { admissionsResults } from './news/admissionsResults'
import { buildingRenovation } from './news/buildingRenovation'
import { computerScienceGraduateCareer } from './news/computerScienceGraduateCareer'
import { computerScienceOpenDay } from './news/computerScienceOpenDay'
import { economicsConference } from './news/economicsConference'
import { economicsScholarships } from './news/economicsScholarships'
import { engineeringDoubleDegree } from './news/engineeringDoubleDegree'
import { engineeringSolarLaboratory } from './news/engineeringSolarLaboratory'
import { foreignLanguagesVisitingProfessor } from './news/foreignLanguagesVisitingProfessor'
import { foreignLanguagesVolunteers } from './news/foreignLanguagesVolunteers'
import { lawAlumniReunion } from './news/lawAlumniReunion'
import { lawMootCourtWin } from './news/lawMootCourtWin'
import { libraryDigitalCollection } from './news/libraryDigitalCollection'
import { naturalSciencesFieldPractice } from './news/naturalSciencesFieldPractice'
import { naturalSciencesRiverGrant } from './news/naturalSciencesRiverGrant'
import { sportsDay } from './news/sportsDay'
import type { SeedStory } from './news/story'

export type SeedCategory = { slug: string; kind: 'news' | 'events'; title: L }
export const seedCategories: SeedCategory[] = [
  { slug: 'announcements', kind: 'news', title: { en: 'Announcements', ru: 'Объявления', uz: 'Eʼlonlar' } },
  { slug: 'admissions', kind: 'news', title: { en: 'Admissions', ru: 'Поступление', uz: 'Qabul' } },
  { slug: 'research', kind: 'news', title: { en: 'Research', ru: 'Наука', uz: 'Ilm-fan' } },
  { slug: 'student-life', kind: 'news', title: { en: 'Student life', ru: 'Студенческая жизнь', uz: 'Talabalar hayoti' } },
  { slug: 'open-days', kind: 'events', title: { en: 'Open days', ru: 'Дни открытых дверей', uz: 'Ochiq eshiklar kunlari' } },
  { slug: 'science', kind: 'events', title: { en: 'Science and conferences', ru: 'Наука и конференции', uz: 'Ilm-fan va konferensiyalar' } },
  { slug: 'careers', kind: 'events', title: { en: 'Careers', ru: 'Карьера', uz: 'Karyera' } },
  { slug: 'culture-and-sport', kind: 'events', title: { en: 'Culture and sport', ru: 'Культура и спорт', uz: 'Madaniyat va sport' } },
]

// The stories, newest first; each file holds one story in every language it was written in.
export const seedNews: SeedStory[] = [
  computerScienceOpenDay,
  engineeringSolarLaboratory,
  foreignLanguagesVisitingProfessor,
  lawMootCourtWin,
  naturalSciencesRiverGrant,
  economicsScholarships,
  sportsDay,
  libraryDigitalCollection,
  foreignLanguagesVolunteers,
  engineeringDoubleDegree,
  economicsConference,
  computerScienceGraduateCareer,
  buildingRenovation,
  admissionsResults,
  lawAlumniReunion,
  naturalSciencesFieldPractice,
]

// One story was never translated into Uzbek: its page shows the English text with a notice.
export const UNTRANSLATED_NEWS_SLUG = seedNews.find((story) => !story.title.uz)?.slug ?? ''

export type SeedEvent = SeedStory & { daysFromNow: number; hours: number; place: Partial<L> }

type EventText = { slug: string; category: string; title: L; place: L; daysFromNow: number; hours: number; text: L }

// Each event's one paragraph is also its excerpt; its picture is chosen by its slug (src/seed/art/choices.ts).
const event = ({ slug, category, title, place, daysFromNow, hours, text }: EventText): SeedEvent => ({
  slug,
  title,
  place,
  daysFromNow,
  hours,
  daysAgo: 0,
  excerpt: text,
  body: inEachLanguage((locale) => [text[locale]]),
  category,
})

const events: EventText[] = [
  {
    slug: 'open-day-2026',
    category: 'open-days',
    title: { en: 'University open day', ru: 'День открытых дверей университета', uz: 'Universitet ochiq eshiklar kuni' },
    place: { en: 'Main building, assembly hall', ru: 'Главный корпус, актовый зал', uz: 'Bosh bino, majlislar zali' },
    daysFromNow: 12,
    hours: 4,
    text: {
      en: 'Meet the faculties, see the campus and ask the admissions office anything.',
      ru: 'Познакомьтесь с факультетами, посмотрите кампус и задайте вопросы приёмной комиссии.',
      uz: 'Fakultetlar bilan tanishing, kampusni koʻring va qabul komissiyasiga savol bering.',
    },
  },
  {
    slug: 'spring-career-fair',
    category: 'careers',
    title: { en: 'Spring career fair', ru: 'Весенняя ярмарка вакансий', uz: 'Bahorgi boʻsh ish oʻrinlari yarmarkasi' },
    place: { en: 'Sports hall', ru: 'Спортивный зал', uz: 'Sport zali' },
    daysFromNow: 25,
    hours: 5,
    text: {
      en: 'Internships and first jobs from forty employers.',
      ru: 'Стажировки и первая работа от сорока работодателей.',
      uz: 'Qirq ish beruvchidan amaliyot va birinchi ish oʻrinlari.',
    },
  },
  {
    slug: 'hackathon-2026',
    category: 'science',
    title: { en: 'Campus hackathon', ru: 'Хакатон кампуса', uz: 'Kampus xakatoni' },
    place: { en: 'Building B, laboratories', ru: 'Корпус B, лаборатории', uz: 'B bino, laboratoriyalar' },
    daysFromNow: 40,
    hours: 24,
    text: {
      en: 'Twenty-four hours to build something useful for the city.',
      ru: 'Двадцать четыре часа, чтобы сделать что-то полезное для города.',
      uz: 'Shahar uchun foydali narsa yaratish uchun yigirma toʻrt soat.',
    },
  },
  {
    slug: 'science-week',
    category: 'science',
    title: { en: 'Science week', ru: 'Неделя науки', uz: 'Ilm-fan haftaligi' },
    place: { en: 'All faculties', ru: 'Все факультеты', uz: 'Barcha fakultetlar' },
    daysFromNow: 55,
    hours: 6,
    text: {
      en: 'Open lectures, laboratory tours and a student poster session.',
      ru: 'Открытые лекции, экскурсии по лабораториям и постерная сессия студентов.',
      uz: 'Ochiq maʼruzalar, laboratoriyalarga sayohat va talabalar poster sessiyasi.',
    },
  },
  {
    slug: 'international-conference',
    category: 'science',
    title: {
      en: 'International conference on sustainable development',
      ru: 'Международная конференция по устойчивому развитию',
      uz: 'Barqaror rivojlanish boʻyicha xalqaro konferensiya',
    },
    place: { en: 'Conference centre', ru: 'Конференц-центр', uz: 'Konferensiya markazi' },
    daysFromNow: 70,
    hours: 8,
    text: {
      en: 'Researchers from twelve countries present their work.',
      ru: 'Учёные из двенадцати стран представят свои исследования.',
      uz: 'Oʻn ikki mamlakat olimlari oʻz tadqiqotlarini taqdim etadi.',
    },
  },
  {
    slug: 'spring-concert',
    category: 'culture-and-sport',
    title: { en: 'Spring concert', ru: 'Весенний концерт', uz: 'Bahorgi konsert' },
    place: { en: 'Assembly hall', ru: 'Актовый зал', uz: 'Majlislar zali' },
    daysFromNow: -5,
    hours: 3,
    text: { en: 'Student choir, dance club and guests.', ru: 'Студенческий хор, танцевальный клуб и гости.', uz: 'Talabalar xori, raqs klubi va mehmonlar.' },
  },
  {
    slug: 'sports-festival',
    category: 'culture-and-sport',
    title: { en: 'Sports festival', ru: 'Спортивный фестиваль', uz: 'Sport festivali' },
    place: { en: 'University stadium', ru: 'Стадион университета', uz: 'Universitet stadioni' },
    daysFromNow: -20,
    hours: 7,
    text: {
      en: 'Football, volleyball and athletics between faculties.',
      ru: 'Футбол, волейбол и лёгкая атлетика между факультетами.',
      uz: 'Fakultetlar oʻrtasida futbol, voleybol va yengil atletika.',
    },
  },
  {
    slug: 'alumni-meeting',
    category: 'careers',
    title: { en: 'Alumni meeting', ru: 'Встреча выпускников', uz: 'Bitiruvchilar uchrashuvi' },
    place: { en: 'Main building, hall 2', ru: 'Главный корпус, зал 2', uz: 'Bosh bino, 2-zal' },
    daysFromNow: -35,
    hours: 4,
    text: {
      en: 'Graduates of all years share their careers with students.',
      ru: 'Выпускники разных лет рассказывают студентам о своей карьере.',
      uz: 'Turli yillar bitiruvchilari talabalarga oʻz karyeralari haqida gapirib beradi.',
    },
  },
  {
    slug: 'book-fair',
    category: 'culture-and-sport',
    title: { en: 'Book fair', ru: 'Книжная ярмарка', uz: 'Kitob yarmarkasi' },
    place: { en: 'Library', ru: 'Библиотека', uz: 'Kutubxona' },
    daysFromNow: -50,
    hours: 6,
    text: {
      en: 'Publishers bring textbooks and fiction at student prices.',
      ru: 'Издательства привозят учебники и художественную литературу по студенческим ценам.',
      uz: 'Nashriyotlar darsliklar va badiiy adabiyotlarni talabalar narxida olib keladi.',
    },
  },
  {
    slug: 'graduation-ceremony',
    category: 'culture-and-sport',
    title: { en: 'Graduation ceremony', ru: 'Церемония вручения дипломов', uz: 'Diplomlarni topshirish marosimi' },
    place: { en: 'Registan square', ru: 'Площадь Регистан', uz: 'Registon maydoni' },
    daysFromNow: -120,
    hours: 3,
    text: { en: 'Diplomas for the class of 2026.', ru: 'Вручение дипломов выпуску 2026 года.', uz: '2026-yil bitiruvchilariga diplomlar topshiriladi.' },
  },
]

export const seedEvents: SeedEvent[] = events.map((text) => event(text))

// The spring career fair was never translated into Russian.
const careerFair = seedEvents.find((e) => e.slug === 'spring-career-fair')!
delete careerFair.title.ru
delete careerFair.excerpt.ru
delete careerFair.body.ru
delete careerFair.place.ru
export const UNTRANSLATED_EVENT_SLUG = careerFair.slug
