// Faculty of Computer Science: its programmes' pages.
import type { ProgramCopies } from './types'

export const computerScienceProgrammes: ProgramCopies = {
  // Software Engineering, bachelor
  '60610500': {
    en: {
      overview: [
        'Software Engineering teaches how to build software that people rely on: from the first conversation with a client through design, code, tests and release, to keeping a system running for years.',
        'Students write code from the first week and work in teams of five on a real project every semester. From the third year the projects come from partner companies in Tashkent and Samarkand and from the university’s own services, such as the library catalogue and the timetable app.',
        'Teaching is in Uzbek and English, and the evening group lets people who already work in IT finish a degree without leaving their job.',
      ],
      outcomes: [
        'Design, build and test a web or mobile application in a team, with Git, code review and continuous integration.',
        'Choose data structures and algorithms by what they cost in time and memory, and defend the choice.',
        'Model a relational database, write efficient SQL and keep personal data out of the wrong hands.',
        'Turn a client’s wishes into written requirements, estimates and a release plan.',
        'Deploy a service to the cloud, watch its logs and metrics, and fix it when it fails at night.',
      ],
      curriculum: [
        'Year 1 · 60 credits: Calculus; Discrete mathematics; Programming in Python; Computer architecture; Academic English; History of Uzbekistan',
        'Year 2 · 60 credits: Data structures and algorithms; Object-oriented programming in Java; Databases and SQL; Linear algebra and probability; Operating systems; Team project I',
        'Year 3 · 60 credits: Software design and architecture; Web development; Mobile development for Android; Computer networks; Software testing; Team project with a partner company',
        'Year 4 · 60 credits: DevOps and cloud computing; Software project management; Elective: machine learning, game development or embedded systems; Eight-week industrial placement; Graduation project (12 credits)',
      ],
      requirements: [
        'Places are given by the state test: mathematics as the first subject and physics as the second, plus the compulsory block (native language, mathematics, history of Uzbekistan).',
        'The English-taught group also asks for IELTS 5.5 or a national CEFR B2 certificate; applicants without one sit our English placement test in August.',
        'Bring your passport or ID card, the school, lyceum or college certificate with its transcript, a 3×4 photo and the 086-U medical certificate.',
      ],
      careers: [
        'Graduates write code at product companies of IT Park Uzbekistan, at outsourcing firms serving European clients, in the digital teams of commercial banks and in e-government projects.',
        'A first job is usually junior backend, frontend or mobile developer or QA engineer; after three to five years many lead a team or work as solution architects.',
      ],
    },
    ru: {
      overview: [
        'Программная инженерия — это умение делать программы, на которые можно положиться: от первого разговора с заказчиком через проектирование, код, тесты и выпуск — до многолетней поддержки системы.',
        'Студенты пишут код с первой недели, а каждый семестр работают в командах по пять человек над настоящим проектом. С третьего курса задачи приходят от компаний-партнёров из Ташкента и Самарканда и от служб самого университета — электронного каталога библиотеки, приложения с расписанием.',
        'Обучение ведётся на узбекском и английском языках; вечерняя группа позволяет тем, кто уже работает в IT, получить диплом без отрыва от работы.',
      ],
      outcomes: [
        'Спроектировать, написать и протестировать веб- или мобильное приложение в команде — с Git, code review и непрерывной интеграцией.',
        'Выбрать структуру данных и алгоритм, понимая их цену по времени и памяти, и обосновать выбор.',
        'Спроектировать реляционную базу данных, писать быстрый SQL и защищать персональные данные.',
        'Превратить пожелания заказчика в требования, оценку трудоёмкости и план релизов.',
        'Развернуть сервис в облаке, следить за логами и метриками и чинить его, если он упал ночью.',
      ],
      curriculum: [
        '1 курс · 60 кредитов: Математический анализ; Дискретная математика; Программирование на Python; Архитектура ЭВМ; Академический английский; История Узбекистана',
        '2 курс · 60 кредитов: Структуры данных и алгоритмы; Объектно-ориентированное программирование на Java; Базы данных и SQL; Линейная алгебра и теория вероятностей; Операционные системы; Командный проект I',
        '3 курс · 60 кредитов: Проектирование и архитектура ПО; Веб-разработка; Мобильная разработка под Android; Компьютерные сети; Тестирование ПО; Командный проект с компанией-партнёром',
        '4 курс · 60 кредитов: DevOps и облачные вычисления; Управление программными проектами; Курс по выбору: машинное обучение, разработка игр или встраиваемые системы; Производственная практика (8 недель); Выпускной проект (12 кредитов)',
      ],
      requirements: [
        'Зачисление — по результатам государственного тестирования: математика первым предметом, физика вторым, плюс обязательный блок (родной язык, математика, история Узбекистана).',
        'Для английской группы нужен IELTS 5.5 или национальный сертификат CEFR B2; у кого его нет, в августе сдают наш тест на уровень английского.',
        'С собой: паспорт или ID-карта, аттестат (или диплом лицея, колледжа) с приложением, фото 3×4 и медицинская справка 086-У.',
      ],
      careers: [
        'Выпускники пишут код в продуктовых компаниях IT Park Uzbekistan, в аутсорсинговых фирмах с европейскими заказчиками, в цифровых командах коммерческих банков и в проектах электронного правительства.',
        'Первая должность — junior-разработчик бэкенда, фронтенда или мобильных приложений либо тестировщик; через три–пять лет многие становятся тимлидами или архитекторами решений.',
      ],
    },
    uz: {
      overview: [
        'Dasturiy injiniring — odamlar har kuni tayanadigan dasturlarni yaratish kasbi: buyurtmachi bilan birinchi suhbatdan loyihalash, kod yozish, sinov va ishga tushirishgacha, soʻng tizimni yillar davomida qoʻllab-quvvatlash.',
        'Talabalar birinchi haftadanoq kod yozadi va har semestrda besh kishilik jamoada haqiqiy loyiha ustida ishlaydi. Uchinchi kursdan loyihalar Toshkent va Samarqanddagi hamkor kompaniyalardan hamda universitetning oʻz xizmatlari — kutubxona katalogi, dars jadvali ilovasidan keladi.',
        'Taʼlim oʻzbek va ingliz tillarida; kechki guruh IT sohasida ishlab yurganlarga ishdan ajralmagan holda diplom olish imkonini beradi.',
      ],
      outcomes: [
        'Jamoada veb yoki mobil ilovani loyihalash, yozish va sinovdan oʻtkazish — Git, code review va uzluksiz integratsiya bilan.',
        'Maʼlumotlar tuzilmasi va algoritmni vaqt hamda xotira sarfiga qarab tanlash va tanlovni asoslab berish.',
        'Relyatsion maʼlumotlar bazasini loyihalash, tezkor SQL soʻrovlar yozish va shaxsiy maʼlumotlarni himoya qilish.',
        'Buyurtmachining istaklarini talablar, mehnat hajmi bahosi va relizlar rejasiga aylantirish.',
        'Xizmatni bulutda ishga tushirish, loglar va metrikalarni kuzatish, tunda ishdan chiqsa tiklash.',
      ],
      curriculum: [
        '1-kurs · 60 kredit: Matematik analiz; Diskret matematika; Python tilida dasturlash; Kompyuter arxitekturasi; Akademik ingliz tili; Oʻzbekiston tarixi',
        '2-kurs · 60 kredit: Maʼlumotlar tuzilmalari va algoritmlar; Java tilida obyektga yoʻnaltirilgan dasturlash; Maʼlumotlar bazasi va SQL; Chiziqli algebra va ehtimollar nazariyasi; Operatsion tizimlar; Jamoaviy loyiha I',
        '3-kurs · 60 kredit: Dasturiy taʼminot arxitekturasi; Veb-dasturlash; Android uchun mobil dasturlash; Kompyuter tarmoqlari; Dasturiy taʼminotni testlash; Hamkor kompaniya bilan jamoaviy loyiha',
        '4-kurs · 60 kredit: DevOps va bulutli hisoblash; Dasturiy loyihalarni boshqarish; Tanlov fani: mashinali oʻqitish, oʻyin yaratish yoki oʻrnatilgan tizimlar; Ishlab chiqarish amaliyoti (8 hafta); Bitiruv loyihasi (12 kredit)',
      ],
      requirements: [
        'Qabul davlat test sinovi natijasiga koʻra: birinchi fan — matematika, ikkinchi fan — fizika, shuningdek majburiy fanlar bloki (ona tili, matematika, Oʻzbekiston tarixi).',
        'Ingliz tilidagi guruh uchun IELTS 5.5 yoki milliy CEFR B2 sertifikati kerak; sertifikati yoʻqlar avgustda universitetning ingliz tili darajasini aniqlash testini topshiradi.',
        'Hujjatlar: pasport yoki ID-karta, maktab attestati (yoki litsey, kollej diplomi) ilovasi bilan, 3×4 surat va 086-U shaklidagi tibbiy maʼlumotnoma.',
      ],
      careers: [
        'Bitiruvchilar IT Park rezidenti boʻlgan mahsulot kompaniyalarida, Yevropa buyurtmachilari bilan ishlovchi autsorsing firmalarida, tijorat banklarining raqamli jamoalarida va elektron hukumat loyihalarida kod yozadi.',
        'Birinchi lavozim odatda junior backend, frontend yoki mobil dasturchi, yoxud QA muhandisi; uch-besh yildan soʻng koʻpchilik jamoa yetakchisi yoki yechimlar arxitektori boʻladi.',
      ],
    },
  },
  // Information Security, bachelor
  '60610300': {
    en: {
      overview: [
        'Information Security prepares the people who keep networks, banks’ systems and citizens’ data safe. The programme joins the mathematics of cryptography with the daily craft of configuring, watching and defending real systems.',
        'Most practical classes take place in the faculty’s cyber range, an isolated network of servers and routers where students attack and defend in pairs. Each spring our teams play capture-the-flag contests against other universities of Central Asia.',
        'Groups are taught in Uzbek and Russian, and the fourth year ends with a placement in a security operations centre or an audit firm.',
      ],
      outcomes: [
        'Harden Linux and Windows servers and network equipment against the attacks seen most often in the region.',
        'Find and responsibly report vulnerabilities in a web application by a documented penetration test.',
        'Explain how symmetric and public-key ciphers, hashes and digital signatures work, and use them correctly.',
        'Investigate an incident from logs and disk images and write a report that would stand up in court.',
        'Build an information security policy that follows Uzbek law on personal data and the ISO/IEC 27001 standard.',
      ],
      curriculum: [
        'Year 1 · 60 credits: Higher mathematics; Introduction to programming in C; Foundations of information security; Physics; Academic English; History of Uzbekistan',
        'Year 2 · 60 credits: Number theory and algebra for cryptography; Computer networks; Linux system administration; Databases; Operating systems security',
        'Year 3 · 60 credits: Cryptographic protocols; Network security and firewalls; Web application security; Secure software development; Malware analysis; Cyber range practice',
        'Year 4 · 60 credits: Digital forensics; Security risk management and audit; Information security law; Placement in a security operations centre; Graduation thesis (12 credits)',
      ],
      requirements: [
        'Enrolment follows the state test, where mathematics and physics are the two specialised subjects on top of the compulsory block.',
        'Teaching is in Uzbek and Russian, so no English certificate is required; a certificate of an informatics olympiad brings extra points at the interview.',
        'The application needs a passport or ID card, a certificate of secondary education with grades, a 3×4 photo and a 086-U health certificate; men also attach their military registration document.',
      ],
      careers: [
        'Graduates protect systems at the Cybersecurity Centre and other state bodies, in security teams of banks and mobile operators, and at audit and consulting firms.',
        'They start as SOC analysts, network security engineers or junior penetration testers, and many go on to certifications such as CompTIA Security+ or OSCP within two years.',
      ],
    },
    ru: {
      overview: [
        'Направление «Информационная безопасность» готовит тех, кто защищает сети, банковские системы и данные граждан. Здесь математика криптографии соединяется с ежедневным ремеслом: настроить, наблюдать, отразить атаку.',
        'Большинство практических занятий проходит на киберполигоне факультета — изолированной сети из серверов и маршрутизаторов, где студенты парами атакуют и защищаются. Каждую весну наши команды выступают в соревнованиях CTF против университетов Центральной Азии.',
        'Группы учатся на узбекском и русском языках, а четвёртый курс завершается практикой в центре мониторинга безопасности или аудиторской компании.',
      ],
      outcomes: [
        'Укрепить серверы Linux и Windows и сетевое оборудование против атак, самых частых в регионе.',
        'Провести документированный тест на проникновение веб-приложения и ответственно сообщить о найденных уязвимостях.',
        'Объяснить, как устроены симметричные и асимметричные шифры, хеш-функции и электронная подпись, и применять их без ошибок.',
        'Расследовать инцидент по журналам и образам дисков и составить отчёт, пригодный для суда.',
        'Разработать политику информационной безопасности по закону Узбекистана о персональных данных и стандарту ISO/IEC 27001.',
      ],
      curriculum: [
        '1 курс · 60 кредитов: Высшая математика; Введение в программирование на C; Основы информационной безопасности; Физика; Академический английский; История Узбекистана',
        '2 курс · 60 кредитов: Теория чисел и алгебра для криптографии; Компьютерные сети; Администрирование Linux; Базы данных; Безопасность операционных систем',
        '3 курс · 60 кредитов: Криптографические протоколы; Сетевая безопасность и межсетевые экраны; Безопасность веб-приложений; Безопасная разработка ПО; Анализ вредоносных программ; Практикум на киберполигоне',
        '4 курс · 60 кредитов: Компьютерная криминалистика; Управление рисками и аудит безопасности; Правовые основы защиты информации; Практика в центре мониторинга; Выпускная работа (12 кредитов)',
      ],
      requirements: [
        'Поступление — по государственному тестированию: профильные предметы математика и физика в дополнение к обязательному блоку.',
        'Обучение идёт на узбекском и русском, поэтому сертификат английского не требуется; диплом олимпиады по информатике даёт дополнительные баллы на собеседовании.',
        'Для заявки нужны паспорт или ID-карта, документ о среднем образовании с оценками, фото 3×4 и справка 086-У; юноши прикладывают также приписное свидетельство.',
      ],
      careers: [
        'Выпускники защищают системы в Центре кибербезопасности и других государственных органах, в службах безопасности банков и мобильных операторов, в аудиторских и консалтинговых компаниях.',
        'Начинают аналитиками SOC, инженерами сетевой безопасности или младшими пентестерами; многие за два года получают сертификаты уровня CompTIA Security+ или OSCP.',
      ],
    },
    uz: {
      overview: [
        'Axborot xavfsizligi yoʻnalishi tarmoqlar, bank tizimlari va fuqarolar maʼlumotlarini himoya qiladigan mutaxassislarni tayyorlaydi. Kriptografiya matematikasi bu yerda tizimni sozlash, kuzatish va hujumni qaytarishdek kundalik hunar bilan uygʻunlashadi.',
        'Amaliy mashgʻulotlarning aksariyati fakultetning kiberpoligonida — serverlar va marshrutizatorlardan iborat alohida tarmoqda oʻtadi, talabalar juft boʻlib hujum qiladi va himoyalanadi. Har bahorda jamoalarimiz Markaziy Osiyo universitetlari bilan CTF musobaqalarida bellashadi.',
        'Guruhlar oʻzbek va rus tillarida oʻqiydi; toʻrtinchi kurs xavfsizlik monitoringi markazi yoki audit kompaniyasidagi amaliyot bilan yakunlanadi.',
      ],
      outcomes: [
        'Linux va Windows serverlari hamda tarmoq uskunalarini mintaqada eng koʻp uchraydigan hujumlardan mustahkamlash.',
        'Veb-ilovada hujjatlashtirilgan kirib borish testini oʻtkazish va topilgan zaifliklar haqida masʼuliyat bilan xabar berish.',
        'Simmetrik va ochiq kalitli shifrlar, xesh-funksiyalar va elektron raqamli imzo qanday ishlashini tushuntirish va ularni xatosiz qoʻllash.',
        'Hodisani jurnallar va disk nusxalari asosida tekshirish hamda sudda dalil boʻla oladigan hisobot yozish.',
        'Shaxsga doir maʼlumotlar toʻgʻrisidagi qonun va ISO/IEC 27001 standartiga mos axborot xavfsizligi siyosatini ishlab chiqish.',
      ],
      curriculum: [
        '1-kurs · 60 kredit: Oliy matematika; C tilida dasturlashga kirish; Axborot xavfsizligi asoslari; Fizika; Akademik ingliz tili; Oʻzbekiston tarixi',
        '2-kurs · 60 kredit: Kriptografiya uchun sonlar nazariyasi va algebra; Kompyuter tarmoqlari; Linux tizimini boshqarish; Maʼlumotlar bazasi; Operatsion tizimlar xavfsizligi',
        '3-kurs · 60 kredit: Kriptografik protokollar; Tarmoq xavfsizligi va tarmoqlararo ekranlar; Veb-ilovalar xavfsizligi; Xavfsiz dasturlash; Zararli dasturlar tahlili; Kiberpoligonda amaliyot',
        '4-kurs · 60 kredit: Kompyuter kriminalistikasi; Xavfsizlik risklarini boshqarish va audit; Axborotni himoya qilishning huquqiy asoslari; Monitoring markazida amaliyot; Bitiruv malakaviy ishi (12 kredit)',
      ],
      requirements: [
        'Oʻqishga qabul davlat test sinovi orqali: majburiy fanlar blokidan tashqari mutaxassislik fanlari — matematika va fizika.',
        'Taʼlim oʻzbek va rus tillarida boʻlgani uchun ingliz tili sertifikati talab qilinmaydi; informatika olimpiadasi diplomi suhbatda qoʻshimcha ball beradi.',
        'Arizaga pasport yoki ID-karta, baholar koʻrsatilgan oʻrta taʼlim hujjati, 3×4 surat va 086-U maʼlumotnomasi ilova qilinadi; yigitlar harbiy hisob guvohnomasini ham qoʻshadi.',
      ],
      careers: [
        'Bitiruvchilar Kiberxavfsizlik markazi va boshqa davlat idoralarida, banklar va mobil aloqa operatorlarining xavfsizlik xizmatlarida, audit va konsalting kompaniyalarida ishlaydi.',
        'Ular SOC tahlilchisi, tarmoq xavfsizligi muhandisi yoki kichik pentester sifatida boshlaydi; koʻpchilik ikki yil ichida CompTIA Security+ yoki OSCP kabi sertifikatlarni oladi.',
      ],
    },
  },
  // Computer Science, master
  '70610501': {
    en: {
      overview: [
        'The master’s programme in Computer Science is for graduates who want to work where software meets research: machine learning, distributed systems and the algorithms behind them. All teaching is in English, in small groups of up to twenty.',
        'From the first semester every student joins one of the faculty’s research groups, Natural Language Processing for Uzbek or Distributed and Cloud Systems, and works with a supervisor on a problem that becomes the thesis.',
        'Visiting professors from partner universities in Korea and Germany teach one module each year, and the best theses are presented at international workshops.',
      ],
      outcomes: [
        'Train, evaluate and explain machine-learning models, including language models for low-resource languages such as Uzbek.',
        'Design systems that keep working across many machines, and prove what they guarantee.',
        'Read current research papers critically and reproduce their results.',
        'Write a paper in English that meets the standard of a peer-reviewed conference.',
        'Lead a technical team through a research-heavy project from question to working prototype.',
      ],
      curriculum: [
        'Year 1 · 60 credits: Advanced algorithms; Machine learning; Distributed systems; Research methods in computing; Deep learning for natural language; Research seminar I',
        'Year 2 · 60 credits: Elective: computer vision, cloud-native systems or information retrieval; Scientific writing in English; Teaching practice; Research seminar II; Master’s thesis (30 credits)',
      ],
      requirements: [
        'A bachelor’s degree in computer science, software engineering, mathematics or a close field, with a transcript showing programming and discrete mathematics.',
        'An entrance examination in computer science (algorithms, data structures, databases, networks) and an interview about the intended research topic.',
        'English at IELTS 6.0, or a national certificate at CEFR B2 or higher, since the whole programme is taught in English.',
      ],
      careers: [
        'Graduates become machine-learning engineers at Silk Road Software and other large IT employers, data scientists at banks and telecom operators, and backend architects at growing start-ups.',
        'About a quarter continue to a doctorate, here or abroad, and several teach computing at universities in Samarkand and Tashkent.',
      ],
    },
    ru: {
      overview: [
        'Магистратура «Компьютерные науки» — для тех, кто хочет работать на стыке разработки и исследований: машинное обучение, распределённые системы и алгоритмы, которые за ними стоят. Всё обучение на английском, группы до двадцати человек.',
        'С первого семестра каждый магистрант входит в одну из научных групп факультета — «Обработка узбекского языка» или «Распределённые и облачные системы» — и вместе с руководителем работает над задачей, из которой вырастает диссертация.',
        'Приглашённые профессора из университетов-партнёров Кореи и Германии ежегодно читают по одному модулю, а лучшие работы представляются на международных семинарах.',
      ],
      outcomes: [
        'Обучать, оценивать и объяснять модели машинного обучения, в том числе языковые модели для малоресурсных языков вроде узбекского.',
        'Проектировать системы, которые работают на многих машинах, и доказывать их гарантии.',
        'Критически читать свежие научные статьи и воспроизводить их результаты.',
        'Написать статью на английском на уровне рецензируемой конференции.',
        'Вести техническую команду через исследовательский проект — от вопроса до работающего прототипа.',
      ],
      curriculum: [
        '1 год · 60 кредитов: Продвинутые алгоритмы; Машинное обучение; Распределённые системы; Методология исследований в информатике; Глубокое обучение для обработки языка; Научный семинар I',
        '2 год · 60 кредитов: Курс по выбору: компьютерное зрение, облачные системы или информационный поиск; Научное письмо на английском; Педагогическая практика; Научный семинар II; Магистерская диссертация (30 кредитов)',
      ],
      requirements: [
        'Диплом бакалавра по информатике, программной инженерии, математике или близкому направлению с приложением, где есть программирование и дискретная математика.',
        'Вступительный экзамен по информатике (алгоритмы, структуры данных, базы данных, сети) и собеседование о будущей теме исследования.',
        'Английский на уровне IELTS 6.0 или национальный сертификат не ниже CEFR B2 — вся программа идёт на английском.',
      ],
      careers: [
        'Выпускники работают инженерами машинного обучения в Silk Road Software и других крупных IT-компаниях, аналитиками данных в банках и у операторов связи, архитекторами бэкенда в растущих стартапах.',
        'Около четверти продолжают учёбу в докторантуре — у нас или за рубежом, несколько человек преподают информатику в вузах Самарканда и Ташкента.',
      ],
    },
    uz: {
      overview: [
        '«Kompyuter fanlari» magistraturasi dasturlash va ilmiy tadqiqot tutashgan joyda ishlamoqchi boʻlganlar uchun: mashinali oʻqitish, taqsimlangan tizimlar va ularning ortidagi algoritmlar. Butun taʼlim ingliz tilida, guruhlar yigirma kishigacha.',
        'Birinchi semestrdanoq har bir magistrant fakultetning ilmiy guruhlaridan biriga — «Oʻzbek tilini kompyuterda qayta ishlash» yoki «Taqsimlangan va bulutli tizimlar» — qoʻshiladi va ilmiy rahbari bilan dissertatsiyaga aylanadigan masala ustida ishlaydi.',
        'Koreya va Germaniyadagi hamkor universitetlardan kelgan professorlar har yili bittadan modul oʻqiydi, eng yaxshi ishlar xalqaro seminarlarda taqdim etiladi.',
      ],
      outcomes: [
        'Mashinali oʻqitish modellarini, jumladan oʻzbek tili kabi resurslari kam tillar uchun til modellarini oʻqitish, baholash va tushuntirish.',
        'Koʻp mashinalarda barqaror ishlaydigan tizimlarni loyihalash va ularning kafolatlarini isbotlash.',
        'Yangi ilmiy maqolalarni tanqidiy oʻqish va natijalarini takrorlab koʻrish.',
        'Taqrizli konferensiya talablariga javob beradigan maqolani ingliz tilida yozish.',
        'Texnik jamoani tadqiqot loyihasida savoldan ishlaydigan prototipgacha boshqarish.',
      ],
      curriculum: [
        '1-yil · 60 kredit: Murakkab algoritmlar; Mashinali oʻqitish; Taqsimlangan tizimlar; Informatikada tadqiqot metodologiyasi; Tabiiy tilni qayta ishlash uchun chuqur oʻqitish; Ilmiy seminar I',
        '2-yil · 60 kredit: Tanlov fani: kompyuter koʻrishi, bulutli tizimlar yoki axborot qidiruvi; Ingliz tilida ilmiy yozuv; Pedagogik amaliyot; Ilmiy seminar II; Magistrlik dissertatsiyasi (30 kredit)',
      ],
      requirements: [
        'Informatika, dasturiy injiniring, matematika yoki yaqin yoʻnalish boʻyicha bakalavr diplomi; ilovasida dasturlash va diskret matematika fanlari boʻlishi kerak.',
        'Informatika boʻyicha kirish imtihoni (algoritmlar, maʼlumotlar tuzilmalari, maʼlumotlar bazasi, tarmoqlar) va kelgusidagi tadqiqot mavzusi haqida suhbat.',
        'Ingliz tili IELTS 6.0 yoki kamida CEFR B2 darajasidagi milliy sertifikat bilan tasdiqlanadi, chunki dastur toʻliq ingliz tilida oʻtadi.',
      ],
      careers: [
        'Bitiruvchilar Silk Road Software va boshqa yirik IT kompaniyalarida mashinali oʻqitish muhandisi, banklar va aloqa operatorlarida maʼlumotlar tahlilchisi, oʻsib borayotgan startaplarda backend arxitektori boʻlib ishlaydi.',
        'Taxminan chorak qismi bizda yoki xorijda doktoranturada oʻqishni davom ettiradi, bir nechtasi Samarqand va Toshkent oliygohlarida informatikadan dars beradi.',
      ],
    },
  },
}
