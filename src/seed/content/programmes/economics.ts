// Faculty of Economics: its programmes' pages.
import type { ProgramCopies } from './types'

export const economicsProgrammes: ProgramCopies = {
  // Economics, bachelor
  '60410100': {
    en: {
      overview: [
        'Economics explains why prices rise, why some regions grow faster than others and what a government can do about it. Our programme teaches the theory with the numbers of Uzbekistan’s own economy: the statistics agency’s data, the central bank’s reports and the budget.',
        'In the second year students learn Stata and Python for data, and in the third they write a policy brief for the Samarkand regional administration on a real question, from tourism revenue to the price of bread.',
        'Full-time and part-time groups study in Uzbek or Russian; part-time students attend two sessions a year and work between them.',
      ],
      outcomes: [
        'Read and explain macroeconomic indicators such as inflation, GDP and the balance of payments, and the policies behind them.',
        'Build a regression model on real data, test it and say honestly what it cannot show.',
        'Estimate the costs and benefits of a public project for a region or a city.',
        'Write a clear two-page policy brief and present it to officials who are not economists.',
      ],
      curriculum: [
        'Year 1 · 60 credits: Microeconomics I; Macroeconomics I; Mathematics for economists; Introduction to accounting; Academic English; History of Uzbekistan',
        'Year 2 · 60 credits: Microeconomics II; Macroeconomics II; Statistics; Econometrics I; Data analysis with Stata and Python; Economy of Uzbekistan',
        'Year 3 · 60 credits: Econometrics II; Public finance; International trade; Labour economics; Regional economics; Policy brief project',
        'Year 4 · 60 credits: Development economics; Monetary economics; Elective: environmental economics, behavioural economics or economics of tourism; Internship in a ministry, bank or think tank; Graduation thesis (12 credits)',
      ],
      requirements: [
        'Admission goes by the state test with mathematics and a foreign language as the specialised subjects, after the compulsory block.',
        'A school certificate with good marks in mathematics helps when scores are equal; no separate interview is held.',
        'Upload a passport or ID card, your certificate or diploma of secondary education, a 3×4 photo and the 086-U medical form; part-time applicants add a certificate from their employer.',
      ],
      careers: [
        'Economists from Samarkand work at the Ministry of Economy and Finance, the Central Bank, the statistics agency, regional administrations and commercial banks.',
        'Others join research centres such as the Centre for Economic Research and Reforms, international projects of the World Bank and the Asian Development Bank, or go on to a master’s degree.',
      ],
    },
    ru: {
      overview: [
        'Экономика объясняет, почему растут цены, почему одни регионы развиваются быстрее других и что с этим может сделать государство. Мы учим теории на цифрах узбекской экономики — данных статистического агентства, отчётах Центробанка и бюджете.',
        'На втором курсе студенты осваивают Stata и Python для работы с данными, а на третьем готовят аналитическую записку для хокимията Самаркандской области по реальному вопросу — от доходов от туризма до цены на хлеб.',
        'Очные и заочные группы учатся на узбекском или русском; заочники приезжают на две сессии в год и работают между ними.',
      ],
      outcomes: [
        'Читать и объяснять макроэкономические показатели — инфляцию, ВВП, платёжный баланс — и политику, которая за ними стоит.',
        'Построить регрессионную модель на реальных данных, проверить её и честно сказать, чего она не показывает.',
        'Оценить затраты и выгоды общественного проекта для региона или города.',
        'Написать ясную аналитическую записку на две страницы и представить её чиновникам, которые не экономисты.',
      ],
      curriculum: [
        '1 курс · 60 кредитов: Микроэкономика I; Макроэкономика I; Математика для экономистов; Основы бухгалтерского учёта; Академический английский; История Узбекистана',
        '2 курс · 60 кредитов: Микроэкономика II; Макроэкономика II; Статистика; Эконометрика I; Анализ данных в Stata и Python; Экономика Узбекистана',
        '3 курс · 60 кредитов: Эконометрика II; Государственные финансы; Международная торговля; Экономика труда; Региональная экономика; Проект аналитической записки',
        '4 курс · 60 кредитов: Экономика развития; Денежно-кредитная экономика; Курс по выбору: экономика окружающей среды, поведенческая экономика или экономика туризма; Стажировка в министерстве, банке или аналитическом центре; Выпускная работа (12 кредитов)',
      ],
      requirements: [
        'Приём — по итогам государственного тестирования; профильные предметы — математика и иностранный язык, плюс обязательный блок.',
        'При равных баллах учитываются оценки по математике в аттестате; отдельного собеседования нет.',
        'Загрузите паспорт или ID-карту, аттестат или диплом о среднем образовании, фото 3×4 и медицинскую форму 086-У; поступающие на заочное добавляют справку с места работы.',
      ],
      careers: [
        'Экономисты из Самарканда работают в Министерстве экономики и финансов, Центральном банке, агентстве статистики, областных хокимиятах и коммерческих банках.',
        'Другие приходят в исследовательские центры, например в Центр экономических исследований и реформ, в проекты Всемирного банка и Азиатского банка развития или продолжают учёбу в магистратуре.',
      ],
    },
    uz: {
      overview: [
        'Iqtisodiyot narxlar nega oshishini, ayrim hududlar nega tezroq rivojlanishini va davlat bunga qanday taʼsir qila olishini tushuntiradi. Nazariyani Oʻzbekiston iqtisodiyotining oʻz raqamlari — statistika agentligi maʼlumotlari, Markaziy bank hisobotlari va davlat byudjeti misolida oʻrgatamiz.',
        'Ikkinchi kursda talabalar maʼlumotlar bilan ishlash uchun Stata va Pythonni oʻzlashtiradi, uchinchi kursda esa Samarqand viloyati hokimligi uchun turizmdan tushumdan tortib non narxigacha boʻlgan haqiqiy masala yuzasidan tahliliy xat tayyorlaydi.',
        'Kunduzgi va sirtqi guruhlar oʻzbek yoki rus tilida oʻqiydi; sirtqi talabalar yiliga ikki marta sessiyaga keladi, qolgan vaqtda ishlaydi.',
      ],
      outcomes: [
        'Inflyatsiya, YaIM, toʻlov balansi kabi makroiqtisodiy koʻrsatkichlarni va ularning ortidagi siyosatni oʻqish hamda tushuntirish.',
        'Haqiqiy maʼlumotlar asosida regressiya modelini qurish, tekshirish va u nimani koʻrsata olmasligini halol aytish.',
        'Hudud yoki shahar uchun ijtimoiy loyihaning xarajat va foydasini baholash.',
        'Ikki sahifalik aniq tahliliy xat yozish va uni iqtisodchi boʻlmagan mutasaddilarga taqdim etish.',
      ],
      curriculum: [
        '1-kurs · 60 kredit: Mikroiqtisodiyot I; Makroiqtisodiyot I; Iqtisodchilar uchun matematika; Buxgalteriya hisobi asoslari; Akademik ingliz tili; Oʻzbekiston tarixi',
        '2-kurs · 60 kredit: Mikroiqtisodiyot II; Makroiqtisodiyot II; Statistika; Ekonometrika I; Stata va Pythonda maʼlumotlar tahlili; Oʻzbekiston iqtisodiyoti',
        '3-kurs · 60 kredit: Ekonometrika II; Davlat moliyasi; Xalqaro savdo; Mehnat iqtisodiyoti; Mintaqaviy iqtisodiyot; Tahliliy xat loyihasi',
        '4-kurs · 60 kredit: Rivojlanish iqtisodiyoti; Pul-kredit iqtisodiyoti; Tanlov fani: ekologik, xulq-atvor iqtisodiyoti yoki turizm iqtisodiyoti; Vazirlik, bank yoki tahlil markazida amaliyot; Bitiruv malakaviy ishi (12 kredit)',
      ],
      requirements: [
        'Qabul davlat test sinovi natijalari boʻyicha; majburiy blokdan keyin mutaxassislik fanlari — matematika va chet tili.',
        'Ballar teng boʻlsa, attestatdagi matematika bahosi hisobga olinadi; alohida suhbat oʻtkazilmaydi.',
        'Pasport yoki ID-karta, attestat yoki oʻrta maxsus taʼlim diplomi, 3×4 surat va 086-U tibbiy shaklini yuklang; sirtqiga topshiruvchilar ish joyidan maʼlumotnoma ham qoʻshadi.',
      ],
      careers: [
        'Samarqandlik iqtisodchilar Iqtisodiyot va moliya vazirligi, Markaziy bank, Statistika agentligi, viloyat hokimliklari va tijorat banklarida ishlaydi.',
        'Boshqalari Iqtisodiy tadqiqotlar va islohotlar markazi kabi tahlil markazlariga, Jahon banki va Osiyo taraqqiyot banki loyihalariga boradi yoki magistraturada oʻqishni davom ettiradi.',
      ],
    },
  },
  // Finance and Banking, bachelor
  '60410400': {
    en: {
      overview: [
        'Finance and Banking follows money through the economy: how a bank decides on a loan, how a company raises capital on the Tashkent stock exchange, how Islamic finance products differ from conventional ones.',
        'The faculty’s trading room has live market screens and a banking simulator in which student teams run a bank for a semester, setting rates and watching their capital ratio. Bankers from Turon Bank, the faculty’s partner, teach the applied courses.',
        'The evening group suits those who already work at a bank counter or in an accounts department and want the degree that leads to a promotion.',
      ],
      outcomes: [
        'Analyse a company’s financial statements under IFRS and judge whether it can repay a loan.',
        'Price bonds and shares, build a simple portfolio and measure its risk.',
        'Explain how the Central Bank’s policy rate and reserve requirements reach a family’s savings.',
        'Run the daily operations of a bank branch, from opening accounts to anti-money-laundering checks.',
        'Compare Islamic finance contracts such as murabaha and ijara with their conventional counterparts.',
      ],
      curriculum: [
        'Year 1 · 60 credits: Economic theory; Higher mathematics for finance; Financial accounting I; Business English; Informatics for economists; History of Uzbekistan',
        'Year 2 · 60 credits: Money, credit and banks; Financial accounting II (IFRS); Corporate finance; Statistics; Taxes and taxation',
        'Year 3 · 60 credits: Bank management; Securities markets; Financial risk management; Insurance; Islamic finance; Banking simulator project',
        'Year 4 · 60 credits: International finance; Investment analysis; Digital banking and fintech; Anti-money laundering and compliance; Internship at a partner bank; Graduation thesis (12 credits)',
      ],
      requirements: [
        'Places are awarded on the state test results in mathematics and a foreign language, the two subjects that carry most weight for this direction.',
        'Applicants for the evening form must have finished school or college; a job in finance is welcome but not required.',
        'The form asks for a scan of the passport or ID card, the secondary education certificate and its appendix, a recent 3×4 photograph and a 086-U certificate from a clinic.',
      ],
      careers: [
        'Graduates work as credit analysts, treasury specialists and branch managers at commercial banks, as financial analysts in large companies such as Uzbekneftegaz and Navoi Mining, and in insurance and leasing firms.',
        'Some join the Ministry of Economy and Finance or the tax committee, and many take the ACCA or CFA qualifications while working.',
      ],
    },
    ru: {
      overview: [
        'Направление «Финансы и банковское дело» прослеживает путь денег в экономике: как банк решает, выдать ли кредит, как компания привлекает капитал на Ташкентской бирже, чем продукты исламского финансирования отличаются от обычных.',
        'В учебном дилинговом зале факультета — экраны с котировками в реальном времени и банковский симулятор, где команды студентов целый семестр управляют банком, назначают ставки и следят за достаточностью капитала. Прикладные курсы ведут банкиры Турон Банка, партнёра факультета.',
        'Вечерняя группа подходит тем, кто уже работает операционистом или в бухгалтерии и хочет получить диплом, с которым можно расти по службе.',
      ],
      outcomes: [
        'Анализировать финансовую отчётность компании по МСФО и оценивать, сможет ли она вернуть кредит.',
        'Оценивать облигации и акции, собрать простой портфель и измерить его риск.',
        'Объяснить, как ключевая ставка Центробанка и резервные требования доходят до сбережений семьи.',
        'Вести ежедневную работу отделения банка — от открытия счетов до проверок по противодействию отмыванию денег.',
        'Сравнивать договоры исламского финансирования, такие как мурабаха и иджара, с обычными банковскими продуктами.',
      ],
      curriculum: [
        '1 курс · 60 кредитов: Экономическая теория; Высшая математика для финансистов; Финансовый учёт I; Деловой английский; Информатика для экономистов; История Узбекистана',
        '2 курс · 60 кредитов: Деньги, кредит и банки; Финансовый учёт II (МСФО); Корпоративные финансы; Статистика; Налоги и налогообложение',
        '3 курс · 60 кредитов: Банковский менеджмент; Рынок ценных бумаг; Управление финансовыми рисками; Страхование; Исламские финансы; Проект на банковском симуляторе',
        '4 курс · 60 кредитов: Международные финансы; Инвестиционный анализ; Цифровой банкинг и финтех; Комплаенс и ПОД/ФТ; Практика в банке-партнёре; Выпускная работа (12 кредитов)',
      ],
      requirements: [
        'Места распределяются по результатам государственного теста по математике и иностранному языку — эти предметы весят больше всего для направления.',
        'На вечернюю форму принимают окончивших школу или колледж; работа в финансовой сфере приветствуется, но не обязательна.',
        'В форме нужны скан паспорта или ID-карты, аттестата с приложением, свежее фото 3×4 и справка 086-У из поликлиники.',
      ],
      careers: [
        'Выпускники работают кредитными аналитиками, специалистами казначейства и руководителями отделений коммерческих банков, финансовыми аналитиками в крупных компаниях вроде «Узбекнефтегаза» и НГМК, в страховых и лизинговых фирмах.',
        'Часть идёт в Министерство экономики и финансов или налоговый комитет, многие без отрыва от работы получают квалификации ACCA или CFA.',
      ],
    },
    uz: {
      overview: [
        '«Moliya va bank ishi» yoʻnalishi pulning iqtisodiyotdagi yoʻlini kuzatadi: bank kredit berishga qanday qaror qiladi, kompaniya Toshkent fond birjasida qanday kapital jalb etadi, islomiy moliya mahsulotlari oddiylaridan nimasi bilan farq qiladi.',
        'Fakultetning oʻquv diling zalida real vaqtdagi kotirovkalar ekranlari va bank simulyatori bor: talabalar jamoasi butun semestr davomida bankni boshqaradi, foiz stavkalarini belgilaydi va kapital yetarliligini kuzatadi. Amaliy fanlarni fakultet hamkori — Turon Bank bankirlari oʻqitadi.',
        'Kechki guruh bank kassasida yoki buxgalteriyada ishlab, lavozimda oʻsish uchun diplom olmoqchi boʻlganlarga mos keladi.',
      ],
      outcomes: [
        'Kompaniyaning MHXS boʻyicha moliyaviy hisobotini tahlil qilish va kreditni qaytara olish-olmasligini baholash.',
        'Obligatsiya va aksiyalarni baholash, oddiy portfel tuzish va uning xavfini oʻlchash.',
        'Markaziy bankning asosiy stavkasi va majburiy zaxira talablari oilaning jamgʻarmasiga qanday yetib borishini tushuntirish.',
        'Bank filialining kundalik ishini yuritish — hisob ochishdan jinoiy daromadlarni legallashtirishga qarshi tekshiruvlargacha.',
        'Murobaha va ijara kabi islomiy moliya shartnomalarini anʼanaviy bank mahsulotlari bilan solishtirish.',
      ],
      curriculum: [
        '1-kurs · 60 kredit: Iqtisodiyot nazariyasi; Moliyachilar uchun oliy matematika; Moliyaviy hisob I; Biznes ingliz tili; Iqtisodchilar uchun informatika; Oʻzbekiston tarixi',
        '2-kurs · 60 kredit: Pul, kredit va banklar; Moliyaviy hisob II (MHXS); Korporativ moliya; Statistika; Soliqlar va soliqqa tortish',
        '3-kurs · 60 kredit: Bank menejmenti; Qimmatli qogʻozlar bozori; Moliyaviy risklarni boshqarish; Sugʻurta; Islomiy moliya; Bank simulyatorida loyiha',
        '4-kurs · 60 kredit: Xalqaro moliya; Investitsiya tahlili; Raqamli bank xizmatlari va fintex; Komplayens; Hamkor bankda amaliyot; Bitiruv malakaviy ishi (12 kredit)',
      ],
      requirements: [
        'Oʻrinlar matematika va chet tilidan davlat testi natijalariga koʻra taqsimlanadi — yoʻnalish uchun aynan shu fanlar eng katta vaznga ega.',
        'Kechki taʼlimga maktab yoki kollejni tugatganlar qabul qilinadi; moliya sohasidagi ish tajribasi maʼqul, ammo shart emas.',
        'Shaklga pasport yoki ID-karta, ilovasi bilan attestat nusxasi, yaqinda tushilgan 3×4 surat va poliklinikadan 086-U maʼlumotnomasi yuklanadi.',
      ],
      careers: [
        'Bitiruvchilar tijorat banklarida kredit tahlilchisi, gʻaznachilik mutaxassisi va filial rahbari, «Oʻzbekneftgaz» va NKMK kabi yirik kompaniyalarda moliyaviy tahlilchi, sugʻurta va lizing firmalarida ishlaydi.',
        'Bir qismi Iqtisodiyot va moliya vazirligi yoki Soliq qoʻmitasiga boradi, koʻpchilik ishlab turib ACCA yoki CFA malakalarini oladi.',
      ],
    },
  },
  // Business Management, master
  '70410201': {
    en: {
      overview: [
        'The master’s in Business Management is for people who already run something, a shop, a department or a family firm, and want to manage it with method. Classes meet in English and Russian, and the distance form lets managers from across the region study online with two campus weeks a year.',
        'Every course is built on cases from Uzbek companies, from Samarkand’s carpet and silk workshops to exporters of dried fruit and the new hotels around the Registan, written up by our staff with the owners’ consent.',
        'The second year is a consulting project: a team of three works for a real company for four months and defends its recommendations before the company’s board.',
      ],
      outcomes: [
        'Draw up a strategy for a company of 20 to 500 people and turn it into targets each department can own.',
        'Read a profit and loss account, a cash-flow plan and a balance sheet and act on them.',
        'Lead people through a change, such as a new system or a merger, without losing the best of them.',
        'Plan entry into a foreign market, with its logistics, pricing and contracts.',
        'Advise an owner on a business problem in a report that weighs the options and their costs.',
      ],
      curriculum: [
        'Year 1 · 60 credits: Strategic management; Managerial accounting and finance; Organisational behaviour and leadership; Marketing management; Operations and supply chains; Business research methods',
        'Year 2 · 60 credits: International business; Entrepreneurship and family business; Elective: digital marketing, hospitality management or project management; Consulting project; Master’s thesis (24 credits)',
      ],
      requirements: [
        'A bachelor’s degree in any field; at least two years of work experience is recommended for the distance form.',
        'An entrance examination in management and economics and an interview in which you describe a business problem you have faced.',
        'A language certificate at CEFR B2 (IELTS 5.5 or higher for the English-taught track), plus your CV, passport and diploma with its transcript.',
      ],
      careers: [
        'Graduates manage departments and branches in banks, retail chains and hotel groups, run their own firms, or take management posts in regional administrations and the Chamber of Commerce.',
        'Several of our alumni lead export businesses in the food and textile sectors, and others work as consultants for programmes of GIZ and USAID supporting small companies.',
      ],
    },
    ru: {
      overview: [
        'Магистратура «Управление бизнесом» — для тех, кто уже чем-то руководит: магазином, отделом или семейной фирмой — и хочет управлять по системе. Занятия ведутся на английском и русском, а дистанционная форма позволяет руководителям со всего региона учиться онлайн с двумя очными неделями в год.',
        'Каждый курс строится на кейсах узбекских компаний — от самаркандских ковровых и шёлковых мастерских до экспортёров сухофруктов и новых отелей у Регистана; кейсы пишут наши преподаватели с согласия владельцев.',
        'Второй год — консалтинговый проект: команда из трёх человек четыре месяца работает на реальную компанию и защищает рекомендации перед её советом.',
      ],
      outcomes: [
        'Разработать стратегию компании на 20–500 человек и превратить её в цели, за которые отвечает каждый отдел.',
        'Читать отчёт о прибылях и убытках, план движения денежных средств и баланс и принимать по ним решения.',
        'Провести людей через перемены — новую систему или слияние, — не потеряв лучших.',
        'Спланировать выход на зарубежный рынок: логистику, цены и договоры.',
        'Дать владельцу совет по деловой проблеме в отчёте, где взвешены варианты и их стоимость.',
      ],
      curriculum: [
        '1 год · 60 кредитов: Стратегический менеджмент; Управленческий учёт и финансы; Организационное поведение и лидерство; Управление маркетингом; Операционный менеджмент и цепи поставок; Методы исследований в бизнесе',
        '2 год · 60 кредитов: Международный бизнес; Предпринимательство и семейный бизнес; Курс по выбору: цифровой маркетинг, гостиничный менеджмент или управление проектами; Консалтинговый проект; Магистерская диссертация (24 кредита)',
      ],
      requirements: [
        'Диплом бакалавра любого направления; для дистанционной формы желателен опыт работы не менее двух лет.',
        'Вступительный экзамен по менеджменту и экономике и собеседование, на котором вы рассказываете о деловой проблеме из своей практики.',
        'Языковой сертификат уровня CEFR B2 (для английского трека — IELTS от 5.5), а также резюме, паспорт и диплом с приложением.',
      ],
      careers: [
        'Выпускники руководят отделами и филиалами банков, торговых сетей и гостиничных групп, ведут собственные компании или занимают управленческие должности в хокимиятах и Торгово-промышленной палате.',
        'Несколько наших выпускников возглавляют экспортные предприятия в пищевой и текстильной отраслях, другие консультируют малый бизнес в программах GIZ и USAID.',
      ],
    },
    uz: {
      overview: [
        '«Biznesni boshqarish» magistraturasi allaqachon biror narsaga — doʻkon, boʻlim yoki oilaviy firmaga rahbarlik qilayotgan va uni tizimli boshqarishni istaganlar uchun. Mashgʻulotlar ingliz va rus tillarida; masofaviy shakl viloyatning turli burchaklaridagi rahbarlarga yiliga ikki haftalik auditoriya mashgʻulotlari bilan onlayn oʻqish imkonini beradi.',
        'Har bir fan oʻzbek kompaniyalari keyslariga asoslanadi: Samarqandning gilam va ipak ustaxonalaridan tortib quruq meva eksportchilari va Registon atrofidagi yangi mehmonxonalargacha; keyslarni oʻqituvchilarimiz egalarining roziligi bilan yozadi.',
        'Ikkinchi yil — konsalting loyihasi: uch kishilik jamoa toʻrt oy davomida haqiqiy kompaniya uchun ishlaydi va tavsiyalarini uning kengashi oldida himoya qiladi.',
      ],
      outcomes: [
        '20 dan 500 kishigacha boʻlgan kompaniya strategiyasini ishlab chiqish va uni har bir boʻlim javob beradigan maqsadlarga aylantirish.',
        'Foyda va zararlar hisoboti, pul oqimlari rejasi va buxgalteriya balansini oʻqib, ular asosida qaror qabul qilish.',
        'Yangi tizim joriy etish yoki qoʻshilish kabi oʻzgarishlarda eng yaxshi xodimlarni yoʻqotmasdan jamoani boshqarish.',
        'Xorijiy bozorga chiqishni logistika, narx va shartnomalari bilan birga rejalashtirish.',
        'Biznes muammosi boʻyicha variantlar va ularning narxi tortilgan hisobot bilan egasiga maslahat berish.',
      ],
      curriculum: [
        '1-yil · 60 kredit: Strategik menejment; Boshqaruv hisobi va moliya; Tashkiliy xulq-atvor va yetakchilik; Marketingni boshqarish; Operatsion menejment va taʼminot zanjirlari; Biznesda tadqiqot usullari',
        '2-yil · 60 kredit: Xalqaro biznes; Tadbirkorlik va oilaviy biznes; Tanlov fani: raqamli marketing, mehmonxona menejmenti yoki loyihalarni boshqarish; Konsalting loyihasi; Magistrlik dissertatsiyasi (24 kredit)',
      ],
      requirements: [
        'Istalgan yoʻnalish boʻyicha bakalavr diplomi; masofaviy shakl uchun kamida ikki yillik ish tajribasi tavsiya etiladi.',
        'Menejment va iqtisodiyotdan kirish imtihoni hamda oʻz amaliyotingizdagi biznes muammosi haqida soʻzlab beradigan suhbat.',
        'CEFR B2 darajasidagi til sertifikati (ingliz tilidagi trek uchun IELTS 5.5 va undan yuqori), shuningdek rezyume, pasport va ilovali diplom.',
      ],
      careers: [
        'Bitiruvchilar banklar, savdo tarmoqlari va mehmonxona guruhlarining boʻlim va filiallariga rahbarlik qiladi, oʻz kompaniyasini yuritadi yoki hokimliklar va Savdo-sanoat palatasida boshqaruv lavozimlarini egallaydi.',
        'Bir nechta bitiruvchimiz oziq-ovqat va toʻqimachilik sohasidagi eksport korxonalarini boshqaradi, boshqalari GIZ va USAID dasturlarida kichik biznesga maslahat beradi.',
      ],
    },
  },
}
