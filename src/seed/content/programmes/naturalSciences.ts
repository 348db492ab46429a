// Faculty of Natural Sciences: its programmes' pages.
import type { ProgramCopies } from './types'

export const naturalSciencesProgrammes: ProgramCopies = {
  // Biology, bachelor
  '60510100': {
    en: {
      overview: [
        'Biology at Registan University is taught in the field as much as in the lecture hall. The Zarafshan valley, with its riverside tugai forests, the foothills of the Zarafshan nature reserve and the irrigated farmland around Samarkand, is our outdoor laboratory.',
        'Students spend two weeks each summer at the faculty’s field station near Urgut, recording plants, insects and birds, and from the third year they work in the molecular biology lab, extracting DNA, running PCR and sequencing samples they collected themselves.',
        'The programme is taught in Uzbek and Russian and leads either to research and conservation work or, with the teaching modules, to a qualification as a school biology teacher.',
      ],
      outcomes: [
        'Identify the common plants and animals of Uzbekistan in the field and with keys and collections.',
        'Plan a field survey or a laboratory experiment, collect data and analyse it statistically in R.',
        'Carry out basic molecular methods: DNA extraction, PCR, gel electrophoresis and reading a sequence.',
        'Assess the environmental impact of a project on a habitat and propose protective measures.',
        'Explain biology clearly to pupils, farmers or visitors of a nature reserve.',
      ],
      curriculum: [
        'Year 1 · 60 credits: Botany; Zoology of invertebrates; General chemistry; Mathematics and biostatistics; Academic English; History of Uzbekistan',
        'Year 2 · 60 credits: Zoology of vertebrates; Plant physiology; Cell biology; Organic and biological chemistry; Microbiology; Field practice at the Urgut station',
        'Year 3 · 60 credits: Genetics; Molecular biology; Ecology; Human and animal physiology; Data analysis in R; Methods of teaching biology',
        'Year 4 · 60 credits: Biotechnology; Conservation biology and the flora of Central Asia; Evolution; Research placement in a laboratory or reserve; Graduation thesis (12 credits)',
      ],
      requirements: [
        'Biology and chemistry are the specialised subjects of the state test for this direction, alongside the compulsory block.',
        'Field work involves walks of up to 15 km in the mountains; tell the admissions office if you need adjustments, and we will arrange them.',
        'Submit your passport or ID card, school certificate or college diploma with marks, a 3×4 photograph and the medical form 086-U, which should include your vaccination record for field trips.',
      ],
      careers: [
        'Biologists from our faculty work at research institutes of the Academy of Sciences, in laboratories of hospitals and the sanitary-epidemiological service, and at the Zarafshan and Hissar nature reserves.',
        'Others teach biology at schools and lyceums, work for agricultural and seed companies, or continue to a master’s degree in Uzbekistan, Korea or Germany.',
      ],
    },
    ru: {
      overview: [
        'Биологию в Регистанском университете изучают в поле не меньше, чем в аудитории. Зарафшанская долина — прибрежные тугайные леса, предгорья Зарафшанского заповедника, орошаемые поля вокруг Самарканда — наша лаборатория под открытым небом.',
        'Каждое лето студенты две недели живут на полевой станции факультета под Ургутом, описывая растения, насекомых и птиц, а с третьего курса работают в лаборатории молекулярной биологии: выделяют ДНК, ставят ПЦР и секвенируют образцы, собранные своими руками.',
        'Обучение идёт на узбекском и русском; программа ведёт к научной и природоохранной работе или, вместе с педагогическими модулями, к квалификации учителя биологии.',
      ],
      outcomes: [
        'Определять обычные растения и животных Узбекистана в природе, по определителям и коллекциям.',
        'Спланировать полевое обследование или лабораторный эксперимент, собрать данные и обработать их статистически в R.',
        'Выполнять базовые молекулярные методы: выделение ДНК, ПЦР, гель-электрофорез, чтение последовательности.',
        'Оценить воздействие проекта на местообитание и предложить меры защиты.',
        'Понятно рассказывать о биологии школьникам, фермерам или посетителям заповедника.',
      ],
      curriculum: [
        '1 курс · 60 кредитов: Ботаника; Зоология беспозвоночных; Общая химия; Математика и биостатистика; Академический английский; История Узбекистана',
        '2 курс · 60 кредитов: Зоология позвоночных; Физиология растений; Клеточная биология; Органическая и биологическая химия; Микробиология; Полевая практика на Ургутской станции',
        '3 курс · 60 кредитов: Генетика; Молекулярная биология; Экология; Физиология человека и животных; Анализ данных в R; Методика преподавания биологии',
        '4 курс · 60 кредитов: Биотехнология; Охрана природы и флора Центральной Азии; Теория эволюции; Научная практика в лаборатории или заповеднике; Выпускная работа (12 кредитов)',
      ],
      requirements: [
        'Профильные предметы государственного теста для этого направления — биология и химия, вместе с обязательным блоком.',
        'Полевые практики включают переходы до 15 км по горам; если вам нужны особые условия, сообщите приёмной комиссии — мы их организуем.',
        'Подайте паспорт или ID-карту, аттестат или диплом колледжа с оценками, фотографию 3×4 и медицинскую форму 086-У со сведениями о прививках для полевых выездов.',
      ],
      careers: [
        'Биологи нашего факультета работают в научных институтах Академии наук, в лабораториях больниц и санитарно-эпидемиологической службы, в Зарафшанском и Гиссарском заповедниках.',
        'Другие преподают биологию в школах и лицеях, работают в агрокомпаниях и семеноводческих фирмах или продолжают учёбу в магистратуре в Узбекистане, Корее или Германии.',
      ],
    },
    uz: {
      overview: [
        'Registon universitetida biologiya auditoriyadagidek dalada ham oʻrganiladi. Zarafshon vodiysi — daryo boʻyidagi toʻqay oʻrmonlari, Zarafshon qoʻriqxonasi etaklari va Samarqand atrofidagi sugʻoriladigan dalalar — bizning ochiq osmon ostidagi laboratoriyamiz.',
        'Har yozda talabalar ikki hafta davomida fakultetning Urgut yaqinidagi dala stansiyasida oʻsimliklar, hasharotlar va qushlarni qayd etadi, uchinchi kursdan esa molekulyar biologiya laboratoriyasida oʻzlari yiqqan namunalardan DNK ajratadi, PZR qoʻyadi va ketma-ketlikni aniqlaydi.',
        'Taʼlim oʻzbek va rus tillarida; dastur ilmiy va tabiatni muhofaza qilish ishiga yoki pedagogik modullar bilan biologiya oʻqituvchisi malakasiga olib boradi.',
      ],
      outcomes: [
        'Oʻzbekistonning keng tarqalgan oʻsimlik va hayvonlarini tabiatda, aniqlagichlar va kolleksiyalar yordamida aniqlash.',
        'Dala tadqiqoti yoki laboratoriya tajribasini rejalashtirish, maʼlumot yigʻish va uni R dasturida statistik tahlil qilish.',
        'Asosiy molekulyar usullarni bajarish: DNK ajratish, PZR, gel-elektroforez va ketma-ketlikni oʻqish.',
        'Loyihaning yashash muhitiga taʼsirini baholash va himoya choralarini taklif etish.',
        'Biologiyani oʻquvchilar, fermerlar yoki qoʻriqxona mehmonlariga tushunarli qilib soʻzlab berish.',
      ],
      curriculum: [
        '1-kurs · 60 kredit: Botanika; Umurtqasizlar zoologiyasi; Umumiy kimyo; Matematika va biostatistika; Akademik ingliz tili; Oʻzbekiston tarixi',
        '2-kurs · 60 kredit: Umurtqalilar zoologiyasi; Oʻsimliklar fiziologiyasi; Hujayra biologiyasi; Organik va biologik kimyo; Mikrobiologiya; Urgut stansiyasida dala amaliyoti',
        '3-kurs · 60 kredit: Genetika; Molekulyar biologiya; Ekologiya; Odam va hayvonlar fiziologiyasi; R dasturida maʼlumotlar tahlili; Biologiyani oʻqitish metodikasi',
        '4-kurs · 60 kredit: Biotexnologiya; Tabiatni muhofaza qilish va Markaziy Osiyo florasi; Evolyutsiya nazariyasi; Laboratoriya yoki qoʻriqxonada ilmiy amaliyot; Bitiruv malakaviy ishi (12 kredit)',
      ],
      requirements: [
        'Bu yoʻnalish uchun davlat testining mutaxassislik fanlari — biologiya va kimyo, majburiy blok bilan birga.',
        'Dala amaliyotlari togʻda 15 km gacha piyoda yurishni oʻz ichiga oladi; maxsus sharoit kerak boʻlsa, qabul komissiyasiga ayting — biz uni tashkil qilamiz.',
        'Pasport yoki ID-karta, baholari bilan attestat yoki kollej diplomi, 3×4 fotosurat va dala safarlari uchun emlashlar haqidagi maʼlumot kiritilgan 086-U tibbiy shaklini topshiring.',
      ],
      careers: [
        'Fakultetimiz biologlari Fanlar akademiyasining ilmiy institutlarida, shifoxonalar va sanitariya-epidemiologiya xizmati laboratoriyalarida, Zarafshon va Hisor qoʻriqxonalarida ishlaydi.',
        'Boshqalari maktab va litseylarda biologiyadan dars beradi, agrofirma va urugʻchilik kompaniyalarida ishlaydi yoki Oʻzbekiston, Koreya yoxud Germaniyada magistraturada oʻqiydi.',
      ],
    },
  },
  // Chemistry, doctorate (PhD)
  '80530100': {
    en: {
      overview: [
        'The doctoral programme in Chemistry (PhD) is three years of research under a supervisor, ending in a dissertation defended before the specialised scientific council. Its research lines follow the needs of the region: the chemistry of natural compounds from Central Asian plants, green catalysis, and analysis of water and soil pollutants.',
        'Doctoral students work in the faculty’s analytical centre with its HPLC, GC-MS and atomic absorption instruments, which also tests water samples for the regional environment office, and spend up to six months at a partner laboratory abroad.',
        'Supervision and seminars are in Uzbek, Russian or English; the dissertation may be written in any of them, with an abstract in the other two.',
      ],
      outcomes: [
        'Formulate a research problem in chemistry, plan the experiments that answer it and carry them out safely.',
        'Isolate, purify and establish the structure of new compounds using NMR, mass spectrometry and chromatography.',
        'Publish results in peer-reviewed international journals indexed in Scopus or Web of Science.',
        'Supervise undergraduate laboratory work and teach a university chemistry course.',
        'Write a grant proposal and manage a small research budget.',
      ],
      curriculum: [
        'Year 1: History and philosophy of science; Research methodology and ethics; Advanced instrumental analysis; Academic English for publication; Approval of the research plan',
        'Year 2: Experimental research; Specialised course of the chosen line; Research placement at a partner laboratory; First journal article; Teaching practice',
        'Year 3: Completion of experiments; Second and third journal articles; Pre-defence seminar at the faculty; Dissertation defence before the scientific council',
      ],
      requirements: [
        'A master’s degree in chemistry, chemical technology or a related field.',
        'An entrance examination in the speciality, a research proposal of 5 to 10 pages agreed with a prospective supervisor, and a list of any publications.',
        'A foreign-language certificate at CEFR B2 at least (English, German or French), as the rules for doctoral admission in Uzbekistan require.',
      ],
      careers: [
        'Doctors of chemistry lead laboratories at the Academy of Sciences’ institutes, teach and do research at universities, and head quality control at pharmaceutical, food and chemical plants such as Navoiyazot and Maxam-Chirchiq.',
        'Some move into environmental monitoring for the Ministry of Ecology or into research posts at universities abroad after a postdoctoral fellowship.',
      ],
    },
    ru: {
      overview: [
        'Докторантура (PhD) по химии — три года исследований под руководством научного консультанта, завершающиеся защитой диссертации в специализированном научном совете. Научные направления отвечают потребностям региона: химия природных соединений из растений Центральной Азии, зелёный катализ и анализ загрязнителей воды и почвы.',
        'Докторанты работают в аналитическом центре факультета с приборами ВЭЖХ, ГХ-МС и атомно-абсорбционной спектроскопии, где также проверяют пробы воды для областного управления экологии, и до шести месяцев проводят в лаборатории-партнёре за рубежом.',
        'Руководство и семинары ведутся на узбекском, русском или английском; диссертацию можно писать на любом из них с авторефератом на двух других.',
      ],
      outcomes: [
        'Сформулировать исследовательскую задачу в химии, спланировать эксперименты для её решения и безопасно их провести.',
        'Выделять, очищать и устанавливать строение новых соединений методами ЯМР, масс-спектрометрии и хроматографии.',
        'Публиковать результаты в рецензируемых международных журналах, индексируемых в Scopus или Web of Science.',
        'Руководить лабораторными работами студентов и читать университетский курс химии.',
        'Написать заявку на грант и управлять небольшим научным бюджетом.',
      ],
      curriculum: [
        '1 год: История и философия науки; Методология и этика исследований; Современный инструментальный анализ; Академический английский для публикаций; Утверждение плана исследования',
        '2 год: Экспериментальное исследование; Специальный курс по выбранному направлению; Стажировка в лаборатории-партнёре; Первая журнальная статья; Педагогическая практика',
        '3 год: Завершение экспериментов; Вторая и третья статьи; Предварительная защита на факультете; Защита диссертации в научном совете',
      ],
      requirements: [
        'Диплом магистра по химии, химической технологии или смежному направлению.',
        'Вступительный экзамен по специальности, исследовательское предложение на 5–10 страниц, согласованное с будущим руководителем, и список публикаций, если они есть.',
        'Сертификат иностранного языка не ниже CEFR B2 (английский, немецкий или французский), как того требуют правила приёма в докторантуру Узбекистана.',
      ],
      careers: [
        'Доктора химии руководят лабораториями институтов Академии наук, преподают и ведут исследования в университетах, возглавляют контроль качества на фармацевтических, пищевых и химических предприятиях — «Навоиазот», «Максам-Чирчик».',
        'Кто-то уходит в экологический мониторинг при Министерстве экологии или, после постдока, на научные должности в зарубежных университетах.',
      ],
    },
    uz: {
      overview: [
        'Kimyo boʻyicha doktorantura (PhD) — ilmiy rahbar bilan uch yillik tadqiqot, u ixtisoslashgan ilmiy kengashda dissertatsiya himoyasi bilan yakunlanadi. Ilmiy yoʻnalishlar mintaqa ehtiyojlariga mos: Markaziy Osiyo oʻsimliklaridan olinadigan tabiiy birikmalar kimyosi, yashil kataliz hamda suv va tuproqni ifloslantiruvchi moddalar tahlili.',
        'Doktorantlar fakultetning viloyat ekologiya boshqarmasi uchun suv namunalari ham tekshiriladigan, YuSSX, GX-MS va atom-absorbsion asboblari bor analitik markazida ishlaydi hamda olti oygacha xorijdagi hamkor laboratoriyada tadqiqot olib boradi.',
        'Rahbarlik va seminarlar oʻzbek, rus yoki ingliz tilida; dissertatsiyani istalgan tilda, qolgan ikkitasida avtoreferat bilan yozish mumkin.',
      ],
      outcomes: [
        'Kimyoda ilmiy muammoni qoʻyish, uni hal qiluvchi tajribalarni rejalashtirish va xavfsiz bajarish.',
        'YaMR, mass-spektrometriya va xromatografiya usullari bilan yangi birikmalarni ajratish, tozalash va tuzilishini aniqlash.',
        'Natijalarni Scopus yoki Web of Science bazalaridagi taqrizli xalqaro jurnallarda chop etish.',
        'Talabalarning laboratoriya ishlariga rahbarlik qilish va universitetda kimyo kursini oʻqitish.',
        'Grant arizasini yozish va kichik ilmiy byudjetni boshqarish.',
      ],
      curriculum: [
        '1-yil: Fan tarixi va falsafasi; Tadqiqot metodologiyasi va etikasi; Zamonaviy instrumental tahlil; Nashr uchun akademik ingliz tili; Tadqiqot rejasini tasdiqlash',
        '2-yil: Eksperimental tadqiqot; Tanlangan yoʻnalish boʻyicha maxsus kurs; Hamkor laboratoriyada stajirovka; Birinchi jurnal maqolasi; Pedagogik amaliyot',
        '3-yil: Tajribalarni yakunlash; Ikkinchi va uchinchi maqolalar; Fakultetda dastlabki himoya; Ilmiy kengashda dissertatsiya himoyasi',
      ],
      requirements: [
        'Kimyo, kimyoviy texnologiya yoki turdosh yoʻnalish boʻyicha magistr diplomi.',
        'Mutaxassislikdan kirish imtihoni, boʻlajak ilmiy rahbar bilan kelishilgan 5–10 sahifalik tadqiqot taklifi va mavjud boʻlsa, ilmiy ishlar roʻyxati.',
        'Oʻzbekistonda doktoranturaga qabul qoidalari talab qilganidek, kamida CEFR B2 darajasidagi chet tili (ingliz, nemis yoki fransuz) sertifikati.',
      ],
      careers: [
        'Kimyo fanlari doktorlari Fanlar akademiyasi institutlarida laboratoriyalarga rahbarlik qiladi, universitetlarda dars berib ilmiy ish olib boradi, «Navoiyazot» va «Maxam-Chirchiq» kabi farmatsevtika, oziq-ovqat va kimyo korxonalarida sifat nazoratini boshqaradi.',
        'Ayrimlar Ekologiya vazirligi qoshidagi ekologik monitoringga yoki postdoktoranturadan soʻng xorijiy universitetlardagi ilmiy lavozimlarga oʻtadi.',
      ],
    },
  },
}
