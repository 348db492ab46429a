// Demo faculties and their programmes; their pages' texts are in ./facultyDescriptions.ts and ./programmes/.
import { inEachLanguage, type L } from '../localized'
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
    description: facultyDescriptions['computer-science'],
    programs: [
      p('60610500', 'Software Engineering', 'Программная инженерия', 'Dasturiy injiniring', 'bachelor', ['full-time', 'evening'], ['uz', 'en'], 4, 16_500_000),
      p('60610300', 'Information Security', 'Информационная безопасность', 'Axborot xavfsizligi', 'bachelor', ['full-time'], ['uz', 'ru'], 4, 17_200_000),
      p('70610501', 'Computer Science', 'Компьютерные науки', 'Kompyuter fanlari', 'master', ['full-time'], ['en'], 2, 23_400_000),
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
    description: facultyDescriptions['economics'],
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
    description: facultyDescriptions['foreign-languages'],
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
    description: facultyDescriptions['engineering'],
    programs: [
      p('60730100', 'Civil Engineering', 'Строительство', 'Qurilish muhandisligi', 'bachelor', ['full-time', 'part-time'], ['uz', 'ru'], 4, 15_600_000),
      p('60710100', 'Electrical Engineering', 'Электротехника', 'Elektrotexnika', 'bachelor', ['full-time'], ['uz', 'ru'], 4, 15_900_000),
      p('60710400', 'Mechanical Engineering', 'Машиностроение', 'Mashinasozlik', 'bachelor', ['full-time', 'evening'], ['uz'], 4, 15_100_000),
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
    description: facultyDescriptions['law'],
    programs: [
      p('60420100', 'Jurisprudence', 'Юриспруденция', 'Yurisprudensiya', 'bachelor', ['full-time', 'part-time'], ['uz', 'ru'], 4, 18_400_000),
      p('70420101', 'International Law', 'Международное право', 'Xalqaro huquq', 'master', ['full-time'], ['en', 'ru'], 2, 26_000_000),
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
    description: facultyDescriptions['natural-sciences'],
    programs: [
      p('60510100', 'Biology', 'Биология', 'Biologiya', 'bachelor', ['full-time'], ['uz', 'ru'], 4, 12_800_000),
      p('80530100', 'Chemistry', 'Химия', 'Kimyo', 'phd', ['full-time'], ['uz', 'ru', 'en'], 3, 19_800_000),
    ],
  },
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
