// Faculty of Foreign Languages: its programmes' pages.
import type { ProgramCopies } from './types'

export const foreignLanguagesProgrammes: ProgramCopies = {
  // English Philology, bachelor
  '60230100': {
    en: {
      overview: [
        'English Philology is the study of the English language in depth: its sounds, grammar and history, and the literature written in it from Chaucer to contemporary novelists. Everything is taught in English from the first day, so graduates speak and write it at C1 level or above.',
        'Alongside linguistics, students learn to teach: the methodology courses end with a teaching practice at Samarkand schools and academic lyceums, and graduates receive the qualification of a teacher of English.',
        'The part-time form serves teachers already working in schools who want a university degree in their subject; they study in sessions during the school holidays.',
      ],
      outcomes: [
        'Speak and write English at CEFR C1, in academic, professional and everyday registers.',
        'Describe the phonetics, grammar and vocabulary of English and compare them with Uzbek and Russian.',
        'Analyse a poem, a short story or a novel in its historical and cultural setting.',
        'Plan and teach English lessons for school and lyceum classes, and assess learners fairly.',
        'Carry out a small linguistic study on a corpus and report it in an academic paper.',
      ],
      curriculum: [
        'Year 1 · 60 credits: Practical English: speaking and listening; Reading and writing; Introduction to linguistics; Phonetics of English; Latin; History of Uzbekistan',
        'Year 2 · 60 credits: Practical grammar; Lexicology; History of English literature; Second foreign language: German or French; Country studies: Britain and the USA',
        'Year 3 · 60 credits: Theoretical grammar; Stylistics; American literature; Methods of teaching English; Corpus linguistics; Teaching practice I',
        'Year 4 · 60 credits: History of the English language; Contrastive linguistics: English and Uzbek; Literature of the 20th and 21st centuries; Teaching practice II (8 weeks); Graduation thesis (12 credits)',
      ],
      requirements: [
        'The state test’s specialised subjects are a foreign language (English) and native language and literature.',
        'Holders of IELTS 6.0 or a national certificate of CEFR B2 receive the full score for the foreign-language part, as the state rules allow.',
        'Send a copy of your passport or ID card, the school certificate with its list of marks, a 3×4 photo and the 086-U form; teachers applying part-time add a copy of their work record book.',
      ],
      careers: [
        'Most graduates teach English at schools, academic lyceums, universities and language centres such as the British Council’s partners and private schools in Samarkand and Tashkent.',
        'Others work in tourism and hotels, in the international offices of companies and universities, as editors of English-language media, or continue to a master’s in linguistics.',
      ],
    },
    ru: {
      overview: [
        'Английская филология — глубокое изучение английского языка: его звуков, грамматики и истории, а также литературы на нём — от Чосера до современных романистов. Всё преподаётся на английском с первого дня, поэтому выпускники говорят и пишут на уровне C1 и выше.',
        'Вместе с лингвистикой студенты учатся преподавать: курсы методики завершаются педагогической практикой в школах и академических лицеях Самарканда, и выпускники получают квалификацию учителя английского языка.',
        'Заочная форма рассчитана на учителей, которые уже работают в школах и хотят получить высшее образование по своему предмету; они учатся сессиями во время каникул.',
      ],
      outcomes: [
        'Говорить и писать по-английски на уровне CEFR C1 — в академическом, профессиональном и повседневном стиле.',
        'Описывать фонетику, грамматику и лексику английского языка и сравнивать их с узбекским и русским.',
        'Анализировать стихотворение, рассказ или роман в их историческом и культурном контексте.',
        'Планировать и проводить уроки английского в школе и лицее и справедливо оценивать учеников.',
        'Выполнить небольшое лингвистическое исследование на корпусе и изложить его в научной статье.',
      ],
      curriculum: [
        '1 курс · 60 кредитов: Практический английский: говорение и аудирование; Чтение и письмо; Введение в языкознание; Фонетика английского языка; Латинский язык; История Узбекистана',
        '2 курс · 60 кредитов: Практическая грамматика; Лексикология; История английской литературы; Второй иностранный: немецкий или французский; Страноведение: Великобритания и США',
        '3 курс · 60 кредитов: Теоретическая грамматика; Стилистика; Американская литература; Методика преподавания английского языка; Корпусная лингвистика; Педагогическая практика I',
        '4 курс · 60 кредитов: История английского языка; Сопоставительная лингвистика: английский и узбекский; Литература XX–XXI веков; Педагогическая практика II (8 недель); Выпускная работа (12 кредитов)',
      ],
      requirements: [
        'Профильные предметы государственного теста — иностранный (английский) язык и родной язык и литература.',
        'Обладатели IELTS 6.0 или национального сертификата CEFR B2 получают полный балл за иностранный язык, как разрешают государственные правила.',
        'Пришлите копию паспорта или ID-карты, аттестат с выпиской оценок, фото 3×4 и форму 086-У; учителя, поступающие на заочное, добавляют копию трудовой книжки.',
      ],
      careers: [
        'Большинство выпускников преподают английский в школах, академических лицеях, вузах и языковых центрах — у партнёров British Council и в частных школах Самарканда и Ташкента.',
        'Другие работают в туризме и гостиницах, в международных отделах компаний и университетов, редакторами англоязычных СМИ или продолжают учёбу в магистратуре по лингвистике.',
      ],
    },
    uz: {
      overview: [
        'Ingliz filologiyasi — ingliz tilini chuqur oʻrganish: uning tovushlari, grammatikasi va tarixi, shuningdek Choserdan hozirgi romannavislargacha shu tilda yaratilgan adabiyot. Birinchi kundan hamma fanlar ingliz tilida oʻtiladi, shuning uchun bitiruvchilar C1 va undan yuqori darajada gapiradi va yozadi.',
        'Tilshunoslik bilan birga talabalar dars berishni ham oʻrganadi: metodika kurslari Samarqanddagi maktab va akademik litseylarda pedagogik amaliyot bilan yakunlanadi, bitiruvchilarga ingliz tili oʻqituvchisi malakasi beriladi.',
        'Sirtqi taʼlim maktabda ishlab turgan va oʻz fani boʻyicha oliy maʼlumot olmoqchi boʻlgan oʻqituvchilar uchun; ular taʼtil paytida sessiyalarda oʻqiydi.',
      ],
      outcomes: [
        'Ingliz tilida CEFR C1 darajasida — akademik, kasbiy va kundalik uslubda gapirish va yozish.',
        'Ingliz tilining fonetikasi, grammatikasi va leksikasini tavsiflash hamda ularni oʻzbek va rus tillari bilan qiyoslash.',
        'Sheʼr, hikoya yoki romanni tarixiy va madaniy muhiti bilan birga tahlil qilish.',
        'Maktab va litsey sinflari uchun ingliz tili darslarini rejalashtirish, oʻtkazish va oʻquvchilarni adolatli baholash.',
        'Korpus asosida kichik lingvistik tadqiqot oʻtkazish va natijasini ilmiy maqolada bayon etish.',
      ],
      curriculum: [
        '1-kurs · 60 kredit: Amaliy ingliz tili: gapirish va tinglash; Oʻqish va yozish; Tilshunoslikka kirish; Ingliz tili fonetikasi; Lotin tili; Oʻzbekiston tarixi',
        '2-kurs · 60 kredit: Amaliy grammatika; Leksikologiya; Ingliz adabiyoti tarixi; Ikkinchi chet tili: nemis yoki fransuz; Mamlakatshunoslik: Britaniya va AQSh',
        '3-kurs · 60 kredit: Nazariy grammatika; Stilistika; Amerika adabiyoti; Ingliz tilini oʻqitish metodikasi; Korpus lingvistikasi; Pedagogik amaliyot I',
        '4-kurs · 60 kredit: Ingliz tili tarixi; Qiyosiy tilshunoslik: ingliz va oʻzbek tillari; XX–XXI asrlar adabiyoti; Pedagogik amaliyot II (8 hafta); Bitiruv malakaviy ishi (12 kredit)',
      ],
      requirements: [
        'Davlat testining mutaxassislik fanlari — chet tili (ingliz tili) hamda ona tili va adabiyot.',
        'IELTS 6.0 yoki CEFR B2 milliy sertifikati egalari davlat qoidalariga binoan chet tili qismi uchun maksimal ball oladi.',
        'Pasport yoki ID-karta nusxasi, baholar roʻyxati bilan attestat, 3×4 surat va 086-U shaklini yuboring; sirtqiga kirayotgan oʻqituvchilar mehnat daftarchasi nusxasini ham qoʻshadi.',
      ],
      careers: [
        'Bitiruvchilarning aksariyati maktablar, akademik litseylar, oliygohlar va til markazlarida — British Council hamkorlari hamda Samarqand va Toshkentdagi xususiy maktablarda ingliz tilidan dars beradi.',
        'Boshqalari turizm va mehmonxonalarda, kompaniya va universitetlarning xalqaro boʻlimlarida, ingliz tilidagi OAVda muharrir boʻlib ishlaydi yoki tilshunoslik magistraturasida oʻqiydi.',
      ],
    },
  },
  // Translation Studies, bachelor
  '60230200': {
    en: {
      overview: [
        'Translation Studies trains translators and interpreters between English, Uzbek and Russian. Students learn to carry meaning, tone and terminology across languages in written texts, and to interpret consecutively and, in the final year, simultaneously.',
        'Practice happens in our interpreting lab with six booths and in the student translation bureau, which translates for the city’s museums, the Samarkand tourism office and NGOs. Every graduate leaves with a portfolio of published work.',
        'Classes use all three languages; each student chooses English–Uzbek or English–Russian as the main pair and adds the third language as a working one.',
      ],
      outcomes: [
        'Translate legal, economic, technical and literary texts in both directions of the main language pair.',
        'Interpret consecutively at meetings and negotiations, taking notes by a learned system.',
        'Work in CAT tools such as Trados and memoQ with translation memories and term bases.',
        'Edit machine translation output to a publishable standard and judge when it cannot be trusted.',
        'Run a translation job for a client: quote, deadline, quality check and invoice.',
      ],
      curriculum: [
        'Year 1 · 60 credits: Practical English I; Uzbek and Russian stylistics; Introduction to translation theory; Text analysis; Computer literacy for translators; History of Uzbekistan',
        'Year 2 · 60 credits: Practical English II; Written translation: general texts; Consecutive interpreting I; Note-taking; Second foreign language: Korean or German',
        'Year 3 · 60 credits: Legal and economic translation; Technical translation; Consecutive interpreting II; CAT tools and terminology management; Student translation bureau',
        'Year 4 · 60 credits: Literary translation; Simultaneous interpreting; Post-editing machine translation; Professional ethics and the translation business; Placement at a translation agency; Graduation thesis (12 credits)',
      ],
      requirements: [
        'Enrolment is by state test scores in a foreign language (English) and in native language and literature; a national certificate of B2 counts as the full foreign-language score.',
        'After the test, applicants take a short oral interview in English and in their chosen second language, which checks listening and the ability to retell a text.',
        'Your application holds the passport or ID card, a certificate of secondary education with grades, one 3×4 photograph and the 086-U medical form.',
      ],
      careers: [
        'Graduates translate and interpret for ministries and the hokimiyats, for embassies and international organisations such as the UN agencies in Tashkent, and for translation agencies and publishers.',
        'Tourism in Samarkand and Bukhara employs many as guide-interpreters, and others localise apps and games for Uzbek IT companies.',
      ],
    },
    ru: {
      overview: [
        'Направление «Теория и практика перевода» готовит письменных и устных переводчиков с английским, узбекским и русским языками. Студенты учатся передавать смысл, тон и терминологию в письменном тексте, переводить последовательно, а на последнем курсе — синхронно.',
        'Практика идёт в лаборатории устного перевода с шестью кабинами и в студенческом бюро переводов, которое работает для музеев города, туристического офиса Самарканда и некоммерческих организаций. Каждый выпускник уходит с портфолио опубликованных переводов.',
        'На занятиях звучат все три языка: каждый студент выбирает основную пару — английский–узбекский или английский–русский — и добавляет третий язык как рабочий.',
      ],
      outcomes: [
        'Переводить юридические, экономические, технические и художественные тексты в обе стороны основной пары.',
        'Вести последовательный перевод на встречах и переговорах, используя систему переводческой записи.',
        'Работать в CAT-системах вроде Trados и memoQ с памятью переводов и терминологическими базами.',
        'Редактировать машинный перевод до уровня публикации и понимать, когда ему нельзя доверять.',
        'Вести заказ от начала до конца: расчёт стоимости, сроки, контроль качества и счёт.',
      ],
      curriculum: [
        '1 курс · 60 кредитов: Практический английский I; Стилистика узбекского и русского языков; Введение в теорию перевода; Анализ текста; Компьютерная грамотность переводчика; История Узбекистана',
        '2 курс · 60 кредитов: Практический английский II; Письменный перевод общих текстов; Последовательный перевод I; Переводческая запись; Второй иностранный: корейский или немецкий',
        '3 курс · 60 кредитов: Юридический и экономический перевод; Технический перевод; Последовательный перевод II; CAT-системы и управление терминологией; Студенческое бюро переводов',
        '4 курс · 60 кредитов: Художественный перевод; Синхронный перевод; Постредактирование машинного перевода; Профессиональная этика и переводческий бизнес; Практика в бюро переводов; Выпускная работа (12 кредитов)',
      ],
      requirements: [
        'Зачисление — по баллам государственного теста по иностранному (английскому) языку и родному языку и литературе; национальный сертификат B2 засчитывается как полный балл по языку.',
        'После теста абитуриенты проходят короткое устное собеседование на английском и выбранном втором языке: проверяются понимание на слух и умение пересказать текст.',
        'В заявку входят паспорт или ID-карта, документ о среднем образовании с оценками, одна фотография 3×4 и медицинская форма 086-У.',
      ],
      careers: [
        'Выпускники переводят для министерств и хокимиятов, посольств и международных организаций — например, агентств ООН в Ташкенте, — а также для бюро переводов и издательств.',
        'Туризм Самарканда и Бухары даёт работу многим гидам-переводчикам, а кто-то локализует приложения и игры для узбекских IT-компаний.',
      ],
    },
    uz: {
      overview: [
        '«Tarjima nazariyasi va amaliyoti» yoʻnalishi ingliz, oʻzbek va rus tillari bilan ishlaydigan yozma va ogʻzaki tarjimonlarni tayyorlaydi. Talabalar maʼno, ohang va atamalarni yozma matnda bir tildan ikkinchisiga oʻtkazishni, ketma-ket, soʻnggi kursda esa sinxron tarjima qilishni oʻrganadi.',
        'Amaliyot olti kabinali ogʻzaki tarjima laboratoriyasida va shahar muzeylari, Samarqand turizm idorasi hamda nodavlat tashkilotlar uchun ishlaydigan talabalar tarjima byurosida oʻtadi. Har bir bitiruvchi chop etilgan tarjimalar portfoliosi bilan chiqadi.',
        'Darslarda uch til ham yangraydi: har bir talaba asosiy juftlikni — ingliz–oʻzbek yoki ingliz–rus — tanlaydi va uchinchi tilni ishchi til sifatida qoʻshadi.',
      ],
      outcomes: [
        'Asosiy til juftligida huquqiy, iqtisodiy, texnik va badiiy matnlarni ikki yoʻnalishda tarjima qilish.',
        'Uchrashuv va muzokaralarda tarjimon yozuvi tizimidan foydalanib ketma-ket tarjima qilish.',
        'Trados va memoQ kabi CAT dasturlarida tarjima xotirasi va atamalar bazasi bilan ishlash.',
        'Mashina tarjimasini nashrga yaroqli holga keltirish va unga qachon ishonib boʻlmasligini bilish.',
        'Buyurtmani boshidan oxirigacha yuritish: narxni hisoblash, muddat, sifat nazorati va hisob-faktura.',
      ],
      curriculum: [
        '1-kurs · 60 kredit: Amaliy ingliz tili I; Oʻzbek va rus tillari stilistikasi; Tarjima nazariyasiga kirish; Matn tahlili; Tarjimonning kompyuter savodxonligi; Oʻzbekiston tarixi',
        '2-kurs · 60 kredit: Amaliy ingliz tili II; Umumiy matnlarni yozma tarjima qilish; Ketma-ket tarjima I; Tarjimon yozuvi; Ikkinchi chet tili: koreys yoki nemis',
        '3-kurs · 60 kredit: Huquqiy va iqtisodiy tarjima; Texnik tarjima; Ketma-ket tarjima II; CAT dasturlari va terminologiyani boshqarish; Talabalar tarjima byurosi',
        '4-kurs · 60 kredit: Badiiy tarjima; Sinxron tarjima; Mashina tarjimasini tahrirlash; Kasb etikasi va tarjima biznesi; Tarjima byurosida amaliyot; Bitiruv malakaviy ishi (12 kredit)',
      ],
      requirements: [
        'Qabul chet tili (ingliz tili) hamda ona tili va adabiyot fanlaridan davlat testi ballari asosida; B2 milliy sertifikati chet tili boʻyicha toʻliq ball sifatida hisoblanadi.',
        'Testdan soʻng abituriyentlar ingliz tilida va tanlagan ikkinchi tilida qisqa ogʻzaki suhbatdan oʻtadi: tinglab tushunish va matnni qayta hikoya qilish tekshiriladi.',
        'Arizaga pasport yoki ID-karta, baholari bilan oʻrta taʼlim hujjati, bitta 3×4 fotosurat va 086-U tibbiy shakli kiradi.',
      ],
      careers: [
        'Bitiruvchilar vazirliklar va hokimliklar, elchixonalar va Toshkentdagi BMT agentliklari kabi xalqaro tashkilotlar, shuningdek tarjima byurolari va nashriyotlar uchun tarjima qiladi.',
        'Samarqand va Buxoro turizmi koʻplab gid-tarjimonlarga ish beradi, ayrimlar oʻzbek IT kompaniyalari uchun ilova va oʻyinlarni mahalliylashtiradi.',
      ],
    },
  },
}
