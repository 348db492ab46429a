// Demo partners, galleries, clubs and the home page, in three languages (people: ./people.ts).
import { type L, l } from '../localized'

export const seedPartners = [
  {
    slug: 'northbridge-university',
    name: l('Northbridge University', 'Университет Нортбридж', 'Nortbrij universiteti'),
    country: l('United Kingdom', 'Великобритания', 'Buyuk Britaniya'),
    url: 'https://northbridge.example.ac.uk',
    summary: l(
      'Joint master’s programme in computer science and student exchange.',
      'Совместная магистратура по компьютерным наукам и обмен студентами.',
      'Kompyuter fanlari boʻyicha qoʻshma magistratura va talabalar almashinuvi.',
    ),
  },
  {
    slug: 'rheinfeld-technical-university',
    name: l('Rheinfeld Technical University', 'Технический университет Райнфельд', 'Raynfeld texnika universiteti'),
    country: l('Germany', 'Германия', 'Germaniya'),
    url: 'https://rheinfeld.example.de',
    summary: l(
      'Engineering summer schools and double degrees.',
      'Летние инженерные школы и двойные дипломы.',
      'Muhandislik yozgi maktablari va qoʻshaloq diplomlar.',
    ),
  },
  {
    slug: 'hanbit-national-university',
    name: l('Hanbit National University', 'Национальный университет Ханбит', 'Hanbit milliy universiteti'),
    country: l('South Korea', 'Южная Корея', 'Janubiy Koreya'),
    url: 'https://hanbit.example.kr',
    summary: l(
      'Korean language courses and research internships.',
      'Курсы корейского языка и научные стажировки.',
      'Koreys tili kurslari va ilmiy amaliyotlar.',
    ),
  },
  {
    slug: 'kyoto-minami-university',
    name: l('Kyoto Minami University', 'Университет Киото Минами', 'Kioto Minami universiteti'),
    country: l('Japan', 'Япония', 'Yaponiya'),
    url: 'https://minami.example.jp',
    summary: l('Joint research in materials chemistry.', 'Совместные исследования в химии материалов.', 'Materiallar kimyosi boʻyicha qoʻshma tadqiqotlar.'),
  },
  {
    slug: 'caspian-institute-of-economics',
    name: l('Caspian Institute of Economics', 'Каспийский институт экономики', 'Kaspiy iqtisodiyot instituti'),
    country: l('Kazakhstan', 'Казахстан', 'Qozogʻiston'),
    url: 'https://caspian.example.kz',
    summary: l(
      'Visiting lecturers and a shared case library.',
      'Приглашённые преподаватели и общая библиотека кейсов.',
      'Taklif etilgan oʻqituvchilar va umumiy keyslar kutubxonasi.',
    ),
  },
  {
    slug: 'silk-road-software',
    name: l('Silk Road Software', 'Silk Road Software', 'Silk Road Software'),
    country: l('Uzbekistan', 'Узбекистан', 'Oʻzbekiston'),
    url: 'https://silkroad.example.uz',
    summary: l(
      'Internships and a sponsored laboratory for software engineering students.',
      'Стажировки и лаборатория для студентов программной инженерии.',
      'Dasturiy injiniring talabalari uchun amaliyot va laboratoriya.',
    ),
  },
  {
    slug: 'turon-bank',
    name: l('Turon Bank', 'Турон Банк', 'Turon Bank'),
    country: l('Uzbekistan', 'Узбекистан', 'Oʻzbekiston'),
    url: 'https://turon.example.uz',
    summary: l(
      'Scholarships for finance students and a banking practice room.',
      'Стипендии студентам-финансистам и учебный банковский класс.',
      'Moliya talabalari uchun stipendiyalar va oʻquv bank xonasi.',
    ),
  },
  {
    slug: 'aral-energy',
    name: l('Aral Energy', 'Арал Энерджи', 'Orol Energy'),
    country: l('Uzbekistan', 'Узбекистан', 'Oʻzbekiston'),
    url: 'https://aral.example.uz',
    summary: l(
      'Field practice for electrical engineering students.',
      'Производственная практика для студентов-электротехников.',
      'Elektrotexnika talabalari uchun ishlab chiqarish amaliyoti.',
    ),
  },
]

type Video = { title: L; url: string }
type SeedGallery = { slug: string; kind: 'photo' | 'video'; title: L; daysAgo: number; photos: number[]; videos?: Video[] }
const photoGallery = (slug: string, title: L, daysAgo: number, photos: number[]): SeedGallery => ({ slug, kind: 'photo', title, daysAgo, photos })
const videoGallery = (slug: string, title: L, daysAgo: number, videos: Video[]): SeedGallery => ({ slug, kind: 'video', title, daysAgo, photos: [], videos })

export const seedGalleries: SeedGallery[] = [
  photoGallery('graduation-2026', l('Graduation 2026', 'Выпуск 2026', 'Bitiruv 2026'), 120, [9, 0, 1, 2, 3, 4]),
  photoGallery('campus-in-spring', l('The campus in spring', 'Кампус весной', 'Bahorgi kampus'), 60, [5, 6, 7, 8, 10, 11]),
  photoGallery('science-week-photos', l('Science week', 'Неделя науки', 'Ilm-fan haftaligi'), 40, [3, 7, 11, 1, 5]),
  photoGallery('sports-festival-photos', l('Sports festival', 'Спортивный фестиваль', 'Sport festivali'), 20, [6, 2, 10, 4, 8]),
  videoGallery('campus-tour', l('Campus tour', 'Экскурсия по кампусу', 'Kampus boʻylab sayohat'), 30, [
    { title: l('Main building and library', 'Главный корпус и библиотека', 'Bosh bino va kutubxona'), url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ' },
    { title: l('Laboratories of building B', 'Лаборатории корпуса B', 'B bino laboratoriyalari'), url: 'https://youtu.be/eRsGyueVLvQ' },
  ]),
  videoGallery('open-day-highlights', l('Open day highlights', 'Лучшие моменты дня открытых дверей', 'Ochiq eshiklar kuni lavhalari'), 10, [
    { title: l('Welcome speech', 'Приветственное слово', 'Tabrik soʻzi'), url: 'https://www.youtube.com/watch?v=YE7VzlLtp-4' },
    { title: l('Student stories', 'Истории студентов', 'Talabalar hikoyalari'), url: 'https://www.youtube.com/watch?v=TLkA0RELQ1g' },
  ]),
]

export const seedClubs = [
  {
    slug: 'debate-club',
    name: l('Debate club', 'Дебатный клуб', 'Munozara klubi'),
    description: l(
      'British parliamentary debates in English and Uzbek.',
      'Британские парламентские дебаты на английском и узбекском.',
      'Ingliz va oʻzbek tillarida Britaniya parlament munozaralari.',
    ),
    schedule: l('Tuesdays, 17:00, room A-210', 'Вторник, 17:00, ауд. A-210', 'Seshanba, 17:00, A-210-xona'),
    contact: 'https://t.me/registan_debate',
  },
  {
    slug: 'robotics-club',
    name: l('Robotics club', 'Клуб робототехники', 'Robototexnika klubi'),
    description: l(
      'Build robots for national competitions.',
      'Собираем роботов для республиканских соревнований.',
      'Respublika musobaqalari uchun robotlar yasaymiz.',
    ),
    schedule: l('Wednesdays, 16:00, lab B-104', 'Среда, 16:00, лаб. B-104', 'Chorshanba, 16:00, B-104 laboratoriya'),
    contact: 'https://t.me/registan_robotics',
  },
  {
    slug: 'chess-club',
    name: l('Chess club', 'Шахматный клуб', 'Shaxmat klubi'),
    description: l('Weekly tournaments for all levels.', 'Еженедельные турниры для любого уровня.', 'Har qanday daraja uchun haftalik turnirlar.'),
    schedule: l('Fridays, 15:00, library', 'Пятница, 15:00, библиотека', 'Juma, 15:00, kutubxona'),
    contact: 'mailto:chess@registan.example.edu',
  },
  {
    slug: 'football-club',
    name: l('Football club', 'Футбольный клуб', 'Futbol klubi'),
    description: l(
      'Men’s and women’s teams in the student league.',
      'Мужская и женская команды в студенческой лиге.',
      'Talabalar ligasida erkaklar va ayollar jamoalari.',
    ),
    schedule: l('Mondays and Thursdays, 18:00, stadium', 'Понедельник и четверг, 18:00, стадион', 'Dushanba va payshanba, 18:00, stadion'),
    contact: 'https://t.me/registan_football',
  },
  {
    slug: 'theatre-studio',
    name: l('Theatre studio', 'Театральная студия', 'Teatr studiyasi'),
    description: l(
      'Two premieres a year on the assembly hall stage.',
      'Две премьеры в год на сцене актового зала.',
      'Majlislar zali sahnasida yiliga ikki premyera.',
    ),
    schedule: l('Saturdays, 14:00, assembly hall', 'Суббота, 14:00, актовый зал', 'Shanba, 14:00, majlislar zali'),
    contact: 'https://t.me/registan_theatre',
  },
  {
    slug: 'photo-club',
    name: l('Photography club', 'Фотоклуб', 'Fotoklub'),
    description: l('Photo walks around Samarkand and exhibitions.', 'Фотопрогулки по Самарканду и выставки.', 'Samarqand boʻylab fotosayrlar va koʻrgazmalar.'),
    schedule: l('Sundays, 10:00, main entrance', 'Воскресенье, 10:00, главный вход', 'Yakshanba, 10:00, bosh kirish'),
    contact: 'https://t.me/registan_photo',
  },
]

export const seedHome = {
  banner: {
    title: l(
      'Study where the Silk Road meets the future',
      'Учитесь там, где Шёлковый путь встречается с будущим',
      'Ipak yoʻli kelajak bilan uchrashadigan joyda oʻqing',
    ),
    subtitle: l(
      'Six faculties, fifteen programmes and a campus in the heart of Samarkand.',
      'Шесть факультетов, пятнадцать направлений и кампус в центре Самарканда.',
      'Oltita fakultet, oʻn beshta yoʻnalish va Samarqand markazidagi kampus.',
    ),
  },
  about: {
    text: {
      en: [
        'Registan University has taught engineers, economists, lawyers and linguists since 1994.',
        'Our graduates work across Uzbekistan and abroad; our partners include universities in Europe and Asia.',
      ],
      ru: [
        'Университет Регистан с 1994 года готовит инженеров, экономистов, юристов и лингвистов.',
        'Наши выпускники работают по всему Узбекистану и за рубежом, а среди партнёров — университеты Европы и Азии.',
      ],
      uz: [
        'Registon universiteti 1994-yildan beri muhandislar, iqtisodchilar, huquqshunoslar va tilshunoslarni tayyorlaydi.',
        'Bitiruvchilarimiz butun Oʻzbekistonda va xorijda ishlaydi, hamkorlarimiz orasida Yevropa va Osiyo universitetlari bor.',
      ],
    },
    stats: [
      { value: '9 000+', label: l('students', 'студентов', 'talaba') },
      { value: '6', label: l('faculties', 'факультетов', 'fakultet') },
      { value: '420', label: l('lecturers', 'преподавателей', 'oʻqituvchi') },
      { value: '30+', label: l('partner universities', 'вузов-партнёров', 'hamkor universitet') },
    ],
  },
  journey: [
    {
      title: l('Choose a programme', 'Выберите направление', 'Yoʻnalishni tanlang'),
      text: l(
        'Compare faculties, forms of study and fees.',
        'Сравните факультеты, формы обучения и стоимость.',
        'Fakultetlar, taʼlim shakllari va narxlarni solishtiring.',
      ),
    },
    {
      title: l('Apply online', 'Подайте заявку онлайн', 'Onlayn ariza topshiring'),
      text: l('Fill in the form and upload your documents.', 'Заполните форму и загрузите документы.', 'Shaklni toʻldiring va hujjatlaringizni yuklang.'),
    },
    {
      title: l('Follow your status', 'Следите за статусом', 'Holatni kuzating'),
      text: l(
        'Check your application with its number and your date of birth.',
        'Проверяйте заявку по номеру и дате рождения.',
        'Arizangizni raqami va tugʻilgan sanangiz boʻyicha tekshiring.',
      ),
    },
    {
      title: l('Sign the contract', 'Подпишите договор', 'Shartnomani imzolang'),
      text: l(
        'Once approved, download your contract and start in September.',
        'После одобрения скачайте договор и начните учёбу в сентябре.',
        'Tasdiqlangach, shartnomani yuklab oling va sentabrda oʻqishni boshlang.',
      ),
    },
  ],
  rector: {
    name: l('Professor Dilshod Karimov, Rector', 'Профессор Дилшод Каримов, ректор', 'Professor Dilshod Karimov, rektor'),
    quote: l(
      'We want every student to leave with a profession, a network and the courage to build something new.',
      'Мы хотим, чтобы каждый студент уходил от нас с профессией, друзьями и смелостью создавать новое.',
      'Har bir talaba bizdan kasb, doʻstlar va yangi narsa yaratish jasorati bilan ketishini istaymiz.',
    ),
  },
  tuition: {
    text: l(
      'per year for full-time bachelor programmes; payable in two instalments.',
      'в год за очный бакалавриат; оплата двумя частями.',
      'kunduzgi bakalavriat uchun yiliga; ikki qismda toʻlanadi.',
    ),
  },
}
