// Demo faculties and their programmes.
import type { Locale } from '@/i18n/locales'

import type { L } from '../localized'

export type SeedProgram = {
  code: string
  name: L
  degree: 'bachelor' | 'master' | 'phd'
  forms: ('full-time' | 'part-time' | 'evening' | 'distance')[]
  languages: ('uz' | 'ru' | 'en')[]
  years: number
  fee: number
}
export type SeedFaculty = { slug: string; name: L; short: L; dean: L; summary: L; programs: SeedProgram[] }

const p = (
  code: string,
  en: string,
  ru: string,
  uz: string,
  degree: SeedProgram['degree'],
  forms: SeedProgram['forms'],
  languages: SeedProgram['languages'],
  years: number,
  fee: number,
): SeedProgram => ({
  code,
  name: { en, ru, uz },
  degree,
  forms,
  languages,
  years,
  fee,
})

export const seedFaculties: SeedFaculty[] = [
  {
    slug: 'computer-science',
    name: { en: 'Faculty of Computer Science', ru: 'Факультет компьютерных наук', uz: 'Kompyuter fanlari fakulteti' },
    short: { en: 'Computer Science', ru: 'Компьютерные науки', uz: 'Kompyuter fanlari' },
    dean: { en: 'Bekzod Rakhimov, PhD', ru: 'Бекзод Рахимов, PhD', uz: 'Bekzod Rahimov, PhD' },
    summary: {
      en: 'Software engineering, data and security, taught in modern laboratories with industry partners.',
      ru: 'Программная инженерия, данные и безопасность — в современных лабораториях вместе с партнёрами из индустрии.',
      uz: 'Dasturiy injiniring, maʼlumotlar va xavfsizlik — zamonaviy laboratoriyalarda, sanoat hamkorlari bilan.',
    },
    programs: [
      p('60610500', 'Software Engineering', 'Программная инженерия', 'Dasturiy injiniring', 'bachelor', ['full-time', 'evening'], ['uz', 'en'], 4, 16_500_000),
      p('60610300', 'Information Security', 'Информационная безопасность', 'Axborot xavfsizligi', 'bachelor', ['full-time'], ['uz', 'ru'], 4, 16_500_000),
      p('70610501', 'Computer Science', 'Компьютерные науки', 'Kompyuter fanlari', 'master', ['full-time'], ['en'], 2, 21_000_000),
    ],
  },
  {
    slug: 'economics',
    name: { en: 'Faculty of Economics', ru: 'Экономический факультет', uz: 'Iqtisodiyot fakulteti' },
    short: { en: 'Economics', ru: 'Экономика', uz: 'Iqtisodiyot' },
    dean: { en: 'Malika Tursunova, DSc', ru: 'Малика Турсунова, д.э.н.', uz: 'Malika Tursunova, i.f.d.' },
    summary: {
      en: 'Economics, finance and management with case studies from Uzbek and international companies.',
      ru: 'Экономика, финансы и менеджмент на примерах узбекских и международных компаний.',
      uz: 'Oʻzbek va xalqaro kompaniyalar misolida iqtisodiyot, moliya va menejment.',
    },
    programs: [
      p('60410100', 'Economics', 'Экономика', 'Iqtisodiyot', 'bachelor', ['full-time', 'part-time'], ['uz', 'ru'], 4, 14_500_000),
      p(
        '60410400',
        'Finance and Banking',
        'Финансы и банковское дело',
        'Moliya va bank ishi',
        'bachelor',
        ['full-time', 'evening'],
        ['uz', 'ru'],
        4,
        15_000_000,
      ),
      p('70410201', 'Business Management', 'Управление бизнесом', 'Biznesni boshqarish', 'master', ['full-time', 'distance'], ['en', 'ru'], 2, 19_500_000),
    ],
  },
  {
    slug: 'foreign-languages',
    name: { en: 'Faculty of Foreign Languages', ru: 'Факультет иностранных языков', uz: 'Xorijiy tillar fakulteti' },
    short: { en: 'Foreign Languages', ru: 'Иностранные языки', uz: 'Xorijiy tillar' },
    dean: { en: 'Nodira Yusupova, PhD', ru: 'Нодира Юсупова, PhD', uz: 'Nodira Yusupova, PhD' },
    summary: {
      en: 'Philology and translation in English, German and Korean, with exchange semesters abroad.',
      ru: 'Филология и перевод: английский, немецкий и корейский языки, семестры обмена за рубежом.',
      uz: 'Ingliz, nemis va koreys tillarida filologiya va tarjima, xorijda almashinuv semestrlari.',
    },
    programs: [
      p('60230100', 'English Philology', 'Английская филология', 'Ingliz filologiyasi', 'bachelor', ['full-time', 'part-time'], ['en'], 4, 13_800_000),
      p(
        '60230200',
        'Translation Studies',
        'Теория и практика перевода',
        'Tarjima nazariyasi va amaliyoti',
        'bachelor',
        ['full-time'],
        ['en', 'ru', 'uz'],
        4,
        13_800_000,
      ),
    ],
  },
  {
    slug: 'engineering',
    name: { en: 'Faculty of Engineering', ru: 'Инженерный факультет', uz: 'Muhandislik fakulteti' },
    short: { en: 'Engineering', ru: 'Инженерия', uz: 'Muhandislik' },
    dean: { en: 'Sardor Aliyev, DSc', ru: 'Сардор Алиев, д.т.н.', uz: 'Sardor Aliyev, t.f.d.' },
    summary: {
      en: 'Civil, electrical and mechanical engineering with project work on real construction and energy sites.',
      ru: 'Строительная, электро- и машиностроительная инженерия с проектами на реальных объектах.',
      uz: 'Qurilish, elektr va mashinasozlik muhandisligi — real obyektlardagi loyihalar bilan.',
    },
    programs: [
      p('60730100', 'Civil Engineering', 'Строительство', 'Qurilish muhandisligi', 'bachelor', ['full-time', 'part-time'], ['uz', 'ru'], 4, 15_200_000),
      p('60710100', 'Electrical Engineering', 'Электротехника', 'Elektrotexnika', 'bachelor', ['full-time'], ['uz', 'ru'], 4, 15_200_000),
      p('60710400', 'Mechanical Engineering', 'Машиностроение', 'Mashinasozlik', 'bachelor', ['full-time', 'evening'], ['uz'], 4, 15_200_000),
    ],
  },
  {
    slug: 'law',
    name: { en: 'Faculty of Law', ru: 'Юридический факультет', uz: 'Yuridik fakultet' },
    short: { en: 'Law', ru: 'Право', uz: 'Huquq' },
    dean: { en: 'Gulnora Ismoilova, DSc', ru: 'Гульнора Исмоилова, д.ю.н.', uz: 'Gulnora Ismoilova, y.f.d.' },
    summary: {
      en: 'Jurisprudence and international law, with a moot court and a free legal clinic run by students.',
      ru: 'Юриспруденция и международное право, учебный суд и бесплатная юридическая клиника студентов.',
      uz: 'Yurisprudensiya va xalqaro huquq, oʻquv sudi va talabalarning bepul yuridik klinikasi.',
    },
    programs: [
      p('60420100', 'Jurisprudence', 'Юриспруденция', 'Yurisprudensiya', 'bachelor', ['full-time', 'part-time'], ['uz', 'ru'], 4, 17_000_000),
      p('70420101', 'International Law', 'Международное право', 'Xalqaro huquq', 'master', ['full-time'], ['en', 'ru'], 2, 22_000_000),
    ],
  },
  {
    slug: 'natural-sciences',
    name: { en: 'Faculty of Natural Sciences', ru: 'Факультет естественных наук', uz: 'Tabiiy fanlar fakulteti' },
    short: { en: 'Natural Sciences', ru: 'Естественные науки', uz: 'Tabiiy fanlar' },
    dean: { en: 'Jasur Nematov, PhD', ru: 'Жасур Нематов, PhD', uz: 'Jasur Nematov, PhD' },
    summary: {
      en: 'Biology and chemistry with field work in the Zarafshan valley and research laboratories.',
      ru: 'Биология и химия: полевые практики в Зарафшанской долине и научные лаборатории.',
      uz: 'Biologiya va kimyo: Zarafshon vodiysida dala amaliyoti va ilmiy laboratoriyalar.',
    },
    programs: [
      p('60510100', 'Biology', 'Биология', 'Biologiya', 'bachelor', ['full-time'], ['uz', 'ru'], 4, 13_500_000),
      p('80530100', 'Chemistry', 'Химия', 'Kimyo', 'phd', ['full-time'], ['uz', 'ru', 'en'], 3, 18_000_000),
    ],
  },
]

/** A programme's page texts in one language: written from its name, degree and faculty, as a start editors replace. */
export type ProgramTexts = { overview: string[]; curriculum: string[]; requirements: string[]; careers: string[] }

export function programTexts(program: SeedProgram, faculty: SeedFaculty): Record<Locale, ProgramTexts> {
  const { en, ru, uz } = program.name
  const years = program.years
  if (program.degree === 'bachelor') {
    return {
      en: {
        overview: [
          `${en} at the ${faculty.name.en}: ${years} years of lectures, laboratory work and a final project, with an internship at a partner company every summer.`,
        ],
        curriculum: [
          `Years 1–2: mathematics, academic English, the foundations of ${en.toLowerCase()} and a first team project.`,
          `Years 3–${years}: specialised courses and electives, a semester abroad for those who wish, and the graduation thesis.`,
        ],
        requirements: [
          'A certificate of complete secondary education (school, lyceum or college).',
          'The state test (DTM) in the subjects of the direction; a language certificate (IELTS 5.5 or equivalent) for teaching in English.',
        ],
        careers: [`Graduates of ${en} work in companies, public bodies and research centres in Uzbekistan and abroad, or go on to a master’s degree.`],
      },
      ru: {
        overview: [
          `${ru} на факультете «${faculty.short.ru}»: ${years} года лекций, лабораторных работ и выпускной проект, а каждое лето — практика в компании-партнёре.`,
        ],
        curriculum: [
          `1–2 курс: математика, академический английский, основы направления «${ru}» и первый командный проект.`,
          `3–${years} курс: профильные дисциплины и курсы по выбору, семестр за рубежом по желанию и выпускная работа.`,
        ],
        requirements: [
          'Документ о полном среднем образовании (школа, лицей или колледж).',
          'Государственное тестирование (DTM) по предметам направления; для обучения на английском — языковой сертификат (IELTS 5.5 или аналог).',
        ],
        careers: [
          `Выпускники направления «${ru}» работают в компаниях, государственных органах и научных центрах Узбекистана и других стран или продолжают учёбу в магистратуре.`,
        ],
      },
      uz: {
        overview: [
          `«${faculty.short.uz}» fakultetida ${uz}: ${years} yillik maʼruzalar, laboratoriya ishlari va bitiruv loyihasi, har yozda hamkor kompaniyada amaliyot.`,
        ],
        curriculum: [
          `1–2-kurs: matematika, akademik ingliz tili, «${uz}» yoʻnalishi asoslari va birinchi jamoaviy loyiha.`,
          `3–${years}-kurs: mutaxassislik fanlari va tanlov fanlari, xohlovchilar uchun xorijda bir semestr va bitiruv ishi.`,
        ],
        requirements: [
          'Toʻliq oʻrta taʼlim toʻgʻrisidagi hujjat (maktab, litsey yoki kollej).',
          'Yoʻnalish fanlari boʻyicha davlat test sinovi (DTM); ingliz tilida oʻqish uchun til sertifikati (IELTS 5.5 yoki unga teng).',
        ],
        careers: [
          `«${uz}» bitiruvchilari Oʻzbekiston va boshqa davlatlardagi kompaniyalar, davlat idoralari va ilmiy markazlarda ishlaydi yoki magistraturada oʻqishni davom ettiradi.`,
        ],
      },
    }
  }
  return {
    en: {
      overview: [
        `${en}, a ${years}-year ${program.degree === 'master' ? 'master’s' : 'doctoral'} programme of the ${faculty.name.en}, built around research with a supervisor from the first semester.`,
      ],
      curriculum: [
        'Research methods and academic writing, advanced courses of the field, a research seminar every semester.',
        'A thesis defended before a committee with an external examiner.',
      ],
      requirements: [
        'A bachelor’s degree (for the doctorate: a master’s degree) in the field or a related one.',
        'An entrance examination in the speciality and a foreign-language certificate (B2).',
      ],
      careers: ['Graduates lead teams and projects in industry and public service, teach at universities, or continue in research.'],
    },
    ru: {
      overview: [
        `${ru} — ${program.degree === 'master' ? 'магистерская' : 'докторская'} программа факультета «${faculty.short.ru}» (${years} года), построенная вокруг исследования с научным руководителем с первого семестра.`,
      ],
      curriculum: [
        'Методология исследований и академическое письмо, углублённые курсы направления, научный семинар каждый семестр.',
        'Диссертация, защищаемая перед комиссией с внешним экспертом.',
      ],
      requirements: [
        'Диплом бакалавра (для докторантуры — магистра) по направлению или смежному.',
        'Вступительный экзамен по специальности и сертификат иностранного языка (B2).',
      ],
      careers: ['Выпускники руководят командами и проектами в индустрии и на госслужбе, преподают в университетах или продолжают научную работу.'],
    },
    uz: {
      overview: [
        `${uz} — «${faculty.short.uz}» fakultetining ${years} yillik ${program.degree === 'master' ? 'magistratura' : 'doktorantura'} dasturi; birinchi semestrdan ilmiy rahbar bilan tadqiqot asosida quriladi.`,
      ],
      curriculum: [
        'Tadqiqot metodologiyasi va akademik yozuv, yoʻnalishning chuqurlashtirilgan fanlari, har semestrda ilmiy seminar.',
        'Tashqi ekspert ishtirokidagi komissiya oldida himoya qilinadigan dissertatsiya.',
      ],
      requirements: [
        'Yoʻnalish yoki turdosh yoʻnalish boʻyicha bakalavr (doktorantura uchun magistr) diplomi.',
        'Mutaxassislik boʻyicha kirish imtihoni va chet tili sertifikati (B2).',
      ],
      careers: [
        'Bitiruvchilar sanoat va davlat xizmatida jamoa va loyihalarga rahbarlik qiladi, universitetlarda dars beradi yoki ilmiy ishni davom ettiradi.',
      ],
    },
  }
}
