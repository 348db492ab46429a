// Demo public documents, one of each kind a university publishes most.
import { makeDocx, makePdf, makeXlsx } from '../documents'
import type { L } from '../localized'

export type SeedDocument = {
  name: string
  mimetype: string
  category: string
  daysAgo: number
  title: L
  description: L
  render: () => Promise<Buffer> | Buffer
}

export const seedDocuments: SeedDocument[] = [
  {
    name: 'admission-rules-2027.pdf',
    mimetype: 'application/pdf',
    category: 'admission-rules',
    daysAgo: 20,
    title: { en: 'Admission rules 2027', ru: 'Правила приёма 2027', uz: 'Qabul qoidalari 2027' },
    description: {
      en: 'Who may apply, the documents, the deadlines and how places are awarded.',
      ru: 'Кто может поступать, документы, сроки и порядок зачисления.',
      uz: 'Kim ariza topshira oladi, hujjatlar, muddatlar va qabul tartibi.',
    },
    render: () =>
      makePdf('Admission rules 2027 — Правила приёма 2027', [
        '1. Applications are accepted online at /form from 20 June to 31 July 2027.',
        '2. Applicants attach their passport, school certificate and a photograph (3×4).',
        '1. Заявки принимаются онлайн на странице /form с 20 июня по 31 июля 2027 года.',
      ]),
  },
  {
    name: 'state-licence.pdf',
    mimetype: 'application/pdf',
    category: 'licences',
    daysAgo: 400,
    title: {
      en: 'State licence for educational activity',
      ru: 'Государственная лицензия на образовательную деятельность',
      uz: 'Taʼlim faoliyati uchun davlat litsenziyasi',
    },
    description: { en: 'Licence No. 0012, valid without a time limit.', ru: 'Лицензия № 0012, бессрочная.', uz: '0012-sonli litsenziya, muddatsiz.' },
    render: () =>
      makePdf('State licence No. 0012 — Лицензия № 0012', ['Registan University is licensed to teach bachelor’s, master’s and doctoral programmes.']),
  },
  {
    name: 'curriculum-software-engineering.docx',
    mimetype: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    category: 'curricula',
    daysAgo: 60,
    title: { en: 'Curriculum: Software Engineering', ru: 'Учебный план: Программная инженерия', uz: 'Oʻquv reja: Dasturiy injiniring' },
    description: {
      en: 'Courses by year and semester, with credits.',
      ru: 'Дисциплины по курсам и семестрам, с кредитами.',
      uz: 'Fanlar kurslar va semestrlar boʻyicha, kreditlari bilan.',
    },
    render: () =>
      makeDocx([
        'Software Engineering — curriculum',
        'Year 1: Mathematics I–II, Programming I–II, Academic English',
        'Year 2: Algorithms, Databases, Operating systems',
      ]),
  },
  {
    name: 'timetable-autumn-2026.xlsx',
    mimetype: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    category: 'timetables',
    daysAgo: 80,
    title: { en: 'Timetable, autumn semester 2026', ru: 'Расписание занятий, осенний семестр 2026', uz: 'Dars jadvali, 2026 kuzgi semestr' },
    description: {
      en: 'All faculties, first and second year.',
      ru: 'Все факультеты, первый и второй курс.',
      uz: 'Barcha fakultetlar, birinchi va ikkinchi kurs.',
    },
    render: () =>
      makeXlsx([
        ['Day', 'Time', 'Course', 'Room'],
        ['Monday', '09:00', 'Mathematics I', 'A-101'],
        ['Monday', '10:40', 'Programming I', 'B-204'],
      ]),
  },
]
