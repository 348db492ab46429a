// Faculty of Engineering: its programmes' pages.
import type { ProgramCopies } from './types'

export const engineeringProgrammes: ProgramCopies = {
  // Civil Engineering, bachelor
  '60730100': {
    en: {
      overview: [
        'Civil Engineering prepares engineers who design and build houses, schools, bridges and roads that stand for a century in a region where earthquakes are a fact of life. Seismic design runs through the programme from the second year on.',
        'Students test concrete, steel and soil samples in the faculty’s materials laboratory, survey the campus with total stations and drones, and spend two summers on construction sites of our partners, including new residential quarters in Samarkand.',
        'The part-time form is chosen by site foremen and technicians who want an engineer’s diploma; they keep working and come for sessions in January and June.',
      ],
      outcomes: [
        'Design reinforced-concrete and steel frames to the Uzbek building codes (ShNK) and Eurocodes, including for seismic zones of 8 and 9 points.',
        'Produce drawings and a building information model in AutoCAD and Revit.',
        'Survey a site, read a geological report and choose a suitable foundation.',
        'Estimate the cost of a building and draw up a construction schedule.',
        'Supervise work on site for quality and safety and sign off what has been built.',
      ],
      curriculum: [
        'Year 1 · 60 credits: Higher mathematics; Physics; Descriptive geometry and engineering drawing; Building materials; Introduction to civil engineering; History of Uzbekistan',
        'Year 2 · 60 credits: Theoretical mechanics; Strength of materials; Engineering geodesy; Engineering geology and soil mechanics; AutoCAD and Revit; Surveying practice',
        'Year 3 · 60 credits: Structural analysis; Reinforced-concrete structures; Steel structures; Foundations; Earthquake engineering; Construction site placement',
        'Year 4 · 60 credits: Construction technology and management; Cost estimating; Water supply and sewerage; Building safety and codes; Diploma project of a building (12 credits)',
      ],
      requirements: [
        'Admission is decided by the state test with mathematics first and physics second among the specialised subjects.',
        'Part-time applicants need a finished secondary or vocational education; a technician’s diploma in construction is an advantage.',
        'The documents to upload are a passport or ID card, the certificate or diploma of previous education, a 3×4 photo and a medical report on form 086-U confirming fitness for site work.',
      ],
      careers: [
        'Our civil engineers design at state project institutes and private design bureaus, and run sites for general contractors and the developers of Samarkand’s new districts.',
        'Others check buildings for the state construction inspectorate, work in the road agency, or manage the technical side of hokimiyats’ building programmes.',
      ],
    },
    ru: {
      overview: [
        'Направление «Строительство» готовит инженеров, которые проектируют и возводят дома, школы, мосты и дороги на сто лет — в регионе, где землетрясения неизбежны. Сейсмостойкое проектирование проходит через всю программу начиная со второго курса.',
        'Студенты испытывают образцы бетона, стали и грунта в лаборатории строительных материалов, снимают территорию кампуса тахеометрами и дронами и проводят два лета на стройках партнёров, в том числе в новых жилых кварталах Самарканда.',
        'Заочную форму выбирают прорабы и техники, которым нужен инженерный диплом: они продолжают работать и приезжают на сессии в январе и июне.',
      ],
      outcomes: [
        'Проектировать железобетонные и стальные каркасы по узбекским нормам (ШНК) и еврокодам, в том числе для зон сейсмичностью 8 и 9 баллов.',
        'Выпускать чертежи и информационную модель здания в AutoCAD и Revit.',
        'Выполнить изыскания на участке, прочитать геологическое заключение и подобрать фундамент.',
        'Составить смету здания и календарный план строительства.',
        'Вести технадзор на стройке за качеством и безопасностью и принимать выполненные работы.',
      ],
      curriculum: [
        '1 курс · 60 кредитов: Высшая математика; Физика; Начертательная геометрия и инженерная графика; Строительные материалы; Введение в специальность; История Узбекистана',
        '2 курс · 60 кредитов: Теоретическая механика; Сопротивление материалов; Инженерная геодезия; Инженерная геология и механика грунтов; AutoCAD и Revit; Геодезическая практика',
        '3 курс · 60 кредитов: Строительная механика; Железобетонные конструкции; Металлические конструкции; Основания и фундаменты; Сейсмостойкое строительство; Практика на стройплощадке',
        '4 курс · 60 кредитов: Технология и организация строительства; Сметное дело; Водоснабжение и канализация; Безопасность зданий и нормы; Дипломный проект здания (12 кредитов)',
      ],
      requirements: [
        'Решение о зачислении принимается по государственному тесту: математика — первый профильный предмет, физика — второй.',
        'Для заочной формы нужно законченное среднее или профессиональное образование; диплом техника-строителя будет преимуществом.',
        'Загружаются паспорт или ID-карта, аттестат или диплом о предыдущем образовании, фото 3×4 и медицинское заключение по форме 086-У о годности к работе на стройке.',
      ],
      careers: [
        'Наши инженеры-строители проектируют в государственных проектных институтах и частных бюро, руководят объектами у генподрядчиков и застройщиков новых районов Самарканда.',
        'Другие проверяют здания в Государственной инспекции строительного надзора, работают в дорожном агентстве или ведут техническую часть строительных программ хокимиятов.',
      ],
    },
    uz: {
      overview: [
        '«Qurilish muhandisligi» yoʻnalishi zilzila odatiy hol boʻlgan mintaqada yuz yil turadigan uylar, maktablar, koʻpriklar va yoʻllarni loyihalaydigan va quradigan muhandislarni tayyorlaydi. Seysmik loyihalash ikkinchi kursdan boshlab butun dastur boʻylab davom etadi.',
        'Talabalar qurilish materiallari laboratoriyasida beton, poʻlat va grunt namunalarini sinaydi, kampus hududini taxeometr va dronlar yordamida oʻlchaydi, ikki yozni hamkorlarning qurilish maydonlarida, jumladan Samarqandning yangi turar-joy mavzelarida oʻtkazadi.',
        'Sirtqi shaklni muhandislik diplomi kerak boʻlgan prorab va texniklar tanlaydi: ular ishni davom ettiradi va yanvar hamda iyun oylarida sessiyaga keladi.',
      ],
      outcomes: [
        'Temir-beton va poʻlat karkaslarni Oʻzbekiston qurilish normalari (ShNK) va Yevrokodlar boʻyicha, jumladan 8 va 9 balli seysmik hududlar uchun loyihalash.',
        'AutoCAD va Revit dasturlarida chizmalar hamda binoning axborot modelini tayyorlash.',
        'Maydonda qidiruv ishlarini bajarish, geologik xulosani oʻqish va mos poydevorni tanlash.',
        'Bino smetasi va qurilishning kalendar rejasini tuzish.',
        'Qurilishda sifat va xavfsizlik ustidan texnik nazoratni olib borish hamda bajarilgan ishlarni qabul qilish.',
      ],
      curriculum: [
        '1-kurs · 60 kredit: Oliy matematika; Fizika; Chizma geometriya va muhandislik grafikasi; Qurilish materiallari; Mutaxassislikka kirish; Oʻzbekiston tarixi',
        '2-kurs · 60 kredit: Nazariy mexanika; Materiallar qarshiligi; Muhandislik geodeziyasi; Muhandislik geologiyasi va gruntlar mexanikasi; AutoCAD va Revit; Geodeziya amaliyoti',
        '3-kurs · 60 kredit: Qurilish mexanikasi; Temir-beton konstruksiyalar; Metall konstruksiyalar; Zamin va poydevorlar; Zilzilabardosh qurilish; Qurilish maydonida amaliyot',
        '4-kurs · 60 kredit: Qurilish texnologiyasi va tashkil etish; Smeta ishi; Suv taʼminoti va kanalizatsiya; Bino xavfsizligi va normalar; Bino boʻyicha diplom loyihasi (12 kredit)',
      ],
      requirements: [
        'Qabul qilish toʻgʻrisidagi qaror davlat testi asosida chiqariladi: birinchi mutaxassislik fani matematika, ikkinchisi fizika.',
        'Sirtqi shakl uchun tugallangan oʻrta yoki kasb-hunar taʼlimi kerak; qurilish texnigi diplomi afzallik beradi.',
        'Pasport yoki ID-karta, avvalgi taʼlim toʻgʻrisidagi attestat yoki diplom, 3×4 surat va qurilishda ishlashga yaroqlilik haqidagi 086-U shaklidagi tibbiy xulosa yuklanadi.',
      ],
      careers: [
        'Qurilish muhandislarimiz davlat loyiha institutlari va xususiy byurolarda loyihalaydi, bosh pudratchilar va Samarqandning yangi mavzelarini quruvchi developerlarda obyektlarga rahbarlik qiladi.',
        'Boshqalari Qurilish nazorati inspeksiyasida binolarni tekshiradi, avtomobil yoʻllari agentligida ishlaydi yoki hokimliklarning qurilish dasturlarining texnik qismini yuritadi.',
      ],
    },
  },
  // Electrical Engineering, bachelor
  '60710100': {
    en: {
      overview: [
        'Electrical Engineering covers how electricity is generated, carried and used, from a power station to a factory motor and the rooftop solar panel. Uzbekistan is building gigawatts of solar and wind capacity, and the programme gives renewable energy and smart grids a full year of study.',
        'The faculty’s high-voltage and power electronics laboratories were equipped with Aral Energy, the faculty’s industrial partner, and students program real relay protection terminals and PLCs rather than simulations only.',
        'Teaching is in Uzbek and Russian, with technical English throughout so that graduates can read manufacturers’ manuals and standards.',
      ],
      outcomes: [
        'Calculate the loads, cables and protection of a building’s or a workshop’s electrical installation.',
        'Model a power network and check its stability and short-circuit currents.',
        'Design a grid-connected solar plant, from panel layout to inverter choice and yield estimate.',
        'Set up relay protection and automation and program a PLC for a control task.',
        'Work safely on installations up to and above 1000 volts, following the rules of electrical safety.',
      ],
      curriculum: [
        'Year 1 · 60 credits: Higher mathematics; Physics; Engineering drawing; Programming basics; Technical English; History of Uzbekistan',
        'Year 2 · 60 credits: Theory of electrical circuits; Electrical measurements; Electronics; Electrical machines; Materials for electrical engineering',
        'Year 3 · 60 credits: Power systems and networks; Power electronics; Relay protection; Renewable energy sources; Automation and PLC programming; Placement at a power plant',
        'Year 4 · 60 credits: Smart grids; Electric drives; Power supply of industrial enterprises; Electrical safety; Graduation thesis (12 credits)',
      ],
      requirements: [
        'Applicants are ranked by their state test results in physics and mathematics, the specialised pair for energy directions.',
        'Winners of regional or national physics olympiads in the last two years are admitted on the olympiad result, subject to the university’s rules.',
        'Prepare scans of the passport or ID card, the school, lyceum or college document with grades, a 3×4 photo and the 086-U certificate, which must not exclude work at heights.',
      ],
      careers: [
        'Graduates join the national grid operator and regional electricity networks, thermal power plants, and the international developers building and running the new solar and wind farms of the Samarkand and Navoi regions.',
        'Industrial plants, from the Samarkand lift factory to cement works, hire them as shift electrical engineers, and design firms employ them for power supply projects.',
      ],
    },
    ru: {
      overview: [
        'Электротехника — это то, как электричество вырабатывается, передаётся и используется: от электростанции до двигателя на заводе и солнечной панели на крыше. Узбекистан строит гигаватты солнечных и ветровых мощностей, поэтому возобновляемой энергетике и умным сетям в программе отведён целый год.',
        'Лаборатории высоких напряжений и силовой электроники оснащены вместе с индустриальным партнёром факультета — компанией «Арал Энерджи», и студенты программируют настоящие терминалы релейной защиты и ПЛК, а не только модели.',
        'Обучение ведётся на узбекском и русском, технический английский идёт через все курсы, чтобы выпускники свободно читали руководства производителей и стандарты.',
      ],
      outcomes: [
        'Рассчитать нагрузки, кабели и защиту электроустановки здания или цеха.',
        'Смоделировать электрическую сеть и проверить её устойчивость и токи короткого замыкания.',
        'Спроектировать сетевую солнечную станцию — от раскладки панелей до выбора инвертора и оценки выработки.',
        'Настроить релейную защиту и автоматику и запрограммировать ПЛК для задачи управления.',
        'Безопасно работать в электроустановках до и выше 1000 вольт по правилам электробезопасности.',
      ],
      curriculum: [
        '1 курс · 60 кредитов: Высшая математика; Физика; Инженерная графика; Основы программирования; Технический английский; История Узбекистана',
        '2 курс · 60 кредитов: Теоретические основы электротехники; Электрические измерения; Электроника; Электрические машины; Электротехническое материаловедение',
        '3 курс · 60 кредитов: Электроэнергетические системы и сети; Силовая электроника; Релейная защита; Возобновляемые источники энергии; Автоматика и программирование ПЛК; Практика на электростанции',
        '4 курс · 60 кредитов: Интеллектуальные электросети; Электропривод; Электроснабжение промышленных предприятий; Электробезопасность; Выпускная работа (12 кредитов)',
      ],
      requirements: [
        'Абитуриентов ранжируют по результатам государственного теста по физике и математике — профильной паре для энергетических направлений.',
        'Победители областных и республиканских олимпиад по физике последних двух лет зачисляются по результату олимпиады согласно правилам университета.',
        'Подготовьте сканы паспорта или ID-карты, документа об окончании школы, лицея или колледжа с оценками, фото 3×4 и справки 086-У без ограничений на работу на высоте.',
      ],
      careers: [
        'Выпускники приходят в национального оператора электросетей и региональные электросети, на тепловые электростанции, к международным компаниям, которые строят и обслуживают новые солнечные и ветровые станции Самаркандской и Навоийской областей.',
        'Промышленные предприятия — от самаркандского лифтостроительного завода до цементных комбинатов — берут их сменными инженерами-электриками, проектные фирмы — на проекты электроснабжения.',
      ],
    },
    uz: {
      overview: [
        'Elektrotexnika elektr energiyasi qanday ishlab chiqarilishi, uzatilishi va ishlatilishini oʻrgatadi: elektr stansiyasidan zavoddagi dvigatel va tom ustidagi quyosh panelgacha. Oʻzbekiston gigavattlab quyosh va shamol quvvatlarini qurmoqda, shu bois dasturda qayta tiklanuvchi energetika va aqlli tarmoqlarga butun bir yil ajratilgan.',
        'Yuqori kuchlanish va kuch elektronikasi laboratoriyalari fakultetning sanoat hamkori Orol Energy kompaniyasi bilan birgalikda jihozlangan; talabalar faqat modellarni emas, haqiqiy rele himoyasi terminallari va PLKlarni dasturlaydi.',
        'Taʼlim oʻzbek va rus tillarida; texnik ingliz tili barcha kurslarda oʻtiladi, toki bitiruvchilar ishlab chiqaruvchilar qoʻllanmalari va standartlarni bemalol oʻqiy olsin.',
      ],
      outcomes: [
        'Bino yoki sex elektr qurilmasining yuklamalari, kabellari va himoyasini hisoblash.',
        'Elektr tarmogʻini modellashtirish, uning barqarorligi va qisqa tutashuv toklarini tekshirish.',
        'Tarmoqqa ulangan quyosh stansiyasini loyihalash — panellarni joylashtirishdan invertor tanlash va ishlab chiqarishni baholashgacha.',
        'Rele himoyasi va avtomatikani sozlash, boshqaruv masalasi uchun PLKni dasturlash.',
        '1000 voltgacha va undan yuqori elektr qurilmalarida elektr xavfsizligi qoidalariga amal qilib xavfsiz ishlash.',
      ],
      curriculum: [
        '1-kurs · 60 kredit: Oliy matematika; Fizika; Muhandislik grafikasi; Dasturlash asoslari; Texnik ingliz tili; Oʻzbekiston tarixi',
        '2-kurs · 60 kredit: Elektrotexnikaning nazariy asoslari; Elektr oʻlchovlar; Elektronika; Elektr mashinalari; Elektrotexnik materialshunoslik',
        '3-kurs · 60 kredit: Elektr energetika tizimlari va tarmoqlari; Kuch elektronikasi; Rele himoyasi; Qayta tiklanuvchi energiya manbalari; Avtomatika va PLK dasturlash; Elektr stansiyasida amaliyot',
        '4-kurs · 60 kredit: Aqlli elektr tarmoqlari; Elektr yuritma; Sanoat korxonalarini elektr bilan taʼminlash; Elektr xavfsizligi; Bitiruv malakaviy ishi (12 kredit)',
      ],
      requirements: [
        'Abituriyentlar energetika yoʻnalishlari uchun mutaxassislik juftligi boʻlgan fizika va matematikadan davlat testi natijalariga koʻra saralanadi.',
        'Soʻnggi ikki yilda fizika boʻyicha viloyat va respublika olimpiadalari gʻoliblari universitet qoidalariga koʻra olimpiada natijasi bilan qabul qilinadi.',
        'Pasport yoki ID-karta, maktab, litsey yoki kollejni tugatganlik haqidagi baholi hujjat, 3×4 surat va balandlikda ishlashga cheklov koʻrsatilmagan 086-U maʼlumotnomasi skanerlarini tayyorlang.',
      ],
      careers: [
        'Bitiruvchilar Milliy elektr tarmoqlari va hududiy elektr tarmoqlari korxonalariga, issiqlik elektr stansiyalariga, Samarqand va Navoiy viloyatlarida yangi quyosh va shamol stansiyalarini quruvchi va ishlatuvchi xalqaro kompaniyalarga ishga kiradi.',
        'Samarqand lift zavodidan sement kombinatlarigacha boʻlgan sanoat korxonalari ularni navbatchi elektr muhandisi sifatida, loyiha firmalari esa elektr taʼminoti loyihalari uchun ishga oladi.',
      ],
    },
  },
  // Mechanical Engineering, bachelor
  '60710400': {
    en: {
      overview: [
        'Mechanical Engineering is about machines: how to design a part, choose its material, make it and keep it running. The programme is built with the car and agricultural machinery plants of the region, so students learn on the equipment they will meet at work.',
        'In the faculty’s workshop students turn, mill and weld their own parts, and in the digital manufacturing lab they design in SolidWorks and make prototypes on CNC machines and 3D printers. Each year ends with a team building a working machine, from a small conveyor to a cotton-cleaning unit model.',
        'The programme is taught in Uzbek, and its evening group is popular with technicians of local plants who study after their shift.',
      ],
      outcomes: [
        'Design a machine part or assembly in SolidWorks, with drawings that a workshop can make without questions.',
        'Calculate the strength, wear and service life of gears, shafts and bearings.',
        'Choose a manufacturing process and write a CNC program for a part.',
        'Plan maintenance for a production line and find the cause of a breakdown.',
        'Apply quality management and measurement to keep parts within tolerance.',
      ],
      curriculum: [
        'Year 1 · 60 credits: Higher mathematics; Physics; Descriptive geometry and drawing; Chemistry; Introduction to mechanical engineering; History of Uzbekistan',
        'Year 2 · 60 credits: Theoretical mechanics; Strength of materials; Materials science; Workshop practice: turning, milling, welding; Computer-aided design in SolidWorks',
        'Year 3 · 60 credits: Machine elements; Theory of mechanisms and machines; Manufacturing technology; Hydraulics and pneumatics; CNC programming; Placement at a machine-building plant',
        'Year 4 · 60 credits: Agricultural and automotive machinery; Maintenance and reliability; Metrology and quality management; Team machine project; Graduation thesis (12 credits)',
      ],
      requirements: [
        'The state test decides admission; its specialised subjects for this direction are mathematics and physics, weighted equally.',
        'Since teaching is only in Uzbek, applicants educated in another language should be ready to study technical subjects in Uzbek from the first semester.',
        'Attach the passport or ID card, the secondary education document with its marks, a 3×4 photograph and a 086-U form; evening-group applicants may add a reference from their plant.',
      ],
      careers: [
        'Graduates design and run production at UzAuto Motors and its suppliers, at agricultural machinery makers such as the Tashkent tractor plant, and at textile and food factories of the Samarkand region.',
        'Many work as maintenance and production engineers, technologists and CNC programmers; some start their own workshops making spare parts.',
      ],
    },
    ru: {
      overview: [
        'Машиностроение — это машины: как спроектировать деталь, выбрать материал, изготовить её и поддерживать в работе. Программа составлена вместе с автомобильными и сельскохозяйственными заводами региона, и студенты учатся на том оборудовании, которое встретят на работе.',
        'В мастерских факультета студенты сами точат, фрезеруют и сваривают детали, а в лаборатории цифрового производства проектируют в SolidWorks и изготавливают прототипы на станках с ЧПУ и 3D-принтерах. Каждый год завершается командной сборкой работающей машины — от небольшого конвейера до модели хлопкоочистительного агрегата.',
        'Обучение ведётся на узбекском; вечернюю группу выбирают техники местных заводов, которые учатся после смены.',
      ],
      outcomes: [
        'Спроектировать деталь или узел в SolidWorks с чертежами, по которым цех изготовит их без вопросов.',
        'Рассчитать прочность, износ и ресурс зубчатых передач, валов и подшипников.',
        'Выбрать технологию изготовления и написать управляющую программу для станка с ЧПУ.',
        'Спланировать техническое обслуживание производственной линии и найти причину поломки.',
        'Применять управление качеством и измерения, чтобы детали оставались в допуске.',
      ],
      curriculum: [
        '1 курс · 60 кредитов: Высшая математика; Физика; Начертательная геометрия и черчение; Химия; Введение в машиностроение; История Узбекистана',
        '2 курс · 60 кредитов: Теоретическая механика; Сопротивление материалов; Материаловедение; Слесарная, токарная, фрезерная и сварочная практика; Компьютерное проектирование в SolidWorks',
        '3 курс · 60 кредитов: Детали машин; Теория механизмов и машин; Технология машиностроения; Гидравлика и пневматика; Программирование станков с ЧПУ; Практика на машиностроительном заводе',
        '4 курс · 60 кредитов: Сельскохозяйственные машины и автомобили; Техническое обслуживание и надёжность; Метрология и управление качеством; Командный проект машины; Выпускная работа (12 кредитов)',
      ],
      requirements: [
        'Зачисление решает государственный тест; профильные предметы этого направления — математика и физика, с равным весом.',
        'Обучение только на узбекском, поэтому выпускникам школ с другим языком обучения стоит быть готовыми изучать технические дисциплины на узбекском с первого семестра.',
        'Приложите паспорт или ID-карту, документ о среднем образовании с оценками, фотографию 3×4 и форму 086-У; поступающие в вечернюю группу могут добавить характеристику с завода.',
      ],
      careers: [
        'Выпускники проектируют и ведут производство на UzAuto Motors и у его поставщиков, у производителей сельхозтехники вроде Ташкентского тракторного завода, на текстильных и пищевых фабриках Самаркандской области.',
        'Многие работают инженерами по ремонту и производству, технологами, программистами ЧПУ; кто-то открывает собственные мастерские по выпуску запчастей.',
      ],
    },
    uz: {
      overview: [
        'Mashinasozlik — bu mashinalar haqida: detalni qanday loyihalash, materialini tanlash, tayyorlash va ishlatib turish. Dastur viloyatning avtomobil va qishloq xoʻjaligi texnikasi zavodlari bilan birgalikda tuzilgan, shuning uchun talabalar ishda duch keladigan uskunalarda oʻqiydi.',
        'Fakultet ustaxonasida talabalar detallarni oʻzlari yoʻnadi, frezalaydi va payvandlaydi, raqamli ishlab chiqarish laboratoriyasida esa SolidWorksda loyihalab, RDB dastgohlari va 3D printerlarda prototip yasaydi. Har bir oʻquv yili jamoa boʻlib ishlaydigan mashina — kichik konveyerdan paxta tozalash agregati modeligacha — yigʻish bilan tugaydi.',
        'Taʼlim oʻzbek tilida olib boriladi; kechki guruhni smenadan keyin oʻqiydigan mahalliy zavodlar texniklari tanlaydi.',
      ],
      outcomes: [
        'SolidWorksda detal yoki uzelni sex savolsiz tayyorlay oladigan chizmalari bilan loyihalash.',
        'Tishli uzatmalar, vallar va podshipniklarning mustahkamligi, yeyilishi va resursini hisoblash.',
        'Tayyorlash texnologiyasini tanlash va RDB dastgohi uchun boshqaruv dasturini yozish.',
        'Ishlab chiqarish liniyasiga texnik xizmat koʻrsatishni rejalashtirish va nosozlik sababini topish.',
        'Detallar ruxsat etilgan chegarada qolishi uchun sifat menejmenti va oʻlchovlarni qoʻllash.',
      ],
      curriculum: [
        '1-kurs · 60 kredit: Oliy matematika; Fizika; Chizma geometriya va chizmachilik; Kimyo; Mashinasozlikka kirish; Oʻzbekiston tarixi',
        '2-kurs · 60 kredit: Nazariy mexanika; Materiallar qarshiligi; Materialshunoslik; Chilangarlik, tokarlik, frezalash va payvandlash amaliyoti; SolidWorksda kompyuterli loyihalash',
        '3-kurs · 60 kredit: Mashina detallari; Mexanizmlar va mashinalar nazariyasi; Mashinasozlik texnologiyasi; Gidravlika va pnevmatika; RDB dastgohlarini dasturlash; Mashinasozlik zavodida amaliyot',
        '4-kurs · 60 kredit: Qishloq xoʻjaligi mashinalari va avtomobillar; Texnik xizmat va ishonchlilik; Metrologiya va sifat menejmenti; Jamoaviy mashina loyihasi; Bitiruv malakaviy ishi (12 kredit)',
      ],
      requirements: [
        'Qabulni davlat testi hal qiladi; bu yoʻnalishning mutaxassislik fanlari — teng vaznli matematika va fizika.',
        'Taʼlim faqat oʻzbek tilida boʻlgani uchun boshqa tilda oʻqigan abituriyentlar birinchi semestrdan texnik fanlarni oʻzbek tilida oʻrganishga tayyor boʻlishi kerak.',
        'Pasport yoki ID-karta, baholari bilan oʻrta taʼlim hujjati, 3×4 fotosurat va 086-U shaklini ilova qiling; kechki guruhga topshiruvchilar zavoddan tavsifnoma ham qoʻshishi mumkin.',
      ],
      careers: [
        'Bitiruvchilar UzAuto Motors va uning yetkazib beruvchilarida, Toshkent traktor zavodi kabi qishloq xoʻjaligi texnikasi ishlab chiqaruvchilarida, Samarqand viloyatining toʻqimachilik va oziq-ovqat fabrikalarida ishlab chiqarishni loyihalaydi va boshqaradi.',
        'Koʻpchilik taʼmirlash va ishlab chiqarish muhandisi, texnolog, RDB dasturchisi boʻlib ishlaydi; ayrimlar ehtiyot qismlar tayyorlaydigan oʻz ustaxonasini ochadi.',
      ],
    },
  },
}
