// Demo staff of each faculty: its dean (the name on the faculty's page, ./study.ts), a deputy and
// two lecturers, each with a room, office hours, a phone line and a few lines about themselves.
import { l } from '../localized'
import { hours, room, type SeedPerson } from './people'

export const facultyStaff: SeedPerson[] = [
  {
    faculty: 'computer-science',
    email: 'dean.computer-science@registan.example.edu',
    name: l('Bekzod Rakhimov', 'Бекзод Рахимов', 'Bekzod Rahimov'),
    position: l('Dean of the Faculty of Computer Science', 'Декан факультета компьютерных наук', 'Kompyuter fanlari fakulteti dekani'),
    office: room('B', '312'),
    officeHours: hours(['tue', 'thu'], '14:00', '16:00'),
    phone: '+998 66 233 04 01',
    bio: {
      en: [
        'Bekzod Rakhimov holds a PhD in computer science from Inha University in Tashkent and has taught distributed systems for fifteen years.',
        'As dean he brought in the evening track of Software Engineering for students who already work. Ask him about final-year projects with industry partners.',
      ],
      ru: [
        'Бекзод Рахимов — PhD по компьютерным наукам (Inha University в Ташкенте), пятнадцать лет преподаёт распределённые системы.',
        'Став деканом, открыл вечернюю форму программной инженерии для тех, кто уже работает. Курирует дипломные проекты с партнёрами из индустрии.',
      ],
      uz: [
        'Bekzod Rahimov Toshkentdagi Inha universitetida kompyuter fanlari boʻyicha PhD darajasini olgan, oʻn besh yildan beri taqsimlangan tizimlardan dars beradi.',
        'Dekan sifatida allaqachon ishlayotganlar uchun dasturiy injiniringning kechki shaklini ochdi. Sanoat hamkorlari bilan bitiruv loyihalariga rahbarlik qiladi.',
      ],
    },
  },
  {
    faculty: 'computer-science',
    email: 'n.usmonova@registan.example.edu',
    name: l('Nilufar Usmonova', 'Нилуфар Усманова', 'Nilufar Usmonova'),
    position: l('Deputy dean for academic affairs', 'Заместитель декана по учебной работе', 'Dekanning oʻquv ishlari boʻyicha oʻrinbosari'),
    office: room('B', '303'),
    officeHours: hours(['mon', 'wed'], '10:00', '12:00'),
    phone: '+998 66 233 04 02',
    bio: {
      en: ['Nilufar Usmonova handles timetables, course choices and transfers between programmes.', 'She teaches databases to second-year students.'],
      ru: ['Нилуфар Усманова занимается расписанием, выбором дисциплин и переводами между направлениями.', 'Ведёт у второкурсников курс баз данных.'],
      uz: [
        'Nilufar Usmonova dars jadvali, fanlarni tanlash va yoʻnalishlar oʻrtasida koʻchirish masalalari bilan shugʻullanadi.',
        'Ikkinchi kurs talabalariga maʼlumotlar bazasidan dars beradi.',
      ],
    },
  },
  {
    faculty: 'computer-science',
    email: 'j.toshpulatov@registan.example.edu',
    name: l('Javokhir Toshpulatov', 'Жавохир Ташпулатов', 'Javohir Toshpoʻlatov'),
    position: l('Associate professor of software engineering', 'Доцент кафедры программной инженерии', 'Dasturiy injiniring kafedrasi dotsenti'),
    office: room('B', '318'),
    officeHours: hours(['thu'], '15:00', '17:00'),
    phone: '+998 66 233 04 12',
    bio: {
      en: [
        'Javokhir Toshpulatov spent six years building payment systems before returning to teach.',
        'His courses on web development end with a project for a real client in Samarkand.',
      ],
      ru: [
        'Прежде чем вернуться к преподаванию, Жавохир Ташпулатов шесть лет разрабатывал платёжные системы.',
        'Его курс веб-разработки заканчивается проектом для реального заказчика из Самарканда.',
      ],
      uz: [
        'Javohir Toshpoʻlatov dars berishga qaytishdan oldin olti yil toʻlov tizimlarini ishlab chiqqan.',
        'Uning veb-dasturlash kursi Samarqanddagi haqiqiy buyurtmachi uchun loyiha bilan yakunlanadi.',
      ],
    },
  },
  {
    faculty: 'computer-science',
    email: 's.kasimova@registan.example.edu',
    name: l('Sevara Kasimova', 'Севара Касымова', 'Sevara Qosimova'),
    position: l(
      'Senior lecturer in information security',
      'Старший преподаватель по информационной безопасности',
      'Axborot xavfsizligi boʻyicha katta oʻqituvchi',
    ),
    office: room('B', '315'),
    officeHours: hours(['tue'], '10:00', '12:00'),
    phone: '+998 66 233 04 15',
    bio: {
      en: ['Sevara Kasimova coaches the university’s capture-the-flag team, national runners-up in 2025.', 'She teaches cryptography and network security.'],
      ru: [
        'Севара Касымова тренирует университетскую команду по CTF, серебряного призёра национального турнира 2025 года.',
        'Преподаёт криптографию и сетевую безопасность.',
      ],
      uz: [
        'Sevara Qosimova 2025-yilgi respublika musobaqasida ikkinchi oʻrinni olgan universitet CTF jamoasiga murabbiylik qiladi.',
        'Kriptografiya va tarmoq xavfsizligidan dars beradi.',
      ],
    },
  },
  {
    faculty: 'economics',
    email: 'dean.economics@registan.example.edu',
    name: l('Malika Tursunova', 'Малика Турсунова', 'Malika Tursunova'),
    position: l('Dean of the Faculty of Economics', 'Декан экономического факультета', 'Iqtisodiyot fakulteti dekani'),
    office: room('C', '205'),
    officeHours: hours(['wed'], '14:00', '16:00'),
    phone: '+998 66 233 02 01',
    bio: {
      en: [
        'Malika Tursunova, doctor of economics, studies small business lending in Central Asia and advises the regional chamber of commerce.',
        'She started the faculty’s case-study programme with local companies, so every student works on a real business problem before graduating.',
      ],
      ru: [
        'Доктор экономических наук Малика Турсунова исследует кредитование малого бизнеса в Центральной Азии и консультирует региональную торгово-промышленную палату.',
        'По её инициативе каждый студент факультета до выпуска решает реальную задачу одной из местных компаний.',
      ],
      uz: [
        'Iqtisodiyot fanlari doktori Malika Tursunova Markaziy Osiyoda kichik biznesni kreditlashni oʻrganadi va viloyat savdo-sanoat palatasiga maslahat beradi.',
        'Uning tashabbusi bilan fakultetning har bir talabasi bitirishdan oldin mahalliy kompaniyaning haqiqiy muammosi ustida ishlaydi.',
      ],
    },
  },
  {
    faculty: 'economics',
    email: 'a.yuldashev@registan.example.edu',
    name: l('Anvar Yuldashev', 'Анвар Юлдашев', 'Anvar Yoʻldoshev'),
    position: l('Deputy dean for academic affairs', 'Заместитель декана по учебной работе', 'Dekanning oʻquv ishlari boʻyicha oʻrinbosari'),
    office: room('C', '212'),
    officeHours: hours(['mon', 'thu'], '10:00', '11:30'),
    phone: '+998 66 233 02 02',
    bio: {
      en: ['Anvar Yuldashev plans the faculty’s timetable and signs off internships.', 'He teaches macroeconomics in Uzbek and Russian.'],
      ru: ['Анвар Юлдашев составляет расписание факультета и согласует практики.', 'Читает макроэкономику на узбекском и русском языках.'],
      uz: ['Anvar Yoʻldoshev fakultet dars jadvalini tuzadi va amaliyotlarni tasdiqlaydi.', 'Makroiqtisodiyotdan oʻzbek va rus tillarida dars beradi.'],
    },
  },
  {
    faculty: 'economics',
    email: 'm.rakhmonova@registan.example.edu',
    name: l('Madina Rakhmonova', 'Мадина Рахмонова', 'Madina Rahmonova'),
    position: l('Associate professor of finance', 'Доцент кафедры финансов', 'Moliya kafedrasi dotsenti'),
    office: room('C', '218'),
    officeHours: hours(['tue'], '14:00', '16:00'),
    phone: '+998 66 233 02 18',
    bio: {
      en: ['Madina Rakhmonova worked in a commercial bank’s risk department before her doctorate.', 'Her students run a model investment fund every spring.'],
      ru: [
        'До защиты диссертации Мадина Рахмонова работала в отделе рисков коммерческого банка.',
        'Каждую весну её студенты управляют учебным инвестиционным фондом.',
      ],
      uz: [
        'Madina Rahmonova dissertatsiya himoyasidan oldin tijorat bankining risklar boʻlimida ishlagan.',
        'Har bahorda talabalari oʻquv investitsiya fondini boshqaradi.',
      ],
    },
  },
  {
    faculty: 'economics',
    email: 'f.umarov@registan.example.edu',
    name: l('Farkhod Umarov', 'Фарход Умаров', 'Farhod Umarov'),
    position: l('Senior lecturer in management', 'Старший преподаватель кафедры менеджмента', 'Menejment kafedrasi katta oʻqituvchisi'),
    office: room('C', '221'),
    officeHours: hours(['fri'], '14:00', '16:00'),
    phone: '+998 66 233 02 21',
    bio: {
      en: [
        'Farkhod Umarov ran a family textile business for ten years and teaches entrepreneurship from that experience.',
        'He mentors the student start-up club.',
      ],
      ru: [
        'Фарход Умаров десять лет руководил семейным текстильным предприятием и преподаёт предпринимательство на собственном опыте.',
        'Наставник студенческого стартап-клуба.',
      ],
      uz: [
        'Farhod Umarov oʻn yil oilaviy toʻqimachilik korxonasini boshqargan va tadbirkorlikni oʻz tajribasidan oʻrgatadi.',
        'Talabalar startap klubining ustozi.',
      ],
    },
  },
  {
    faculty: 'foreign-languages',
    email: 'dean.foreign-languages@registan.example.edu',
    name: l('Nodira Yusupova', 'Нодира Юсупова', 'Nodira Yusupova'),
    position: l('Dean of the Faculty of Foreign Languages', 'Декан факультета иностранных языков', 'Xorijiy tillar fakulteti dekani'),
    office: room('E', '105'),
    officeHours: hours(['mon'], '14:00', '17:00'),
    phone: '+998 66 233 05 01',
    bio: {
      en: [
        'Nodira Yusupova holds a PhD in applied linguistics and has translated three Uzbek novels into English.',
        'She leads the faculty’s partnership with two British universities and the summer school for English teachers from across the region.',
      ],
      ru: [
        'Нодира Юсупова — PhD в области прикладной лингвистики, перевела на английский три узбекских романа.',
        'Руководит партнёрством факультета с двумя британскими университетами и летней школой для учителей английского со всей области.',
      ],
      uz: [
        'Nodira Yusupova amaliy tilshunoslik boʻyicha PhD, uchta oʻzbek romanini ingliz tiliga tarjima qilgan.',
        'Fakultetning ikki Britaniya universiteti bilan hamkorligi va viloyatdagi ingliz tili oʻqituvchilari uchun yozgi maktabga rahbarlik qiladi.',
      ],
    },
  },
  {
    faculty: 'foreign-languages',
    email: 'd.sharipova@registan.example.edu',
    name: l('Dilnoza Sharipova', 'Дилноза Шарипова', 'Dilnoza Sharipova'),
    position: l('Deputy dean for academic affairs', 'Заместитель декана по учебной работе', 'Dekanning oʻquv ishlari boʻyicha oʻrinbosari'),
    office: room('E', '107'),
    officeHours: hours(['tue', 'thu'], '09:00', '11:00'),
    phone: '+998 66 233 05 02',
    bio: {
      en: ['Dilnoza Sharipova organises the placement tests and the language exchange with partner universities.', 'She teaches translation theory.'],
      ru: ['Дилноза Шарипова проводит вступительное тестирование по языку и организует языковой обмен с вузами-партнёрами.', 'Преподаёт теорию перевода.'],
      uz: [
        'Dilnoza Sharipova til boʻyicha darajani aniqlash testlarini oʻtkazadi va hamkor oliygohlar bilan til almashinuvini tashkil qiladi.',
        'Tarjima nazariyasidan dars beradi.',
      ],
    },
  },
  {
    faculty: 'foreign-languages',
    email: 'j.khaydarov@registan.example.edu',
    name: l('Jamshid Khaydarov', 'Джамшид Хайдаров', 'Jamshid Haydarov'),
    position: l('Associate professor of English philology', 'Доцент кафедры английской филологии', 'Ingliz filologiyasi kafedrasi dotsenti'),
    office: room('E', '112'),
    officeHours: hours(['wed'], '10:00', '12:00'),
    phone: '+998 66 233 05 12',
    bio: {
      en: ['Jamshid Khaydarov researches how Uzbek borrows English words in the age of social media.', 'He leads the debate club.'],
      ru: ['Джамшид Хайдаров изучает, как узбекский язык заимствует английские слова в эпоху соцсетей.', 'Руководит дебатным клубом.'],
      uz: [
        'Jamshid Haydarov ijtimoiy tarmoqlar davrida oʻzbek tiliga inglizcha soʻzlar qanday kirib kelayotganini tadqiq qiladi.',
        'Munozara klubiga rahbarlik qiladi.',
      ],
    },
  },
  {
    faculty: 'foreign-languages',
    email: 'a.normatova@registan.example.edu',
    name: l('Aziza Normatova', 'Азиза Норматова', 'Aziza Normatova'),
    position: l('Senior lecturer in German', 'Старший преподаватель немецкого языка', 'Nemis tili katta oʻqituvchisi'),
    office: room('E', '118'),
    officeHours: hours(['fri'], '10:00', '12:00'),
    phone: '+998 66 233 05 18',
    bio: {
      en: ['Aziza Normatova studied in Leipzig and prepares students for the Goethe-Institut exams.', 'Her German film evenings run every other Friday.'],
      ru: [
        'Азиза Норматова училась в Лейпциге и готовит студентов к экзаменам Гёте-института.',
        'Раз в две недели по пятницам устраивает вечера немецкого кино.',
      ],
      uz: [
        'Aziza Normatova Leyptsigda tahsil olgan va talabalarni Gyote instituti imtihonlariga tayyorlaydi.',
        'Ikki haftada bir juma kuni nemis kinosi kechalarini oʻtkazadi.',
      ],
    },
  },
  {
    faculty: 'engineering',
    email: 'dean.engineering@registan.example.edu',
    name: l('Sardor Aliyev', 'Сардор Алиев', 'Sardor Aliyev'),
    position: l('Dean of the Faculty of Engineering', 'Декан инженерного факультета', 'Muhandislik fakulteti dekani'),
    office: room('F', '201'),
    officeHours: hours(['tue'], '15:00', '17:00'),
    phone: '+998 66 233 03 01',
    bio: {
      en: [
        'Sardor Aliyev, doctor of technical sciences, designed irrigation pumping stations for twenty years before joining the university.',
        'He built the faculty’s hydraulics laboratory and still supervises its doctoral students.',
      ],
      ru: [
        'Доктор технических наук Сардор Алиев двадцать лет проектировал насосные станции для орошения, прежде чем прийти в университет.',
        'Создал на факультете гидравлическую лабораторию и по-прежнему руководит докторантами.',
      ],
      uz: [
        'Texnika fanlari doktori Sardor Aliyev universitetga kelishdan oldin yigirma yil sugʻorish nasos stansiyalarini loyihalagan.',
        'Fakultetda gidravlika laboratoriyasini tashkil qilgan va hanuz doktorantlarga rahbarlik qiladi.',
      ],
    },
  },
  {
    faculty: 'engineering',
    email: 'b.kurbanov@registan.example.edu',
    name: l('Bakhodir Kurbanov', 'Баходир Курбанов', 'Bahodir Qurbonov'),
    position: l('Deputy dean for academic affairs', 'Заместитель декана по учебной работе', 'Dekanning oʻquv ishlari boʻyicha oʻrinbosari'),
    office: room('F', '203'),
    officeHours: hours(['mon', 'wed'], '14:00', '15:30'),
    phone: '+998 66 233 03 02',
    bio: {
      en: ['Bakhodir Kurbanov arranges the summer site placements with construction and energy companies.', 'He teaches strength of materials.'],
      ru: ['Баходир Курбанов организует летнюю производственную практику в строительных и энергетических компаниях.', 'Преподаёт сопротивление материалов.'],
      uz: [
        'Bahodir Qurbonov qurilish va energetika kompaniyalarida yozgi ishlab chiqarish amaliyotini tashkil qiladi.',
        'Materiallar qarshiligidan dars beradi.',
      ],
    },
  },
  {
    faculty: 'engineering',
    email: 'l.azimova@registan.example.edu',
    name: l('Lola Azimova', 'Лола Азимова', 'Lola Azimova'),
    position: l('Professor of civil engineering', 'Профессор кафедры строительства', 'Qurilish kafedrasi professori'),
    office: room('F', '214'),
    officeHours: hours(['thu'], '10:00', '12:00'),
    phone: '+998 66 233 03 14',
    bio: {
      en: ['Lola Azimova studies earthquake-resistant brick buildings and took part in restoring the Registan’s madrasahs.', 'She teaches structural design.'],
      ru: ['Лола Азимова исследует сейсмостойкость кирпичных зданий и участвовала в реставрации медресе Регистана.', 'Ведёт курс проектирования конструкций.'],
      uz: [
        'Lola Azimova gʻisht binolarning zilzilabardoshligini oʻrganadi va Registon madrasalarini taʼmirlashda qatnashgan.',
        'Konstruksiyalarni loyihalashdan dars beradi.',
      ],
    },
  },
  {
    faculty: 'engineering',
    email: 's.akhmedov@registan.example.edu',
    name: l('Sherzod Akhmedov', 'Шерзод Ахмедов', 'Sherzod Ahmedov'),
    position: l('Senior lecturer in energy systems', 'Старший преподаватель кафедры энергетики', 'Energetika kafedrasi katta oʻqituvchisi'),
    office: room('F', '220'),
    officeHours: hours(['fri'], '14:00', '16:00'),
    phone: '+998 66 233 03 20',
    bio: {
      en: ['Sherzod Akhmedov installed the solar panels on the roof of Building F with his students.', 'He teaches renewable energy and power grids.'],
      ru: ['Шерзод Ахмедов вместе со студентами установил солнечные панели на крыше корпуса F.', 'Преподаёт возобновляемую энергетику и электрические сети.'],
      uz: [
        'Sherzod Ahmedov talabalari bilan birga F bino tomiga quyosh panellarini oʻrnatgan.',
        'Qayta tiklanadigan energetika va elektr tarmoqlaridan dars beradi.',
      ],
    },
  },
  {
    faculty: 'law',
    email: 'dean.law@registan.example.edu',
    name: l('Gulnora Ismoilova', 'Гульнора Исмоилова', 'Gulnora Ismoilova'),
    position: l('Dean of the Faculty of Law', 'Декан юридического факультета', 'Yuridik fakultet dekani'),
    office: room('C', '401'),
    officeHours: hours(['wed'], '15:00', '17:00'),
    phone: '+998 66 233 02 41',
    bio: {
      en: [
        'Gulnora Ismoilova, doctor of law, served as a judge of the Samarkand regional economic court before turning to teaching.',
        'She founded the faculty’s legal clinic, where senior students give free advice to residents under a lawyer’s supervision.',
      ],
      ru: [
        'Доктор юридических наук Гульнора Исмоилова до прихода в университет была судьёй Самаркандского областного экономического суда.',
        'Основала юридическую клинику факультета: там старшекурсники под присмотром адвоката бесплатно консультируют жителей города.',
      ],
      uz: [
        'Yuridik fanlar doktori Gulnora Ismoilova universitetga kelishdan oldin Samarqand viloyat iqtisodiy sudi sudyasi boʻlgan.',
        'Fakultetning yuridik klinikasini tashkil qilgan: u yerda yuqori kurs talabalari advokat nazoratida aholiga bepul maslahat beradi.',
      ],
    },
  },
  {
    faculty: 'law',
    email: 'a.tojiev@registan.example.edu',
    name: l('Alisher Tojiev', 'Алишер Тоджиев', 'Alisher Tojiyev'),
    position: l('Deputy dean for academic affairs', 'Заместитель декана по учебной работе', 'Dekanning oʻquv ishlari boʻyicha oʻrinbosari'),
    office: room('C', '403'),
    officeHours: hours(['tue', 'thu'], '11:00', '12:30'),
    phone: '+998 66 233 02 43',
    bio: {
      en: ['Alisher Tojiev coordinates moot courts and the faculty’s exchange with a law school in Poland.', 'He teaches constitutional law.'],
      ru: ['Алишер Тоджиев организует учебные судебные процессы и обмен с юридической школой в Польше.', 'Преподаёт конституционное право.'],
      uz: [
        'Alisher Tojiyev oʻquv sud jarayonlarini va Polshadagi huquq maktabi bilan almashinuvni muvofiqlashtiradi.',
        'Konstitutsiyaviy huquqdan dars beradi.',
      ],
    },
  },
  {
    faculty: 'law',
    email: 'm.zakirova@registan.example.edu',
    name: l('Mokhira Zakirova', 'Мохира Закирова', 'Mohira Zokirova'),
    position: l('Associate professor of civil law', 'Доцент кафедры гражданского права', 'Fuqarolik huquqi kafedrasi dotsenti'),
    office: room('C', '410'),
    officeHours: hours(['mon'], '14:00', '16:00'),
    phone: '+998 66 233 02 50',
    bio: {
      en: [
        'Mokhira Zakirova writes on consumer protection and contributed to the commentary on Uzbekistan’s Civil Code.',
        'She supervises the legal clinic’s housing cases.',
      ],
      ru: [
        'Мохира Закирова пишет о защите прав потребителей и участвовала в подготовке комментария к Гражданскому кодексу Узбекистана.',
        'Курирует в юридической клинике жилищные дела.',
      ],
      uz: [
        'Mohira Zokirova isteʼmolchilar huquqlarini himoya qilish haqida yozadi va Oʻzbekiston Fuqarolik kodeksiga sharh tayyorlashda qatnashgan.',
        'Yuridik klinikada uy-joy ishlariga rahbarlik qiladi.',
      ],
    },
  },
  {
    faculty: 'law',
    email: 'd.ibragimov@registan.example.edu',
    name: l('Doniyor Ibragimov', 'Дониёр Ибрагимов', 'Doniyor Ibragimov'),
    position: l('Senior lecturer in international law', 'Старший преподаватель международного права', 'Xalqaro huquq katta oʻqituvchisi'),
    office: room('C', '414'),
    officeHours: hours(['thu'], '14:00', '16:00'),
    phone: '+998 66 233 02 54',
    bio: {
      en: [
        'Doniyor Ibragimov worked at the Ministry of Foreign Affairs and teaches international trade law.',
        'He prepares the team for the Jessup moot court competition.',
      ],
      ru: ['Дониёр Ибрагимов работал в Министерстве иностранных дел, преподаёт международное торговое право.', 'Готовит команду к конкурсу Jessup.'],
      uz: ['Doniyor Ibragimov Tashqi ishlar vazirligida ishlagan, xalqaro savdo huquqidan dars beradi.', 'Jamoani Jessup tanloviga tayyorlaydi.'],
    },
  },
  {
    faculty: 'natural-sciences',
    email: 'dean.natural-sciences@registan.example.edu',
    name: l('Jasur Nematov', 'Жасур Нематов', 'Jasur Nematov'),
    position: l('Dean of the Faculty of Natural Sciences', 'Декан факультета естественных наук', 'Tabiiy fanlar fakulteti dekani'),
    office: room('G', '101'),
    officeHours: hours(['mon', 'thu'], '15:00', '16:30'),
    phone: '+998 66 233 06 01',
    bio: {
      en: [
        'Jasur Nematov holds a PhD in ecology and has spent every spring for twenty years counting birds in the Zarafshan nature reserve.',
        'He opened the faculty’s field station in the Urgut hills, where first-year students spend a week each May.',
      ],
      ru: [
        'Жасур Нематов — PhD по экологии; уже двадцать лет каждую весну ведёт учёт птиц в Зарафшанском заповеднике.',
        'Открыл полевую станцию факультета в предгорьях Ургута, куда каждый май на неделю выезжают первокурсники.',
      ],
      uz: [
        'Jasur Nematov ekologiya boʻyicha PhD; yigirma yildan beri har bahorda Zarafshon qoʻriqxonasida qushlarni hisobga oladi.',
        'Urgut togʻ etaklarida fakultetning dala stansiyasini ochgan, har mayda birinchi kurs talabalari u yerda bir hafta boʻladi.',
      ],
    },
  },
  {
    faculty: 'natural-sciences',
    email: 'g.makhmudova@registan.example.edu',
    name: l('Gulchekhra Makhmudova', 'Гульчехра Махмудова', 'Gulchehra Mahmudova'),
    position: l('Deputy dean for academic affairs', 'Заместитель декана по учебной работе', 'Dekanning oʻquv ishlari boʻyicha oʻrinbosari'),
    office: room('G', '103'),
    officeHours: hours(['tue'], '10:00', '12:00'),
    phone: '+998 66 233 06 03',
    bio: {
      en: ['Gulchekhra Makhmudova plans laboratory hours and safety training for all science students.', 'She teaches physical chemistry.'],
      ru: [
        'Гульчехра Махмудова планирует лабораторные занятия и инструктаж по технике безопасности для всех студентов-естественников.',
        'Преподаёт физическую химию.',
      ],
      uz: [
        'Gulchehra Mahmudova barcha tabiiy fanlar talabalari uchun laboratoriya mashgʻulotlari va xavfsizlik yoʻriqnomasini rejalashtiradi.',
        'Fizik kimyodan dars beradi.',
      ],
    },
  },
  {
    faculty: 'natural-sciences',
    email: 'e.sultanov@registan.example.edu',
    name: l('Elyor Sultanov', 'Эльёр Султанов', 'Elyor Sultonov'),
    position: l('Associate professor of biology', 'Доцент кафедры биологии', 'Biologiya kafedrasi dotsenti'),
    office: room('G', '110'),
    officeHours: hours(['wed', 'fri'], '14:00', '15:00'),
    phone: '+998 66 233 06 10',
    bio: {
      en: [
        'Elyor Sultanov studies the wild relatives of apricot and walnut trees in the mountains around Samarkand.',
        'Students join his seed collection trips every autumn.',
      ],
      ru: ['Эльёр Султанов изучает дикие формы абрикоса и грецкого ореха в горах вокруг Самарканда.', 'Каждую осень студенты ездят с ним собирать семена.'],
      uz: [
        'Elyor Sultonov Samarqand atrofidagi togʻlarda oʻrik va yongʻoqning yovvoyi turlarini oʻrganadi.',
        'Har kuzda talabalar u bilan urugʻ yigʻishga boradi.',
      ],
    },
  },
  {
    faculty: 'natural-sciences',
    email: 'n.boboeva@registan.example.edu',
    name: l('Nargiza Boboeva', 'Наргиза Бобоева', 'Nargiza Boboyeva'),
    position: l('Senior lecturer in chemistry', 'Старший преподаватель химии', 'Kimyo katta oʻqituvchisi'),
    office: room('G', '118'),
    officeHours: hours(['mon'], '10:00', '12:00'),
    phone: '+998 66 233 06 18',
    bio: {
      en: ['Nargiza Boboeva tests drinking water from village wells with her students for the regional health service.', 'She teaches analytical chemistry.'],
      ru: ['Наргиза Бобоева со студентами проверяет воду из сельских колодцев для областной санэпидслужбы.', 'Преподаёт аналитическую химию.'],
      uz: ['Nargiza Boboyeva talabalari bilan viloyat sanitariya xizmati uchun qishloq quduqlaridagi suvni tekshiradi.', 'Analitik kimyodan dars beradi.'],
    },
  },
]
