// Demo news (each faculty × five kinds of story) and events, in three languages.
// One news item has no Uzbek text and one event no Russian text, to show the fallback notice.
import type { Locale } from '@/i18n/locales'

import { type L, inEachLanguage } from '../localized'
import { seedFaculties } from './study'

export type SeedStory = {
  slug: string
  faculty?: string
  title: Partial<L>
  excerpt: Partial<L>
  body: Partial<Record<Locale, string[]>>
  daysAgo: number
  image: number
  category: string
}

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

// Each kind's title follows the faculty's short name and a colon ("Law: a new teaching laboratory opens").
const kinds: { slug: string; category: string; title: L; body: (f: L) => L<string[]> }[] = [
  {
    slug: 'open-day',
    category: 'admissions',
    title: { en: 'open day for applicants', ru: 'день открытых дверей для абитуриентов', uz: 'abituriyentlar uchun ochiq eshiklar kuni' },
    body: (f) => ({
      en: [
        `More than two hundred school leavers and their parents visited the ${f.en} programmes on Saturday.`,
        'Lecturers showed the laboratories, students told how their first year went, and the admissions office answered questions about documents and fees.',
      ],
      ru: [
        `В субботу более двухсот выпускников школ и их родителей познакомились с направлениями «${f.ru}».`,
        'Преподаватели показали лаборатории, студенты рассказали о первом курсе, а приёмная комиссия ответила на вопросы о документах и стоимости.',
      ],
      uz: [
        `Shanba kuni ikki yuzdan ortiq maktab bitiruvchilari va ularning ota-onalari «${f.uz}» yoʻnalishlari bilan tanishdi.`,
        'Oʻqituvchilar laboratoriyalarni koʻrsatdi, talabalar birinchi kurs haqida gapirib berdi, qabul komissiyasi esa hujjatlar va toʻlov haqidagi savollarga javob berdi.',
      ],
    }),
  },
  {
    slug: 'olympiad-winners',
    category: 'student-life',
    title: {
      en: 'students win the national olympiad',
      ru: 'студенты — победители республиканской олимпиады',
      uz: 'talabalar respublika olimpiadasi gʻoliblari',
    },
    body: (f) => ({
      en: [
        `A team of third-year ${f.en} students took first place at the national student olympiad in Tashkent.`,
        'The winners receive a scholarship for the next semester and will represent the university at the regional round.',
      ],
      ru: [
        `Команда третьекурсников направления «${f.ru}» заняла первое место на республиканской студенческой олимпиаде в Ташкенте.`,
        'Победители получат стипендию на следующий семестр и представят университет на региональном этапе.',
      ],
      uz: [
        `«${f.uz}» yoʻnalishining uchinchi kurs talabalari jamoasi Toshkentdagi respublika talabalar olimpiadasida birinchi oʻrinni egalladi.`,
        'Gʻoliblar keyingi semestr uchun stipendiya oladi va mintaqaviy bosqichda universitet nomidan ishtirok etadi.',
      ],
    }),
  },
  {
    slug: 'guest-lecture',
    category: 'announcements',
    title: { en: 'guest lecture by a visiting professor', ru: 'открытая лекция приглашённого профессора', uz: 'taklif etilgan professorning ochiq maʼruzasi' },
    body: (f) => ({
      en: [
        `A professor from our partner university in Europe gave an open lecture to ${f.en} students and staff.`,
        'The lecture was followed by a workshop on writing research papers for international journals.',
      ],
      ru: [
        `Профессор из вуза-партнёра в Европе прочитал открытую лекцию для студентов и преподавателей направления «${f.ru}».`,
        'После лекции прошёл семинар о подготовке статей для международных журналов.',
      ],
      uz: [
        `Yevropadagi hamkor universitet professori «${f.uz}» yoʻnalishi talabalari va oʻqituvchilari uchun ochiq maʼruza oʻqidi.`,
        'Maʼruzadan soʻng xalqaro jurnallar uchun maqola tayyorlash boʻyicha seminar boʻlib oʻtdi.',
      ],
    }),
  },
  {
    slug: 'new-laboratory',
    category: 'research',
    title: { en: 'a new teaching laboratory opens', ru: 'открылась новая учебная лаборатория', uz: 'yangi oʻquv laboratoriyasi ochildi' },
    body: (f) => ({
      en: [
        `A new laboratory for ${f.en} opened in building B with thirty workplaces and modern equipment.`,
        'Practical classes start there from the next week; the laboratory is also open to students for their own projects in the evenings.',
      ],
      ru: [
        `В корпусе B открылась новая лаборатория направления «${f.ru}» на тридцать рабочих мест с современным оборудованием.`,
        'Практические занятия начнутся со следующей недели; по вечерам лаборатория открыта для собственных проектов студентов.',
      ],
      uz: [
        `B binoda «${f.uz}» yoʻnalishi uchun oʻttiz ish oʻrinli, zamonaviy jihozlangan yangi laboratoriya ochildi.`,
        'Amaliy mashgʻulotlar keyingi haftadan boshlanadi; kechqurun laboratoriya talabalarning shaxsiy loyihalari uchun ochiq.',
      ],
    }),
  },
  {
    slug: 'career-fair',
    category: 'student-life',
    title: {
      en: 'graduates meet employers at the career fair',
      ru: 'выпускники встретились с работодателями на ярмарке вакансий',
      uz: 'bitiruvchilar boʻsh ish oʻrinlari yarmarkasida ish beruvchilar bilan uchrashdi',
    },
    body: (f) => ({
      en: [
        `Twenty-five companies came to meet ${f.en} graduates at the university career fair.`,
        'Many students left with internship offers; the career centre will keep the vacancies open on its board until the end of the month.',
      ],
      ru: [
        `На университетскую ярмарку вакансий к выпускникам направления «${f.ru}» пришли двадцать пять компаний.`,
        'Многие студенты получили предложения о стажировке; центр карьеры сохранит вакансии на своей доске до конца месяца.',
      ],
      uz: [
        `Universitet yarmarkasiga «${f.uz}» bitiruvchilari bilan uchrashish uchun yigirma besh kompaniya keldi.`,
        'Koʻplab talabalar amaliyot takliflarini oldi; karyera markazi boʻsh ish oʻrinlarini oy oxirigacha eʼlonlar taxtasida saqlaydi.',
      ],
    }),
  },
]

const slugOf = (facultySlug: string, kind: string) => `${facultySlug}-${kind}`

export const seedNews: SeedStory[] = kinds.flatMap((kind, k) =>
  seedFaculties.map((faculty, f) => {
    const title = inEachLanguage((locale) => `${faculty.short[locale]}: ${kind.title[locale]}`)
    const body = kind.body(faculty.short)
    const index = k * seedFaculties.length + f
    return {
      slug: slugOf(faculty.slug, kind.slug),
      faculty: faculty.slug,
      title,
      excerpt: inEachLanguage((locale) => body[locale][0]),
      body,
      // The last kind of story is a year older: the news archive has more than one year.
      daysAgo: index * 4 + 1 + (k === kinds.length - 1 ? 365 : 0),
      image: index % 12,
      category: kind.category,
    }
  }),
)

// The third newest story was never translated into Uzbek.
const untranslated = seedNews.find((story) => story.daysAgo === 9)!
delete untranslated.title.uz
delete untranslated.excerpt.uz
delete untranslated.body.uz
export const UNTRANSLATED_NEWS_SLUG = untranslated.slug

export type SeedEvent = SeedStory & { daysFromNow: number; hours: number; place: Partial<L> }

type EventText = { slug: string; category: string; title: L; place: L; daysFromNow: number; hours: number; text: L }

// Each event has its own picture, in the order listed; its one paragraph is also its excerpt.
const event = ({ slug, category, title, place, daysFromNow, hours, text }: EventText, image: number): SeedEvent => ({
  slug,
  title,
  place,
  daysFromNow,
  hours,
  image,
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

export const seedEvents: SeedEvent[] = events.map(event)

// The spring career fair was never translated into Russian.
const careerFair = seedEvents.find((e) => e.slug === 'spring-career-fair')!
delete careerFair.title.ru
delete careerFair.excerpt.ru
delete careerFair.body.ru
delete careerFair.place.ru
export const UNTRANSLATED_EVENT_SLUG = careerFair.slug
