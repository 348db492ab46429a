import type { SeedStory } from './story'

// Not yet translated into Uzbek: the Uzbek page shows the English text with a notice.
export const foreignLanguagesVisitingProfessor: SeedStory = {
  slug: 'foreign-languages-visiting-professor',
  faculty: 'foreign-languages',
  category: 'announcements',
  daysAgo: 9,
  gallery: 2,
  title: {
    en: 'How do you translate Navoi? A visiting professor from Northbridge begins a lecture series',
    ru: 'Как перевести Навои: профессор из Университета Нортбридж начинает цикл лекций',
  },
  excerpt: {
    en: 'Professor Helen Marsh will spend a semester with the Faculty of Foreign Languages, teaching literary translation and building a parallel corpus of Uzbek classics with students.',
    ru: 'Профессор Хелен Марш проведёт семестр на факультете иностранных языков: курс художественного перевода и вместе со студентами — параллельный корпус узбекской классики.',
  },
  body: {
    en: [
      'Professor Helen Marsh of Northbridge University, one of the university’s oldest partners, has arrived in Samarkand for a semester at the Faculty of Foreign Languages. Her open lecture on Monday, “Four hundred years of getting Navoi wrong”, filled the assembly hall of the main building, and students stood along the walls.',
      'Professor Marsh has translated Central Asian poetry for thirty years. Her lecture compared five English versions of the same ghazal by Alisher Navoi, from a Victorian rendering in rhymed couplets to a recent free-verse translation, and asked the audience which of them a reader in Samarkand would recognise.',
      '## Twelve lectures and a workshop',
      'Until the end of the semester she will give a lecture every Monday afternoon, open to students and staff of all faculties and to anyone from the city who registers in advance. The topics range from the translation of humour and proverbs to the work of court interpreters and the ethics of machine translation.',
      'On Thursdays she will lead a smaller workshop for twenty fourth-year and master’s students of English philology, who will translate short stories by contemporary Uzbek writers. The best translations will be sent to a literary journal published by Northbridge University.',
      '> “Our students translate between three languages every day without thinking about it. In this workshop they will learn to think about it, and they will teach me a great deal about Uzbek in return.” — Helen Marsh, Professor of Translation Studies, Northbridge University',
      '## A corpus of Uzbek classics',
      'The visit has a research side as well. With a group of students, Professor Marsh and the Department of English Philology will start a parallel corpus: Uzbek classical texts aligned sentence by sentence with their published English and Russian translations. Such a corpus lets researchers see how translators have dealt with the same word or image over the centuries, and it is useful for training translation software.',
      '> “There is no open corpus like this for Uzbek literature yet. If we build the first thousand pages this semester, other universities will be able to add to it.” — Shahlo Mirzayeva, head of the Department of English Philology',
      '## How to attend',
      'The Monday lectures are held in English with questions welcome in any of the three languages; recordings with subtitles will be published on the faculty’s page. Registration for visitors from outside the university is open on the website until the day before each lecture.',
    ],
    ru: [
      'В Самарканд на целый семестр приехала профессор Хелен Марш из Университета Нортбридж — одного из старейших партнёров университета. Её открытая лекция в понедельник, «Четыреста лет неправильного Навои», собрала полный актовый зал главного корпуса: студенты стояли вдоль стен.',
      'Профессор Марш тридцать лет переводит поэзию Центральной Азии. В лекции она сравнила пять английских переводов одной и той же газели Алишера Навои — от викторианского, в рифмованных двустишиях, до недавнего верлибра — и спросила зал, в каком из них читатель из Самарканда узнал бы оригинал.',
      '## Двенадцать лекций и мастерская',
      'До конца семестра лекции будут проходить каждый понедельник после обеда. Они открыты для студентов и преподавателей всех факультетов, а также для горожан, зарегистрировавшихся заранее. Темы — от перевода юмора и пословиц до работы судебных переводчиков и этики машинного перевода.',
      'По четвергам профессор ведёт мастерскую для двадцати студентов четвёртого курса и магистратуры направления «Английская филология». Они будут переводить рассказы современных узбекских писателей, а лучшие работы отправят в литературный журнал Университета Нортбридж.',
      '> «Наши студенты каждый день переходят с одного из трёх языков на другой, не задумываясь. В мастерской они научатся об этом задумываться — а взамен многому научат меня в узбекском». — Хелен Марш, профессор переводоведения Университета Нортбридж',
      '## Корпус узбекской классики',
      'У визита есть и научная часть. Вместе со студентами профессор Марш и кафедра английской филологии начинают параллельный корпус: узбекские классические тексты, выровненные по предложениям с опубликованными английскими и русскими переводами. Такой корпус показывает, как переводчики разных веков справлялись с одним и тем же словом или образом, и пригодится для обучения программ машинного перевода.',
      '> «Открытого корпуса узбекской литературы такого рода пока нет. Если за семестр мы соберём первую тысячу страниц, к работе смогут подключиться и другие университеты». — Шахло Мирзаева, заведующая кафедрой английской филологии',
      '## Как попасть на лекции',
      'Лекции читаются на английском, вопросы можно задавать на любом из трёх языков. Записи с субтитрами будут выкладываться на странице факультета. Регистрация для гостей не из университета открыта на сайте до дня, предшествующего каждой лекции.',
    ],
  },
}
