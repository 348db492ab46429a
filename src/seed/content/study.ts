// Demo faculties and their programmes; their pages' texts are in ./facultyDescriptions.ts and ./programmes/.
import { inEachLanguage, type L, l } from '../localized'
import { facultyDescriptions } from './facultyDescriptions'
import { computerScienceProgrammes } from './programmes/computerScience'
import { economicsProgrammes } from './programmes/economics'
import { engineeringProgrammes } from './programmes/engineering'
import { foreignLanguagesProgrammes } from './programmes/foreignLanguages'
import { lawProgrammes } from './programmes/law'
import { naturalSciencesProgrammes } from './programmes/naturalSciences'
import type { ProgramCopies, ProgramCopy } from './programmes/types'

export type SeedProgram = {
  code: string
  name: L
  degree: 'bachelor' | 'master' | 'phd'
  forms: ('full-time' | 'part-time' | 'evening' | 'distance')[]
  languages: ('uz' | 'ru' | 'en')[]
  years: number
  fee: number
}
export type SeedFaculty = { slug: string; name: L; short: L; dean: L; summary: L; description: L<string[]>; programs: SeedProgram[] }

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

/** A faculty; its page's text is the one under its slug in ./facultyDescriptions.ts. */
const faculty = (entry: Omit<SeedFaculty, 'description'>): SeedFaculty => ({ ...entry, description: facultyDescriptions[entry.slug] })

export const seedFaculties: SeedFaculty[] = [
  faculty({
    slug: 'computer-science',
    name: l('Faculty of Computer Science', 'Факультет компьютерных наук', 'Kompyuter fanlari fakulteti'),
    short: l('Computer Science', 'Компьютерные науки', 'Kompyuter fanlari'),
    dean: l('Bekzod Rakhimov, PhD', 'Бекзод Рахимов, PhD', 'Bekzod Rahimov, PhD'),
    summary: l(
      'Software engineering, data and security, taught in modern laboratories with industry partners.',
      'Программная инженерия, данные и безопасность — в современных лабораториях вместе с партнёрами из индустрии.',
      'Dasturiy injiniring, maʼlumotlar va xavfsizlik — zamonaviy laboratoriyalarda, sanoat hamkorlari bilan.',
    ),
    programs: [
      p('60610500', 'Software Engineering', 'Программная инженерия', 'Dasturiy injiniring', 'bachelor', ['full-time', 'evening'], ['uz', 'en'], 4, 16_500_000),
      p('60610300', 'Information Security', 'Информационная безопасность', 'Axborot xavfsizligi', 'bachelor', ['full-time'], ['uz', 'ru'], 4, 17_200_000),
      p('70610501', 'Computer Science', 'Компьютерные науки', 'Kompyuter fanlari', 'master', ['full-time'], ['en'], 2, 23_400_000),
    ],
  }),
  faculty({
    slug: 'economics',
    name: l('Faculty of Economics', 'Экономический факультет', 'Iqtisodiyot fakulteti'),
    short: l('Economics', 'Экономика', 'Iqtisodiyot'),
    dean: l('Malika Tursunova, DSc', 'Малика Турсунова, д.э.н.', 'Malika Tursunova, i.f.d.'),
    summary: l(
      'Economics, finance and management with case studies from Uzbek and international companies.',
      'Экономика, финансы и менеджмент на примерах узбекских и международных компаний.',
      'Oʻzbek va xalqaro kompaniyalar misolida iqtisodiyot, moliya va menejment.',
    ),
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
        15_300_000,
      ),
      p('70410201', 'Business Management', 'Управление бизнесом', 'Biznesni boshqarish', 'master', ['full-time', 'distance'], ['en', 'ru'], 2, 24_800_000),
    ],
  }),
  faculty({
    slug: 'foreign-languages',
    name: l('Faculty of Foreign Languages', 'Факультет иностранных языков', 'Xorijiy tillar fakulteti'),
    short: l('Foreign Languages', 'Иностранные языки', 'Xorijiy tillar'),
    dean: l('Nodira Yusupova, PhD', 'Нодира Юсупова, PhD', 'Nodira Yusupova, PhD'),
    summary: l(
      'Philology and translation in English, German and Korean, with exchange semesters abroad.',
      'Филология и перевод: английский, немецкий и корейский языки, семестры обмена за рубежом.',
      'Ingliz, nemis va koreys tillarida filologiya va tarjima, xorijda almashinuv semestrlari.',
    ),
    programs: [
      p('60230100', 'English Philology', 'Английская филология', 'Ingliz filologiyasi', 'bachelor', ['full-time', 'part-time'], ['en'], 4, 13_200_000),
      p(
        '60230200',
        'Translation Studies',
        'Теория и практика перевода',
        'Tarjima nazariyasi va amaliyoti',
        'bachelor',
        ['full-time'],
        ['en', 'ru', 'uz'],
        4,
        13_900_000,
      ),
    ],
  }),
  faculty({
    slug: 'engineering',
    name: l('Faculty of Engineering', 'Инженерный факультет', 'Muhandislik fakulteti'),
    short: l('Engineering', 'Инженерия', 'Muhandislik'),
    dean: l('Sardor Aliyev, DSc', 'Сардор Алиев, д.т.н.', 'Sardor Aliyev, t.f.d.'),
    summary: l(
      'Civil, electrical and mechanical engineering with project work on real construction and energy sites.',
      'Строительная, электро- и машиностроительная инженерия с проектами на реальных объектах.',
      'Qurilish, elektr va mashinasozlik muhandisligi — real obyektlardagi loyihalar bilan.',
    ),
    programs: [
      p('60730100', 'Civil Engineering', 'Строительство', 'Qurilish muhandisligi', 'bachelor', ['full-time', 'part-time'], ['uz', 'ru'], 4, 15_600_000),
      p('60710100', 'Electrical Engineering', 'Электротехника', 'Elektrotexnika', 'bachelor', ['full-time'], ['uz', 'ru'], 4, 15_900_000),
      p('60710400', 'Mechanical Engineering', 'Машиностроение', 'Mashinasozlik', 'bachelor', ['full-time', 'evening'], ['uz'], 4, 15_100_000),
    ],
  }),
  faculty({
    slug: 'law',
    name: l('Faculty of Law', 'Юридический факультет', 'Yuridik fakultet'),
    short: l('Law', 'Право', 'Huquq'),
    dean: l('Gulnora Ismoilova, DSc', 'Гульнора Исмоилова, д.ю.н.', 'Gulnora Ismoilova, y.f.d.'),
    summary: l(
      'Jurisprudence and international law, with a moot court and a free legal clinic run by students.',
      'Юриспруденция и международное право, учебный суд и бесплатная юридическая клиника студентов.',
      'Yurisprudensiya va xalqaro huquq, oʻquv sudi va talabalarning bepul yuridik klinikasi.',
    ),
    programs: [
      p('60420100', 'Jurisprudence', 'Юриспруденция', 'Yurisprudensiya', 'bachelor', ['full-time', 'part-time'], ['uz', 'ru'], 4, 18_400_000),
      p('70420101', 'International Law', 'Международное право', 'Xalqaro huquq', 'master', ['full-time'], ['en', 'ru'], 2, 26_000_000),
    ],
  }),
  faculty({
    slug: 'natural-sciences',
    name: l('Faculty of Natural Sciences', 'Факультет естественных наук', 'Tabiiy fanlar fakulteti'),
    short: l('Natural Sciences', 'Естественные науки', 'Tabiiy fanlar'),
    dean: l('Jasur Nematov, PhD', 'Жасур Нематов, PhD', 'Jasur Nematov, PhD'),
    summary: l(
      'Biology and chemistry with field work in the Zarafshan valley and research laboratories.',
      'Биология и химия: полевые практики в Зарафшанской долине и научные лаборатории.',
      'Biologiya va kimyo: Zarafshon vodiysida dala amaliyoti va ilmiy laboratoriyalar.',
    ),
    programs: [
      p('60510100', 'Biology', 'Биология', 'Biologiya', 'bachelor', ['full-time'], ['uz', 'ru'], 4, 12_800_000),
      p('80530100', 'Chemistry', 'Химия', 'Kimyo', 'phd', ['full-time'], ['uz', 'ru', 'en'], 3, 19_800_000),
    ],
  }),
]

/** A programme's page in one language, as lines for the seed's rich text (see ../richText.ts). */
export type ProgramTexts = { overview: string[]; outcomes: string[]; curriculum: string[]; requirements: string[]; careers: string[] }

const programmeCopies: ProgramCopies = {
  ...computerScienceProgrammes,
  ...economicsProgrammes,
  ...foreignLanguagesProgrammes,
  ...engineeringProgrammes,
  ...lawProgrammes,
  ...naturalSciencesProgrammes,
}

/** "Year 1 · 60 credits: Calculus; Physics" becomes a subheading and a list of its courses. */
const yearLines = (line: string) => {
  const colon = line.indexOf(': ')
  return [
    `### ${line.slice(0, colon)}`,
    ...line
      .slice(colon + 2)
      .split('; ')
      .map((course) => `- ${course}`),
  ]
}

const pageLines = (copy: ProgramCopy): ProgramTexts => ({
  overview: copy.overview,
  outcomes: copy.outcomes.map((outcome) => `- ${outcome}`),
  curriculum: copy.curriculum.flatMap(yearLines),
  requirements: copy.requirements,
  careers: copy.careers,
})

/** The texts of a programme's page in each language, written for it (./programmes/). */
export function programTexts(program: SeedProgram): L<ProgramTexts> {
  const copy = programmeCopies[program.code]
  if (!copy) throw new Error(`The demo has no page texts for programme ${program.code}`)
  return inEachLanguage((locale) => pageLines(copy[locale]))
}
