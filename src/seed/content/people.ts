// Demo people: the university's leadership and services, and the academic council. Faculty staff
// are in ./facultyStaff.ts. Each has a page at /team/{slug}; bios are written for each language,
// not translated word for word, one text a language with its paragraphs apart by a line break.
import { type L, l } from '../localized'

export type SeedPerson = {
  email: string
  name: L
  position: L
  office: L
  officeHours: L
  phone: string
  /** Paragraphs apart by "\n". */
  bio: L
  /** The faculty's slug, for its staff. */
  faculty?: string
}

export type SeedCouncilMember = { name: L; role: L; bio: L; faculty?: string }

/** A room in one of the campus's lettered buildings, as the contact page writes it (./contact.ts). */
export const room = (building: string, number: string): L => ({
  en: `Building ${building}, room ${number}`,
  ru: `Корпус ${building}, кабинет ${number}`,
  uz: `${building} bino, ${number}-xona`,
})

const DAYS = {
  mon: l('Mon', 'Пн', 'Du'),
  tue: l('Tue', 'Вт', 'Se'),
  wed: l('Wed', 'Ср', 'Cho'),
  thu: l('Thu', 'Чт', 'Pa'),
  fri: l('Fri', 'Пт', 'Ju'),
}
type Day = keyof typeof DAYS

/** Office hours on one or two weekdays: “Tue and Thu, 14:00–16:00”. */
export const hours = (days: Day[], from: string, to: string): L => {
  const and = { en: ' and ', ru: ' и ', uz: ' va ' }
  const join = (locale: keyof L) => days.map((day) => DAYS[day][locale]).join(and[locale])
  return { en: `${join('en')}, ${from}–${to}`, ru: `${join('ru')}, ${from}–${to}`, uz: `${join('uz')}, ${from}–${to}` }
}

export const leadership: SeedPerson[] = [
  {
    email: 'rector@registan.example.edu',
    name: l('Dilshod Karimov', 'Дилшод Каримов', 'Dilshod Karimov'),
    position: l('Rector', 'Ректор', 'Rektor'),
    office: room('A', '201'),
    officeHours: hours(['tue', 'thu'], '14:00', '17:00'),
    phone: '+998 66 233 00 01',
    bio: l(
      'Professor Karimov, a doctor of engineering, has led the university since 2019. He came to Registan from the Tashkent Institute of Irrigation, where he headed the department of hydraulic structures for nine years.\nUnder his leadership the university opened its master’s programmes taught in English and its first joint degree with a European partner. On Tuesday and Thursday afternoons he meets students and parents without an appointment.',
      'Доктор технических наук, профессор Дилшод Каримов возглавляет университет с 2019 года. До этого девять лет заведовал кафедрой гидротехнических сооружений в Ташкентском институте ирригации.\nПри нём в университете появились магистерские программы на английском языке и первая совместная программа с европейским вузом. По вторникам и четвергам после обеда принимает студентов и родителей без предварительной записи.',
      'Texnika fanlari doktori, professor Dilshod Karimov 2019-yildan beri universitetga rahbarlik qiladi. Bungacha u Toshkent irrigatsiya institutida toʻqqiz yil gidrotexnik inshootlar kafedrasini boshqargan.\nUning davrida universitetda ingliz tilidagi magistratura dasturlari va Yevropa oliygohi bilan birinchi qoʻshma dastur ochildi. Seshanba va payshanba kunlari tushdan keyin talabalar va ota-onalarni navbatsiz qabul qiladi.',
    ),
  },
  {
    email: 'academic@registan.example.edu',
    name: l('Shavkat Mirzayev', 'Шавкат Мирзаев', 'Shavkat Mirzayev'),
    position: l('Vice-rector for academic affairs', 'Проректор по учебной работе', 'Oʻquv ishlari boʻyicha prorektor'),
    office: room('A', '204'),
    officeHours: hours(['mon', 'thu'], '14:00', '16:00'),
    phone: '+998 66 233 00 02',
    bio: l(
      'A mathematician by training, Shavkat Mirzayev is responsible for curricula, timetables and examinations across all six faculties.\nHe introduced the credit system at the university in 2021 and still teaches a first-year course in linear algebra.',
      'Математик по образованию, Шавкат Мирзаев отвечает за учебные планы, расписание и сессии на всех шести факультетах.\nВ 2021 году он перевёл университет на кредитную систему и до сих пор сам читает первокурсникам линейную алгебру.',
      'Maʼlumoti boʻyicha matematik boʻlgan Shavkat Mirzayev oltita fakultetning oʻquv rejalari, dars jadvali va imtihonlari uchun masʼul.\n2021-yilda universitetni kredit tizimiga oʻtkazgan, hanuz birinchi kurslarga chiziqli algebradan dars beradi.',
    ),
  },
  {
    email: 'research@registan.example.edu',
    name: l('Kamola Abdurakhmonova', 'Камола Абдурахманова', 'Kamola Abdurahmonova'),
    position: l('Vice-rector for research', 'Проректор по научной работе', 'Ilmiy ishlar boʻyicha prorektor'),
    office: room('A', '206'),
    officeHours: hours(['wed'], '10:00', '12:00'),
    phone: '+998 66 233 00 03',
    bio: l(
      'Kamola Abdurakhmonova oversees the university’s research grants, doctoral studies and its two scientific journals.\nA biochemist, she spent four years as a postdoctoral researcher in Germany and now leads a team studying drought-tolerant wheat.',
      'Камола Абдурахманова курирует научные гранты, докторантуру и два научных журнала университета.\nБиохимик, четыре года работала в Германии по постдокторской программе; сейчас руководит группой, изучающей засухоустойчивые сорта пшеницы.',
      'Kamola Abdurahmonova universitetning ilmiy grantlari, doktoranturasi va ikkita ilmiy jurnaliga rahbarlik qiladi.\nBiokimyogar, Germaniyada toʻrt yil postdoktorantura dasturida ishlagan; hozir qurgʻoqchilikka chidamli bugʻdoy navlarini oʻrganayotgan guruhni boshqaradi.',
    ),
  },
  {
    email: 'international@registan.example.edu',
    name: l('Temur Khodjaev', 'Темур Ходжаев', 'Temur Xoʻjayev'),
    position: l('Vice-rector for international relations', 'Проректор по международным связям', 'Xalqaro aloqalar boʻyicha prorektor'),
    office: room('A', '305'),
    officeHours: hours(['tue', 'fri'], '11:00', '12:30'),
    phone: '+998 66 233 00 04',
    bio: l(
      'Temur Khodjaev looks after the university’s thirty partnerships abroad, exchange semesters and international students.\nBefore joining Registan he worked for ten years in education programmes of an international development agency in Tashkent.',
      'Темур Ходжаев отвечает за тридцать зарубежных партнёрств, семестры по обмену и иностранных студентов.\nДо прихода в университет десять лет работал в образовательных программах международного агентства развития в Ташкенте.',
      'Temur Xoʻjayev universitetning xorijdagi oʻttizta hamkorligi, almashinuv semestrlari va xorijlik talabalar bilan ishlaydi.\nUniversitetga kelishdan oldin Toshkentdagi xalqaro taraqqiyot agentligining taʼlim dasturlarida oʻn yil ishlagan.',
    ),
  },
  {
    email: 'finance@registan.example.edu',
    name: l('Ravshan Sobirov', 'Равшан Собиров', 'Ravshan Sobirov'),
    position: l('Vice-rector for finance', 'Проректор по финансам', 'Moliya boʻyicha prorektor'),
    office: room('A', '115'),
    officeHours: hours(['thu'], '10:00', '12:00'),
    phone: '+998 66 233 00 05',
    bio: l(
      'Ravshan Sobirov manages the budget, tuition contracts and the campus building programme.\nHe is a certified accountant and taught corporate finance for twelve years.',
      'Равшан Собиров ведёт бюджет университета, договоры на обучение и программу строительства кампуса.\nДипломированный бухгалтер, двенадцать лет преподавал корпоративные финансы.',
      'Ravshan Sobirov universitet byudjeti, toʻlov-kontraktlar va kampus qurilish dasturiga masʼul.\nDiplomli buxgalter, oʻn ikki yil korporativ moliyadan dars bergan.',
    ),
  },
  {
    email: 'admissions@registan.example.edu',
    name: l('Dildora Nazarova', 'Дилдора Назарова', 'Dildora Nazarova'),
    position: l('Head of the admissions office', 'Руководитель приёмной комиссии', 'Qabul komissiyasi rahbari'),
    office: room('A', '104'),
    officeHours: hours(['mon', 'wed'], '09:00', '13:00'),
    phone: '+998 66 233 00 10',
    bio: l(
      'Dildora Nazarova and her team answer applicants’ questions and check every application that arrives online.\nDuring the July peak the office on the ground floor stays open until eight in the evening.',
      'Дилдора Назарова с командой отвечает на вопросы абитуриентов и проверяет каждую заявку, поданную онлайн.\nВ июле, в самый разгар приёма, кабинет на первом этаже работает до восьми вечера.',
      'Dildora Nazarova va uning jamoasi abituriyentlarning savollariga javob beradi va onlayn kelgan har bir arizani tekshiradi.\nIyul oyida, qabulning eng qizgʻin paytida, birinchi qavatdagi xona kechki soat sakkizgacha ishlaydi.',
    ),
  },
  {
    email: 'students@registan.example.edu',
    name: l('Ulugbek Kholmatov', 'Улугбек Холматов', 'Ulugʻbek Xolmatov'),
    position: l('Head of student affairs', 'Начальник управления по работе со студентами', 'Talabalar bilan ishlash boʻlimi boshligʻi'),
    office: room('A', '120'),
    officeHours: hours(['mon', 'fri'], '14:00', '17:00'),
    phone: '+998 66 233 00 12',
    bio: l(
      'Ulugbek Kholmatov runs the dormitories, student clubs and the support fund for students in hardship.\nCome to him with anything that is not about grades.',
      'Улугбек Холматов отвечает за общежития, студенческие клубы и фонд поддержки студентов в трудной ситуации.\nК нему можно прийти с любым вопросом, кроме оценок.',
      'Ulugʻbek Xolmatov yotoqxonalar, talabalar klublari va qiyin ahvoldagi talabalarni qoʻllab-quvvatlash jamgʻarmasiga masʼul.\nBaholardan boshqa har qanday savol bilan unga murojaat qilishingiz mumkin.',
    ),
  },
  {
    email: 'library@registan.example.edu',
    name: l('Feruza Abdullayeva', 'Феруза Абдуллаева', 'Feruza Abdullayeva'),
    position: l('Director of the library', 'Директор библиотеки', 'Kutubxona direktori'),
    office: room('D', '12'),
    officeHours: hours(['tue', 'thu'], '10:00', '12:00'),
    phone: '+998 66 233 00 20',
    bio: l(
      'Feruza Abdullayeva built the library’s electronic catalogue and its collection of rare Samarkand manuscripts in facsimile.\nShe runs a workshop on finding sources for first-year students every September.',
      'Феруза Абдуллаева создала электронный каталог библиотеки и собрание факсимиле редких самаркандских рукописей.\nКаждый сентябрь проводит для первокурсников практикум по поиску источников.',
      'Feruza Abdullayeva kutubxonaning elektron katalogini va Samarqandning nodir qoʻlyozmalari faksimilelari toʻplamini yaratgan.\nHar sentabrda birinchi kurs talabalari uchun manba izlash boʻyicha amaliy mashgʻulot oʻtkazadi.',
    ),
  },
  {
    email: 'career@registan.example.edu',
    name: l('Otabek Saidov', 'Отабек Саидов', 'Otabek Saidov'),
    position: l('Head of the career centre', 'Руководитель центра карьеры', 'Karyera markazi rahbari'),
    office: room('A', '012'),
    officeHours: hours(['wed'], '14:00', '17:00'),
    phone: '+998 66 233 00 25',
    bio: l(
      'Otabek Saidov finds internships with more than sixty employers and organises the spring job fair.\nHe reviews CVs in person on Wednesday afternoons.',
      'Отабек Саидов находит стажировки у более чем шестидесяти работодателей и проводит весеннюю ярмарку вакансий.\nПо средам после обеда лично разбирает резюме студентов.',
      'Otabek Saidov oltmishdan ortiq ish beruvchida amaliyot topadi va bahorgi boʻsh ish oʻrinlari yarmarkasini tashkil qiladi.\nChorshanba kunlari tushdan keyin talabalarning rezyumelarini shaxsan koʻrib chiqadi.',
    ),
  },
  {
    email: 'quality@registan.example.edu',
    name: l('Zarina Hamidova', 'Зарина Хамидова', 'Zarina Hamidova'),
    position: l('Head of quality assurance', 'Руководитель отдела качества образования', 'Taʼlim sifati boʻlimi boshligʻi'),
    office: room('A', '307'),
    officeHours: hours(['thu'], '14:00', '16:00'),
    phone: '+998 66 233 00 30',
    bio: l(
      'Zarina Hamidova runs the student surveys after every semester and prepares the university for accreditation.\nHer reports on each course are published to the teaching staff.',
      'Зарина Хамидова проводит анкетирование студентов после каждого семестра и готовит университет к аккредитации.\nЕё отчёты по каждому курсу получают все преподаватели.',
      'Zarina Hamidova har semestrdan keyin talabalar soʻrovnomasini oʻtkazadi va universitetni akkreditatsiyaga tayyorlaydi.\nHar bir fan boʻyicha hisobotlari barcha oʻqituvchilarga yuboriladi.',
    ),
  },
  {
    email: 'it@registan.example.edu',
    name: l('Akmal Qodirov', 'Акмал Кадыров', 'Akmal Qodirov'),
    position: l('Head of IT services', 'Руководитель IT-службы', 'AT xizmati rahbari'),
    office: room('B', '010'),
    officeHours: hours(['mon', 'wed'], '10:00', '12:00'),
    phone: '+998 66 233 00 40',
    bio: l(
      'Akmal Qodirov’s team keeps the campus network, the student accounts and this website running.\nLost your password? His office on the ground floor of Building B can help.',
      'Команда Акмала Кадырова отвечает за сеть кампуса, учётные записи студентов и этот сайт.\nЗабыли пароль? Загляните в его кабинет на первом этаже корпуса B.',
      'Akmal Qodirov jamoasi kampus tarmogʻi, talabalar hisoblari va shu sayt ishlashini taʼminlaydi.\nParolingizni unutdingizmi? B binoning birinchi qavatidagi xonasiga kiring.',
    ),
  },
  {
    email: 'press@registan.example.edu',
    name: l('Shahnoza Ergasheva', 'Шахноза Эргашева', 'Shahnoza Ergasheva'),
    position: l('Press secretary', 'Пресс-секретарь', 'Matbuot kotibi'),
    office: room('A', '215'),
    officeHours: hours(['fri'], '10:00', '12:00'),
    phone: '+998 66 233 00 50',
    bio: l(
      'Shahnoza Ergasheva answers journalists’ questions and edits the university’s news and Telegram channel.\nShe worked as a reporter for a Samarkand newspaper for six years.',
      'Шахноза Эргашева отвечает на вопросы журналистов и редактирует новости университета и его Telegram-канал.\nШесть лет проработала корреспондентом самаркандской газеты.',
      'Shahnoza Ergasheva jurnalistlarning savollariga javob beradi, universitet yangiliklari va Telegram kanalini tahrir qiladi.\nOlti yil Samarqanddagi gazetada muxbir boʻlib ishlagan.',
    ),
  },
]

/** The academic council: professors elected by the faculties, an employers' representative and a student. */
export const council: SeedCouncilMember[] = [
  {
    name: l('Abdulla Rasulov', 'Абдулла Расулов', 'Abdulla Rasulov'),
    role: l('Chair of the council', 'Председатель совета', 'Kengash raisi'),
    bio: l(
      'Professor of the history of Central Asia, elected chair of the council in 2023.\nHe wrote the university’s history for its thirtieth anniversary.',
      'Профессор истории Центральной Азии, избран председателем совета в 2023 году.\nАвтор книги об истории университета, вышедшей к его тридцатилетию.',
      'Markaziy Osiyo tarixi professori, 2023-yilda kengash raisi etib saylangan.\nUniversitetning oʻttiz yilligiga chiqqan tarixiy kitob muallifi.',
    ),
  },
  {
    name: l('Rustam Jurayev', 'Рустам Джураев', 'Rustam Joʻrayev'),
    role: l('Secretary of the council', 'Учёный секретарь', 'Ilmiy kotib'),
    bio: l(
      'Rustam Jurayev prepares the council’s monthly sessions and keeps its decisions.\nQuestions about dissertation defences go to him.',
      'Рустам Джураев готовит ежемесячные заседания совета и ведёт его решения.\nК нему обращаются по вопросам защиты диссертаций.',
      'Rustam Joʻrayev kengashning oylik yigʻilishlarini tayyorlaydi va qarorlarini yuritadi.\nDissertatsiya himoyasi boʻyicha savollar bilan unga murojaat qilinadi.',
    ),
  },
  {
    faculty: 'natural-sciences',
    name: l('Erkin Valiev', 'Эркин Валиев', 'Erkin Valiyev'),
    role: l('Member, professor of mathematics', 'Член совета, профессор математики', 'Kengash aʼzosi, matematika professori'),
    bio: l(
      'Erkin Valiev represents the Faculty of Natural Sciences on the council.\nHe has led the regional mathematics olympiad for school pupils since 2010.',
      'Эркин Валиев представляет в совете факультет естественных наук.\nС 2010 года возглавляет жюри областной олимпиады школьников по математике.',
      'Erkin Valiyev kengashda Tabiiy fanlar fakultetini vakillik qiladi.\n2010-yildan beri maktab oʻquvchilari uchun viloyat matematika olimpiadasi hakamlar hayʼatini boshqaradi.',
    ),
  },
  {
    faculty: 'economics',
    name: l('Munisa Khasanova', 'Муниса Хасанова', 'Munisa Hasanova'),
    role: l('Member, professor of economics', 'Член совета, профессор экономики', 'Kengash aʼzosi, iqtisodiyot professori'),
    bio: l(
      'Munisa Khasanova represents the Faculty of Economics and chairs the council’s committee on curricula.\nHer research is on tourism in the Silk Road cities.',
      'Муниса Хасанова представляет экономический факультет и возглавляет комиссию совета по учебным планам.\nИсследует туризм в городах Шёлкового пути.',
      'Munisa Hasanova Iqtisodiyot fakultetini vakillik qiladi va kengashning oʻquv rejalari boʻyicha komissiyasini boshqaradi.\nIpak yoʻli shaharlaridagi turizmni tadqiq qiladi.',
    ),
  },
  {
    faculty: 'engineering',
    name: l('Oybek Tillaev', 'Ойбек Тиллаев', 'Oybek Tillayev'),
    role: l('Member, professor of mechanical engineering', 'Член совета, профессор машиностроения', 'Kengash aʼzosi, mashinasozlik professori'),
    bio: l(
      'Oybek Tillaev represents the Faculty of Engineering.\nHe works with the Samarkand bus factory on lighter vehicle frames.',
      'Ойбек Тиллаев представляет в совете инженерный факультет.\nВместе с Самаркандским автобусным заводом разрабатывает облегчённые рамы.',
      'Oybek Tillayev kengashda Muhandislik fakultetini vakillik qiladi.\nSamarqand avtobus zavodi bilan yengillashtirilgan ramalar ustida ishlaydi.',
    ),
  },
  {
    name: l('Nodir Sadikov', 'Нодир Садыков', 'Nodir Sodiqov'),
    role: l('Member, employers’ representative', 'Член совета, представитель работодателей', 'Kengash aʼzosi, ish beruvchilar vakili'),
    bio: l(
      'Nodir Sadikov heads the Samarkand branch of Turon Bank, a partner of the university.\nHe brings employers’ views on what graduates need.',
      'Нодир Садыков руководит самаркандским филиалом Турон Банка, партнёра университета.\nРассказывает совету, чего работодатели ждут от выпускников.',
      'Nodir Sodiqov universitet hamkori Turon Bankning Samarqand filialini boshqaradi.\nKengashga ish beruvchilar bitiruvchilardan nimani kutayotganini yetkazadi.',
    ),
  },
  {
    faculty: 'law',
    name: l('Laylo Rashidova', 'Лайло Рашидова', 'Laylo Rashidova'),
    role: l('Student representative', 'Представитель студентов', 'Talabalar vakili'),
    bio: l(
      'Laylo Rashidova is a third-year law student, elected by the student union.\nWrite to the student union if you want her to raise something.',
      'Лайло Рашидова — студентка третьего курса юридического факультета, избрана студенческим союзом.\nЕсли хотите, чтобы она подняла вопрос на совете, напишите в студенческий союз.',
      'Laylo Rashidova — yuridik fakultetning uchinchi kurs talabasi, talabalar ittifoqi tomonidan saylangan.\nKengashda biror masalani koʻtarishini istasangiz, talabalar ittifoqiga yozing.',
    ),
  },
]
