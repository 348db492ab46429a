// Faculty of Law: its programmes' pages.
import type { ProgramCopies } from './types'

export const lawProgrammes: ProgramCopies = {
  // Jurisprudence, bachelor
  '60420100': {
    en: {
      overview: [
        'Jurisprudence gives a complete legal education: constitutional, civil, criminal and administrative law of Uzbekistan, the procedure of its courts, and the skills of a practising lawyer. Since the 2023 Constitution, much of the law is new, and our teachers, several of them sitting judges and advocates, teach it as it is applied today.',
        'From the second year students argue cases in the moot court, a full courtroom on the faculty’s first floor, and from the third year they advise real clients under supervision in the free legal clinic, mostly on family, labour and housing questions.',
        'Full-time and part-time groups are taught in Uzbek and Russian; part-time study is common among staff of the police, the prosecutor’s office and notaries.',
      ],
      outcomes: [
        'Find and interpret the applicable law, including the new Constitution and the codes, and the practice of the Supreme Court.',
        'Draft a claim, a contract, a complaint or an appeal in proper legal form.',
        'Represent a client in a civil or administrative case and argue it orally.',
        'Advise a person or a company on the risks of a decision and the ways to avoid a dispute.',
        'Act by the rules of legal ethics, keeping clients’ confidences and avoiding conflicts of interest.',
      ],
      curriculum: [
        'Year 1 · 60 credits: Theory of state and law; History of state and law; Constitutional law of Uzbekistan; Roman law; Legal Latin and terminology; Logic for lawyers',
        'Year 2 · 60 credits: Civil law I; Criminal law: general part; Administrative law; Labour law; Family law; Moot court I',
        'Year 3 · 60 credits: Civil law II; Criminal law: special part; Civil procedure; Criminal procedure; Land and environmental law; Legal clinic I',
        'Year 4 · 60 credits: Business and corporate law; Tax law; International law; Legal writing and advocacy; Legal clinic II; Graduation thesis (12 credits)',
      ],
      requirements: [
        'The specialised subjects of the state test are history and native language and literature, taken after the compulsory block.',
        'Candidates with a criminal record for an intentional crime may be refused admission to the legal profession later, so we advise them to consult the admissions office first.',
        'Needed documents: passport or ID card, certificate of complete secondary education with grades, a 3×4 photo, the 086-U medical certificate and, for part-time applicants, a reference from the employer.',
      ],
      careers: [
        'Graduates become advocates and associates at Tashkent and Samarkand law firms, including the offices of international ones, legal counsel at banks and companies, and notaries after the qualifying examination.',
        'Many enter the public service as investigators, prosecutors’ assistants and court clerks on the way to the bench, or join the justice bodies of the hokimiyats.',
      ],
    },
    ru: {
      overview: [
        'Юриспруденция даёт полное юридическое образование: конституционное, гражданское, уголовное и административное право Узбекистана, процессуальные правила его судов и навыки практикующего юриста. После принятия Конституции 2023 года многое в законодательстве обновилось, и наши преподаватели — среди них действующие судьи и адвокаты — учат праву таким, каким его применяют сегодня.',
        'Со второго курса студенты ведут дела в учебном суде — настоящем зале заседаний на первом этаже факультета, а с третьего под руководством преподавателей консультируют реальных клиентов в бесплатной юридической клинике, чаще всего по семейным, трудовым и жилищным вопросам.',
        'Очные и заочные группы учатся на узбекском и русском; заочно учатся многие сотрудники органов внутренних дел, прокуратуры и нотариата.',
      ],
      outcomes: [
        'Находить и толковать применимые нормы — новую Конституцию, кодексы — и практику Верховного суда.',
        'Составить иск, договор, жалобу или апелляцию в надлежащей юридической форме.',
        'Представлять клиента в гражданском или административном деле и выступать в прениях.',
        'Консультировать человека или компанию о рисках решения и способах избежать спора.',
        'Соблюдать правила юридической этики: хранить тайну клиента и избегать конфликта интересов.',
      ],
      curriculum: [
        '1 курс · 60 кредитов: Теория государства и права; История государства и права; Конституционное право Узбекистана; Римское право; Юридическая латынь и терминология; Логика для юристов',
        '2 курс · 60 кредитов: Гражданское право I; Уголовное право: общая часть; Административное право; Трудовое право; Семейное право; Учебный суд I',
        '3 курс · 60 кредитов: Гражданское право II; Уголовное право: особенная часть; Гражданский процесс; Уголовный процесс; Земельное и экологическое право; Юридическая клиника I',
        '4 курс · 60 кредитов: Предпринимательское и корпоративное право; Налоговое право; Международное право; Юридическое письмо и адвокатура; Юридическая клиника II; Выпускная работа (12 кредитов)',
      ],
      requirements: [
        'Профильные предметы государственного теста — история и родной язык и литература; они сдаются после обязательного блока.',
        'Лицам с судимостью за умышленное преступление в дальнейшем могут отказать в допуске к юридической профессии, поэтому им лучше заранее посоветоваться с приёмной комиссией.',
        'Нужные документы: паспорт или ID-карта, аттестат о полном среднем образовании с оценками, фото 3×4, справка 086-У, а для заочников — характеристика с места работы.',
      ],
      careers: [
        'Выпускники становятся адвокатами и юристами ташкентских и самаркандских фирм, в том числе офисов международных, юрисконсультами банков и компаний, а после квалификационного экзамена — нотариусами.',
        'Многие идут на государственную службу — следователями, помощниками прокуроров, секретарями судебных заседаний на пути к судейской должности — или в органы юстиции при хокимиятах.',
      ],
    },
    uz: {
      overview: [
        'Yurisprudensiya toʻliq yuridik taʼlim beradi: Oʻzbekistonning konstitutsiyaviy, fuqarolik, jinoyat va maʼmuriy huquqi, sudlarning protsessual qoidalari hamda amaliyotchi yuristning koʻnikmalari. 2023-yilgi Konstitutsiyadan keyin qonunchilikning koʻp qismi yangilandi, oʻqituvchilarimiz — ular orasida amaldagi sudyalar va advokatlar ham bor — huquqni bugun qanday qoʻllanilsa, shunday oʻrgatadi.',
        'Ikkinchi kursdan talabalar fakultetning birinchi qavatidagi haqiqiy sud zali — oʻquv sudida ish yuritadi, uchinchi kursdan esa oʻqituvchilar nazoratida bepul yuridik klinikada real mijozlarga, asosan oila, mehnat va uy-joy masalalarida maslahat beradi.',
        'Kunduzgi va sirtqi guruhlar oʻzbek va rus tillarida oʻqiydi; sirtqi taʼlimda ichki ishlar, prokuratura va notariat xodimlari koʻp.',
      ],
      outcomes: [
        'Qoʻllanadigan normalarni — yangi Konstitutsiya, kodekslarni — va Oliy sud amaliyotini topish hamda sharhlash.',
        'Daʼvo arizasi, shartnoma, shikoyat yoki apellyatsiyani tegishli yuridik shaklda tuzish.',
        'Fuqarolik yoki maʼmuriy ishda mijoz manfaatini himoya qilish va sud muhokamasida soʻzga chiqish.',
        'Shaxs yoki kompaniyaga qarorning xavflari va nizodan qochish yoʻllari haqida maslahat berish.',
        'Yuridik etika qoidalariga amal qilish: mijoz sirini saqlash va manfaatlar toʻqnashuvidan qochish.',
      ],
      curriculum: [
        '1-kurs · 60 kredit: Davlat va huquq nazariyasi; Davlat va huquq tarixi; Oʻzbekiston konstitutsiyaviy huquqi; Rim huquqi; Yuridik lotin tili va terminologiya; Yuristlar uchun mantiq',
        '2-kurs · 60 kredit: Fuqarolik huquqi I; Jinoyat huquqi: umumiy qism; Maʼmuriy huquq; Mehnat huquqi; Oila huquqi; Oʻquv sudi I',
        '3-kurs · 60 kredit: Fuqarolik huquqi II; Jinoyat huquqi: maxsus qism; Fuqarolik protsessi; Jinoyat protsessi; Yer va ekologiya huquqi; Yuridik klinika I',
        '4-kurs · 60 kredit: Tadbirkorlik va korporativ huquq; Soliq huquqi; Xalqaro huquq; Yuridik yozuv va advokatura; Yuridik klinika II; Bitiruv malakaviy ishi (12 kredit)',
      ],
      requirements: [
        'Davlat testining mutaxassislik fanlari — tarix hamda ona tili va adabiyot; ular majburiy blokdan soʻng topshiriladi.',
        'Qasddan sodir etilgan jinoyat uchun sudlanganlarga keyinchalik yuridik kasbga ruxsat berilmasligi mumkin, shuning uchun ularga qabul komissiyasi bilan oldindan maslahatlashishni tavsiya qilamiz.',
        'Kerakli hujjatlar: pasport yoki ID-karta, baholari bilan toʻliq oʻrta taʼlim attestati, 3×4 surat, 086-U maʼlumotnomasi, sirtqi talabalar uchun esa ish joyidan tavsifnoma.',
      ],
      careers: [
        'Bitiruvchilar Toshkent va Samarqanddagi yuridik firmalarda, jumladan xalqaro firmalarning vakolatxonalarida advokat va yurist, banklar va kompaniyalarda yuriskonsult, malaka imtihonidan soʻng esa notarius boʻladi.',
        'Koʻpchilik davlat xizmatiga — tergovchi, prokuror yordamchisi, sudya lavozimiga yoʻl boshlaydigan sud majlisi kotibi sifatida — yoki hokimliklar huzuridagi adliya organlariga boradi.',
      ],
    },
  },
  // International Law, master
  '70420101': {
    en: {
      overview: [
        'The master’s in International Law prepares lawyers for the cases that cross borders: investment disputes, international trade, human rights complaints and the law of transboundary rivers, a question of survival for Central Asia. It is taught in English and Russian by the faculty and visiting lecturers from partner law schools in Europe.',
        'Students compete in the Philip C. Jessup and Willem C. Vis moots, and each year a group spends a study week at the international courts and organisations in The Hague and Geneva.',
        'Uzbekistan’s talks on joining the World Trade Organization give the programme a practical edge: several of our teachers advise the negotiating team.',
      ],
      outcomes: [
        'Identify the sources of international law in a dispute and argue from treaties, custom and case law.',
        'Advise a state body or a company on WTO rules, bilateral investment treaties and arbitration.',
        'Prepare a complaint to a UN human rights body and follow it through.',
        'Draft an international commercial contract with its choice of law and dispute clause.',
        'Plead in English before an arbitral tribunal or an international moot court.',
      ],
      curriculum: [
        'Year 1 · 60 credits: Law of treaties; International dispute settlement; International trade law and the WTO; International investment law; Human rights law; Legal research methods',
        'Year 2 · 60 credits: International commercial arbitration; Law of international watercourses; Elective: EU law, private international law or international criminal law; Moot court; Master’s dissertation (24 credits)',
      ],
      requirements: [
        'A bachelor’s degree in law; graduates of international relations may apply if they passed at least four law courses.',
        'An entrance examination in public international law and an interview in which the committee hears you argue a short case.',
        'English at IELTS 6.5 or CEFR C1 for the English track, or Russian at C1 for the Russian track, with your passport, diploma and transcript.',
      ],
      careers: [
        'Graduates advise the Ministry of Foreign Affairs, the Ministry of Justice and the Agency for Strategic Reforms, and work in the international practices of law firms in Tashkent, Almaty and Dubai.',
        'Others join international organisations such as the OSCE office, UNDP and the Asian Development Bank, or the legal teams of exporters and investors.',
      ],
    },
    ru: {
      overview: [
        'Магистратура «Международное право» готовит юристов для дел, которые пересекают границы: инвестиционных споров, международной торговли, жалоб по правам человека и права трансграничных рек — вопроса выживания для Центральной Азии. Преподают на английском и русском преподаватели факультета и приглашённые лекторы из европейских юридических школ-партнёров.',
        'Студенты выступают на конкурсах имени Филипа Джессопа и Виллема Виса, а каждый год группа проводит учебную неделю в международных судах и организациях Гааги и Женевы.',
        'Переговоры о вступлении Узбекистана во Всемирную торговую организацию придают программе практический смысл: несколько наших преподавателей консультируют переговорную группу.',
      ],
      outcomes: [
        'Определять источники международного права в споре и аргументировать на основе договоров, обычаев и судебной практики.',
        'Консультировать государственный орган или компанию по правилам ВТО, двусторонним инвестиционным договорам и арбитражу.',
        'Подготовить жалобу в договорной орган ООН по правам человека и сопровождать её.',
        'Составить международный коммерческий договор с оговорками о применимом праве и разрешении споров.',
        'Выступать на английском перед арбитражем или на международном конкурсе по праву.',
      ],
      curriculum: [
        '1 год · 60 кредитов: Право международных договоров; Международное разрешение споров; Право международной торговли и ВТО; Международное инвестиционное право; Международное право прав человека; Методы правовых исследований',
        '2 год · 60 кредитов: Международный коммерческий арбитраж; Право международных водотоков; Курс по выбору: право ЕС, международное частное право или международное уголовное право; Учебный суд; Магистерская диссертация (24 кредита)',
      ],
      requirements: [
        'Диплом бакалавра юриспруденции; выпускники направления «Международные отношения» могут поступать, если изучили не менее четырёх правовых дисциплин.',
        'Вступительный экзамен по международному публичному праву и собеседование, на котором комиссия слушает, как вы аргументируете короткое дело.',
        'Английский на уровне IELTS 6.5 или CEFR C1 для английского трека либо русский на уровне C1 для русского, а также паспорт, диплом и приложение к нему.',
      ],
      careers: [
        'Выпускники консультируют Министерство иностранных дел, Министерство юстиции и Агентство стратегических реформ, работают в международных практиках юридических фирм Ташкента, Алматы и Дубая.',
        'Другие приходят в международные организации — офис ОБСЕ, ПРООН, Азиатский банк развития — или в юридические службы экспортёров и инвесторов.',
      ],
    },
    uz: {
      overview: [
        '«Xalqaro huquq» magistraturasi chegaralardan oshib oʻtadigan ishlar uchun yuristlar tayyorlaydi: investitsiya nizolari, xalqaro savdo, inson huquqlari boʻyicha shikoyatlar va Markaziy Osiyo uchun hayot-mamot masalasi boʻlgan transchegaraviy daryolar huquqi. Dars ingliz va rus tillarida fakultet oʻqituvchilari hamda Yevropadagi hamkor huquq maktablaridan taklif etilgan maʼruzachilar tomonidan oʻtiladi.',
        'Talabalar Filip Jessup va Villem Vis nomidagi musobaqalarda qatnashadi, har yili bir guruh Gaaga va Jenevadagi xalqaro sudlar va tashkilotlarda oʻquv haftasini oʻtkazadi.',
        'Oʻzbekistonning Jahon savdo tashkilotiga aʼzo boʻlish boʻyicha muzokaralari dasturga amaliy ahamiyat beradi: bir nechta oʻqituvchimiz muzokaralar guruhiga maslahatchi.',
      ],
      outcomes: [
        'Nizoda xalqaro huquq manbalarini aniqlash hamda shartnomalar, odatlar va sud amaliyotiga tayanib dalil keltirish.',
        'Davlat organi yoki kompaniyaga JST qoidalari, ikki tomonlama investitsiya shartnomalari va arbitraj boʻyicha maslahat berish.',
        'BMTning inson huquqlari boʻyicha shartnomaviy organiga shikoyat tayyorlash va uni kuzatib borish.',
        'Qoʻllanadigan huquq va nizolarni hal qilish shartlari bilan xalqaro tijorat shartnomasini tuzish.',
        'Arbitraj sudi yoki xalqaro huquqiy musobaqada ingliz tilida soʻzga chiqish.',
      ],
      curriculum: [
        '1-yil · 60 kredit: Xalqaro shartnomalar huquqi; Xalqaro nizolarni hal qilish; Xalqaro savdo huquqi va JST; Xalqaro investitsiya huquqi; Inson huquqlari xalqaro huquqi; Huquqiy tadqiqot usullari',
        '2-yil · 60 kredit: Xalqaro tijorat arbitraji; Xalqaro suv oqimlari huquqi; Tanlov fani: YeI huquqi, xalqaro xususiy huquq yoki xalqaro jinoyat huquqi; Oʻquv sudi; Magistrlik dissertatsiyasi (24 kredit)',
      ],
      requirements: [
        'Yurisprudensiya boʻyicha bakalavr diplomi; «Xalqaro munosabatlar» bitiruvchilari kamida toʻrtta huquqiy fanni oʻtagan boʻlsa, hujjat topshira oladi.',
        'Xalqaro ommaviy huquqdan kirish imtihoni va komissiya qisqa ish boʻyicha dalillaringizni tinglaydigan suhbat.',
        'Ingliz treki uchun IELTS 6.5 yoki CEFR C1 darajasidagi ingliz tili, rus treki uchun C1 darajasidagi rus tili, shuningdek pasport, diplom va uning ilovasi.',
      ],
      careers: [
        'Bitiruvchilar Tashqi ishlar vazirligi, Adliya vazirligi va Strategik islohotlar agentligiga maslahat beradi, Toshkent, Olmaota va Dubaydagi yuridik firmalarning xalqaro amaliyotlarida ishlaydi.',
        'Boshqalari YeXHT idorasi, BMTTD, Osiyo taraqqiyot banki kabi xalqaro tashkilotlarga yoki eksportchilar va investorlarning yuridik xizmatlariga boradi.',
      ],
    },
  },
}
