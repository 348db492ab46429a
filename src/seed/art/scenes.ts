// Every kind of scene the demo art can draw, and what each shows in words (the picture's alt text).
import type { L } from '../localized'
import { l } from '../localized'
import type { Random } from './random'
import { courtyard, graduation, mainBuilding, openDay, reception } from './scenes/campus'
import { computerLab, serverRoom } from './scenes/computing'
import { lectureHallCharts, meetingRoom, tradingRoom } from './scenes/economics'
import { constructionSite, powerLines } from './scenes/engineering'
import { bookFair, careersFair, hackathon, posterSession } from './scenes/hall'
import { manuscriptDesk, readingRoom } from './scenes/languages'
import { colonnade, courtroom } from './scenes/law'
import { biologyLab, chemistryLab } from './scenes/science'
import { athletics, football } from './scenes/sport'
import { concert, conference, debate, theatre } from './scenes/stage'

export const SCENES = {
  computerLab,
  serverRoom,
  lectureHall: lectureHallCharts,
  tradingRoom,
  meetingRoom,
  courtroom,
  colonnade,
  readingRoom,
  manuscriptDesk,
  biologyLab,
  chemistryLab,
  constructionSite,
  powerLines,
  conference,
  debate,
  concert,
  theatre,
  mainBuilding,
  courtyard,
  graduation,
  openDay,
  reception,
  careersFair,
  bookFair,
  posterSession,
  hackathon,
  athletics,
  football,
} satisfies Record<string, (rng: Random) => string>

export type Subject = keyof typeof SCENES

export const SUBJECT_ALT: Record<Subject, L> = {
  computerLab: l('Students coding in a computer lab', 'Студенты программируют в компьютерном классе', 'Talabalar kompyuter sinfida dasturlash bilan band'),
  serverRoom: l('The aisle of the university server room', 'Проход серверной университета', 'Universitet server xonasining yoʻlagi'),
  lectureHall: l('A lecture in a tiered hall, charts on the screen', 'Лекция в амфитеатре, на экране графики', 'Amfiteatrdagi maʼruza, ekranda grafiklar'),
  tradingRoom: l('The training trading room with market screens', 'Учебный трейдинговый зал с биржевыми экранами', 'Birja ekranlari bilan oʻquv treyding zali'),
  meetingRoom: l('A business seminar in the meeting room', 'Бизнес-семинар в переговорной', 'Majlislar xonasidagi biznes seminar'),
  courtroom: l('A session of the moot court', 'Заседание учебного суда', 'Oʻquv sudi majlisi'),
  colonnade: l(
    'Flags of partner countries before the law building',
    'Флаги стран-партнёров у юридического корпуса',
    'Yuridik bino oldidagi hamkor davlatlar bayroqlari',
  ),
  readingRoom: l('The reading room of the library', 'Читальный зал библиотеки', 'Kutubxona qiroatxonasi'),
  manuscriptDesk: l('A manuscript and letters on a translator’s desk', 'Рукопись и письма на столе переводчика', 'Tarjimon stolidagi qoʻlyozma va xatlar'),
  biologyLab: l(
    'Students at microscopes in the biology lab',
    'Студенты за микроскопами в лаборатории биологии',
    'Biologiya laboratoriyasida mikroskop ortidagi talabalar',
  ),
  chemistryLab: l(
    'Glassware under the fume hoods of the chemistry lab',
    'Посуда под вытяжками химической лаборатории',
    'Kimyo laboratoriyasi soʻrgichlari ostidagi idishlar',
  ),
  constructionSite: l(
    'A tower crane and a steel bridge at the training site',
    'Башенный кран и стальной мост на учебной площадке',
    'Oʻquv maydonidagi minorali kran va poʻlat koʻprik',
  ),
  powerLines: l(
    'Engineering students by power lines and solar panels',
    'Студенты-инженеры у ЛЭП и солнечных панелей',
    'Elektr uzatish liniyalari va quyosh panellari yonidagi muhandis talabalar',
  ),
  conference: l('A speaker at the conference stage', 'Докладчик на сцене конференции', 'Konferensiya sahnasidagi maʼruzachi'),
  debate: l('Two teams on stage at a student competition', 'Две команды на сцене студенческого турнира', 'Talabalar turniri sahnasidagi ikki jamoa'),
  concert: l('A student band under stage lights', 'Студенческая группа в свете софитов', 'Sahna chiroqlari ostidagi talabalar guruhi'),
  theatre: l('A premiere of the theatre studio', 'Премьера театральной студии', 'Teatr studiyasi premyerasi'),
  mainBuilding: l('The main building with its tiled portal', 'Главный корпус с изразцовым порталом', 'Koshinli peshtoqli bosh bino'),
  courtyard: l('The courtyard under the plane trees', 'Внутренний двор под чинарами', 'Chinorlar ostidagi ichki hovli'),
  graduation: l('Graduates throw their caps on the square', 'Выпускники подбрасывают шапочки на площади', 'Bitiruvchilar maydonda qalpoqlarini otmoqda'),
  openDay: l('Visitors on the square at the open day', 'Гости на площади в день открытых дверей', 'Ochiq eshiklar kunida maydondagi mehmonlar'),
  reception: l('An evening meeting of alumni in the courtyard', 'Вечерняя встреча выпускников во дворе', 'Hovlida bitiruvchilarning kechki uchrashuvi'),
  careersFair: l('Employers’ stands at the careers fair', 'Стенды работодателей на ярмарке вакансий', 'Vakansiyalar yarmarkasidagi ish beruvchilar stendlari'),
  bookFair: l('Stalls of publishers at the book fair', 'Стенды издательств на книжной ярмарке', 'Kitob yarmarkasidagi nashriyotlar stendlari'),
  posterSession: l('Research posters at the science week', 'Научные постеры на неделе науки', 'Ilm-fan haftaligidagi ilmiy posterlar'),
  hackathon: l('Teams at their laptops during the hackathon', 'Команды за ноутбуками на хакатоне', 'Xakatonda noutbuklar ortidagi jamoalar'),
  athletics: l('Runners on the stadium track', 'Бегуны на дорожке стадиона', 'Stadion yoʻlkasidagi yuguruvchilar'),
  football: l('Football training on the university pitch', 'Футбольная тренировка на поле университета', 'Universitet maydonidagi futbol mashgʻuloti'),
}
