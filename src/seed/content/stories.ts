// Demo news and events, in three languages.
// One news item has no Uzbek text and one event no Russian text, to show the fallback notice.
import { type L, inEachLanguage, l } from '../localized'
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
  { slug: 'announcements', kind: 'news', title: l('Announcements', 'Объявления', 'Eʼlonlar') },
  { slug: 'admissions', kind: 'news', title: l('Admissions', 'Поступление', 'Qabul') },
  { slug: 'research', kind: 'news', title: l('Research', 'Наука', 'Ilm-fan') },
  { slug: 'student-life', kind: 'news', title: l('Student life', 'Студенческая жизнь', 'Talabalar hayoti') },
  { slug: 'open-days', kind: 'events', title: l('Open days', 'Дни открытых дверей', 'Ochiq eshiklar kunlari') },
  { slug: 'science', kind: 'events', title: l('Science and conferences', 'Наука и конференции', 'Ilm-fan va konferensiyalar') },
  { slug: 'careers', kind: 'events', title: l('Careers', 'Карьера', 'Karyera') },
  { slug: 'culture-and-sport', kind: 'events', title: l('Culture and sport', 'Культура и спорт', 'Madaniyat va sport') },
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
    title: l('University open day', 'День открытых дверей университета', 'Universitet ochiq eshiklar kuni'),
    place: l('Main building, assembly hall', 'Главный корпус, актовый зал', 'Bosh bino, majlislar zali'),
    daysFromNow: 12,
    hours: 4,
    text: l(
      'Meet the faculties, see the campus and ask the admissions office anything.',
      'Познакомьтесь с факультетами, посмотрите кампус и задайте вопросы приёмной комиссии.',
      'Fakultetlar bilan tanishing, kampusni koʻring va qabul komissiyasiga savol bering.',
    ),
  },
  {
    slug: 'spring-career-fair',
    category: 'careers',
    title: l('Spring career fair', 'Весенняя ярмарка вакансий', 'Bahorgi boʻsh ish oʻrinlari yarmarkasi'),
    place: l('Sports hall', 'Спортивный зал', 'Sport zali'),
    daysFromNow: 25,
    hours: 5,
    text: l(
      'Internships and first jobs from forty employers.',
      'Стажировки и первая работа от сорока работодателей.',
      'Qirq ish beruvchidan amaliyot va birinchi ish oʻrinlari.',
    ),
  },
  {
    slug: 'hackathon-2026',
    category: 'science',
    title: l('Campus hackathon', 'Хакатон кампуса', 'Kampus xakatoni'),
    place: l('Building B, laboratories', 'Корпус B, лаборатории', 'B bino, laboratoriyalar'),
    daysFromNow: 40,
    hours: 24,
    text: l(
      'Twenty-four hours to build something useful for the city.',
      'Двадцать четыре часа, чтобы сделать что-то полезное для города.',
      'Shahar uchun foydali narsa yaratish uchun yigirma toʻrt soat.',
    ),
  },
  {
    slug: 'science-week',
    category: 'science',
    title: l('Science week', 'Неделя науки', 'Ilm-fan haftaligi'),
    place: l('All faculties', 'Все факультеты', 'Barcha fakultetlar'),
    daysFromNow: 55,
    hours: 6,
    text: l(
      'Open lectures, laboratory tours and a student poster session.',
      'Открытые лекции, экскурсии по лабораториям и постерная сессия студентов.',
      'Ochiq maʼruzalar, laboratoriyalarga sayohat va talabalar poster sessiyasi.',
    ),
  },
  {
    slug: 'international-conference',
    category: 'science',
    title: l(
      'International conference on sustainable development',
      'Международная конференция по устойчивому развитию',
      'Barqaror rivojlanish boʻyicha xalqaro konferensiya',
    ),
    place: l('Conference centre', 'Конференц-центр', 'Konferensiya markazi'),
    daysFromNow: 70,
    hours: 8,
    text: l(
      'Researchers from twelve countries present their work.',
      'Учёные из двенадцати стран представят свои исследования.',
      'Oʻn ikki mamlakat olimlari oʻz tadqiqotlarini taqdim etadi.',
    ),
  },
  {
    slug: 'spring-concert',
    category: 'culture-and-sport',
    title: l('Spring concert', 'Весенний концерт', 'Bahorgi konsert'),
    place: l('Assembly hall', 'Актовый зал', 'Majlislar zali'),
    daysFromNow: -5,
    hours: 3,
    text: l('Student choir, dance club and guests.', 'Студенческий хор, танцевальный клуб и гости.', 'Talabalar xori, raqs klubi va mehmonlar.'),
  },
  {
    slug: 'sports-festival',
    category: 'culture-and-sport',
    title: l('Sports festival', 'Спортивный фестиваль', 'Sport festivali'),
    place: l('University stadium', 'Стадион университета', 'Universitet stadioni'),
    daysFromNow: -20,
    hours: 7,
    text: l(
      'Football, volleyball and athletics between faculties.',
      'Футбол, волейбол и лёгкая атлетика между факультетами.',
      'Fakultetlar oʻrtasida futbol, voleybol va yengil atletika.',
    ),
  },
  {
    slug: 'alumni-meeting',
    category: 'careers',
    title: l('Alumni meeting', 'Встреча выпускников', 'Bitiruvchilar uchrashuvi'),
    place: l('Main building, hall 2', 'Главный корпус, зал 2', 'Bosh bino, 2-zal'),
    daysFromNow: -35,
    hours: 4,
    text: l(
      'Graduates of all years share their careers with students.',
      'Выпускники разных лет рассказывают студентам о своей карьере.',
      'Turli yillar bitiruvchilari talabalarga oʻz karyeralari haqida gapirib beradi.',
    ),
  },
  {
    slug: 'book-fair',
    category: 'culture-and-sport',
    title: l('Book fair', 'Книжная ярмарка', 'Kitob yarmarkasi'),
    place: l('Library', 'Библиотека', 'Kutubxona'),
    daysFromNow: -50,
    hours: 6,
    text: l(
      'Publishers bring textbooks and fiction at student prices.',
      'Издательства привозят учебники и художественную литературу по студенческим ценам.',
      'Nashriyotlar darsliklar va badiiy adabiyotlarni talabalar narxida olib keladi.',
    ),
  },
  {
    slug: 'graduation-ceremony',
    category: 'culture-and-sport',
    title: l('Graduation ceremony', 'Церемония вручения дипломов', 'Diplomlarni topshirish marosimi'),
    place: l('Registan square', 'Площадь Регистан', 'Registon maydoni'),
    daysFromNow: -120,
    hours: 3,
    text: l('Diplomas for the class of 2026.', 'Вручение дипломов выпуску 2026 года.', '2026-yil bitiruvchilariga diplomlar topshiriladi.'),
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
