// Demo static pages, each tied to a menu item by its slug.
import { richText } from '../richText'
import { type L, l } from '../localized'
import { accessibilityPage, privacyPage } from './legal'

export type SeedPage = {
  slug: string
  title: L
  bannerTitle?: L
  banner?: boolean
  body: L<string[]>
}

export const seedPages: SeedPage[] = [
  {
    slug: 'about-university',
    banner: true,
    title: l('About the university', 'Об университете', 'Universitet haqida'),
    bannerTitle: l('Registan University at a glance', 'Университет Регистан в цифрах', 'Registon universiteti qisqacha'),
    body: {
      en: [
        'Registan University was founded in 1994 in Samarkand and today teaches more than 9,000 students in six faculties.',
        '## Teaching and research',
        'Our programmes combine lectures with project work in laboratories and with partner companies. Every bachelor student completes an internship before graduation.',
        'The university takes part in international exchange programmes with universities in Europe and Asia.',
      ],
      ru: [
        'Университет Регистан основан в 1994 году в Самарканде; сегодня на шести факультетах учатся более 9 000 студентов.',
        '## Обучение и наука',
        'Наши программы сочетают лекции с проектной работой в лабораториях и у компаний-партнёров. Каждый бакалавр проходит стажировку до выпуска.',
        'Университет участвует в программах международного обмена с вузами Европы и Азии.',
      ],
      uz: [
        'Registon universiteti 1994-yilda Samarqandda tashkil etilgan va bugun oltita fakultetda 9 000 dan ortiq talaba tahsil olmoqda.',
        '## Taʼlim va ilmiy faoliyat',
        'Dasturlarimiz maʼruzalarni laboratoriyalar va hamkor kompaniyalardagi loyiha ishlari bilan birlashtiradi. Har bir bakalavr bitiruvdan oldin amaliyot oʻtaydi.',
        'Universitet Yevropa va Osiyo oliy taʼlim muassasalari bilan xalqaro almashinuv dasturlarida ishtirok etadi.',
      ],
    },
  },
  {
    slug: 'about-rector',
    title: l('Rector', 'Ректор', 'Rektor'),
    bannerTitle: l('About the rector', 'О ректоре', 'Rektor haqida'),
    body: {
      en: [
        'Professor Dilshod Karimov, Doctor of Engineering, has led the university since 2019.',
        'Reception hours: Tuesdays and Thursdays, 14:00–17:00, building A, room 201.',
      ],
      ru: [
        'Профессор Дилшод Каримов, доктор технических наук, руководит университетом с 2019 года.',
        'Приём граждан: вторник и четверг, 14:00–17:00, корпус A, кабинет 201.',
      ],
      uz: [
        'Texnika fanlari doktori, professor Dilshod Karimov 2019-yildan beri universitetga rahbarlik qiladi.',
        'Qabul kunlari: seshanba va payshanba, 14:00–17:00, A bino, 201-xona.',
      ],
    },
  },
  {
    slug: 'history',
    title: l('History', 'История', 'Tarix'),
    body: {
      en: [
        '1994: the university opens with two faculties and 300 students.',
        '2008: the new campus on University Street is completed.',
        '2020: the university joins the national digital education programme.',
      ],
      ru: [
        '1994: университет открывается с двумя факультетами и 300 студентами.',
        '2008: завершено строительство нового кампуса на Университетской улице.',
        '2020: университет присоединяется к национальной программе цифрового образования.',
      ],
      uz: [
        '1994: universitet ikkita fakultet va 300 talaba bilan ochildi.',
        '2008: Universitet koʻchasidagi yangi kampus qurilishi yakunlandi.',
        '2020: universitet milliy raqamli taʼlim dasturiga qoʻshildi.',
      ],
    },
  },
  privacyPage,
  accessibilityPage,
  {
    slug: 'rectorate',
    title: l('Rectorate', 'Ректорат', 'Rektorat'),
    body: {
      en: ['The rectorate is made up of the rector and four vice-rectors: academic affairs, research, international relations and finance.'],
      ru: ['В ректорат входят ректор и четыре проректора: по учебной работе, по научной работе, по международным связям и по финансам.'],
      uz: ['Rektorat tarkibiga rektor va toʻrt prorektor kiradi: oʻquv ishlari, ilmiy ishlar, xalqaro aloqalar va moliya boʻyicha.'],
    },
  },
  {
    slug: 'departments',
    title: l('Departments', 'Кафедры', 'Kafedralar'),
    body: {
      en: ['Twenty-four departments teach and research in engineering, economics, languages, law and natural sciences.'],
      ru: ['Двадцать четыре кафедры ведут обучение и исследования в области инженерии, экономики, языков, права и естественных наук.'],
      uz: ['Yigirma toʻrtta kafedra muhandislik, iqtisodiyot, tillar, huquq va tabiiy fanlar sohasida taʼlim beradi va tadqiqot olib boradi.'],
    },
  },
  {
    slug: 'admission-rules',
    title: l('Admission rules', 'Правила приёма', 'Qabul qoidalari'),
    body: {
      en: [
        'Applications are accepted online from 20 June to 20 July.',
        'Applicants submit a passport copy, a 3×4 photo on a white background and their diploma or school certificate.',
      ],
      ru: ['Заявки принимаются онлайн с 20 июня по 20 июля.', 'Абитуриенты загружают копию паспорта, фото 3×4 на белом фоне и диплом или аттестат.'],
      uz: ['Arizalar 20-iyundan 20-iyulgacha onlayn qabul qilinadi.', 'Abituriyentlar pasport nusxasi, oq fonda 3×4 surat va diplom yoki attestatni yuklaydi.'],
    },
  },
  {
    slug: 'tuition-fee',
    title: l('Tuition fee', 'Стоимость обучения', 'Toʻlov-kontrakt narxi'),
    body: {
      en: [
        'Bachelor’s programmes cost from 12,800,000 UZS (Biology) to 18,400,000 UZS (Jurisprudence) a year; master’s programmes from 23,400,000 UZS, the doctorate in Chemistry 19,800,000 UZS. Each programme’s page gives its own fee.',
        'The fee can be paid in two instalments, in September and in February.',
      ],
      ru: [
        'Бакалавриат — от 12 800 000 сумов в год (биология) до 18 400 000 сумов (юриспруденция); магистратура — от 23 400 000 сумов, докторантура по химии — 19 800 000 сумов. Стоимость каждого направления указана на его странице.',
        'Оплату можно внести двумя частями — в сентябре и в феврале.',
      ],
      uz: [
        'Bakalavriat — yiliga 12 800 000 soʻmdan (biologiya) 18 400 000 soʻmgacha (yurisprudensiya); magistratura — 23 400 000 soʻmdan, kimyo boʻyicha doktorantura — 19 800 000 soʻm. Har bir yoʻnalishning toʻlov miqdori uning sahifasida koʻrsatilgan.',
        'Toʻlovni ikki qismda — sentabr va fevral oylarida amalga oshirish mumkin.',
      ],
    },
  },
  {
    slug: 'scholarships',
    title: l('Scholarships', 'Стипендии', 'Stipendiyalar'),
    body: {
      en: [
        'Every year the university awards 120 merit scholarships covering up to the full tuition fee.',
        'Partner companies fund further scholarships for students of engineering, finance and software engineering.',
      ],
      ru: [
        'Ежегодно университет назначает 120 стипендий за успехи в учёбе, покрывающих до полной стоимости обучения.',
        'Компании-партнёры финансируют дополнительные стипендии для студентов инженерии, финансов и программной инженерии.',
      ],
      uz: [
        'Universitet har yili 120 ta aʼlo oʻqish stipendiyasini tayinlaydi, ular toʻlov-kontraktni toʻliq qoplashi mumkin.',
        'Hamkor kompaniyalar muhandislik, moliya va dasturiy injiniring talabalari uchun qoʻshimcha stipendiyalarni moliyalashtiradi.',
      ],
    },
  },
  {
    slug: 'dormitory',
    title: l('Dormitory', 'Общежитие', 'Yotoqxona'),
    body: {
      en: ['The campus dormitory has 820 places in rooms for two or three students, with study rooms on every floor.'],
      ru: ['В общежитии кампуса 820 мест в комнатах на двух или трёх студентов, на каждом этаже есть учебные комнаты.'],
      uz: ['Kampus yotoqxonasida ikki yoki uch kishilik xonalarda 820 oʻrin bor, har qavatda oʻquv xonalari mavjud.'],
    },
  },
  {
    slug: 'library',
    title: l('Library', 'Библиотека', 'Kutubxona'),
    body: {
      en: ['The library holds 210,000 books and gives students access to international electronic journals.', 'Open Monday to Saturday, 8:00–20:00.'],
      ru: ['Фонд библиотеки — 210 000 книг; студентам открыт доступ к международным электронным журналам.', 'Работает с понедельника по субботу, 8:00–20:00.'],
      uz: [
        'Kutubxona fondida 210 000 kitob bor, talabalar xalqaro elektron jurnallardan foydalanishi mumkin.',
        'Dushanbadan shanbagacha, 8:00–20:00 ishlaydi.',
      ],
    },
  },
]

export const pageBody = (lines: string[]) => richText(...lines)
