// Which picture each piece of demo content gets, by its key (slug, code, name): the content
// files only name things, and the choice of picture stays here with the art.
import { hashText } from './random'
import type { Subject } from './scenes'

/** A scene and which of its variants (each variant moves people, props and light). */
export type Shot = { subject: Subject; variant: number }
const shot = (subject: Subject, variant = 1): Shot => ({ subject, variant })

const FACULTY: Record<string, Subject> = {
  'computer-science': 'computerLab',
  economics: 'lectureHall',
  'foreign-languages': 'manuscriptDesk',
  engineering: 'constructionSite',
  law: 'colonnade',
  'natural-sciences': 'biologyLab',
}
/** A faculty's laboratory, for its "new laboratory" story. */
const LABORATORY: Record<string, Subject> = {
  'computer-science': 'serverRoom',
  economics: 'tradingRoom',
  'foreign-languages': 'readingRoom',
  engineering: 'powerLines',
  law: 'courtroom',
  'natural-sciences': 'chemistryLab',
}
const PROGRAMME: Record<string, Shot> = {
  '60610500': shot('computerLab', 2),
  '60610300': shot('serverRoom', 2),
  '70610501': shot('hackathon', 2),
  '60410100': shot('lectureHall', 2),
  '60410400': shot('tradingRoom', 2),
  '70410201': shot('meetingRoom', 2),
  '60230100': shot('readingRoom', 2),
  '60230200': shot('manuscriptDesk', 2),
  '60730100': shot('constructionSite', 2),
  '60710100': shot('powerLines', 2),
  // No workshop scene yet: mechanical engineering shows the crane and bridge in another light.
  '60710400': shot('constructionSite', 3),
  '60420100': shot('courtroom', 2),
  '70420101': shot('colonnade', 2),
  '60510100': shot('biologyLab', 2),
  '80530100': shot('chemistryLab', 2),
}
const STORY_KIND: Record<string, (faculty: string) => Subject> = {
  'open-day': () => 'openDay',
  'olympiad-winners': () => 'debate',
  'guest-lecture': () => 'lectureHall',
  'new-laboratory': (faculty) => LABORATORY[faculty] ?? 'posterSession',
  'career-fair': () => 'careersFair',
}
const EVENT: Record<string, Subject> = {
  'open-day-2026': 'openDay',
  'spring-career-fair': 'careersFair',
  'hackathon-2026': 'hackathon',
  'science-week': 'posterSession',
  'international-conference': 'conference',
  'spring-concert': 'concert',
  'sports-festival': 'athletics',
  'alumni-meeting': 'reception',
  'book-fair': 'bookFair',
  'graduation-ceremony': 'graduation',
}
const GALLERY: Record<string, Shot[]> = {
  'graduation-2026': [1, 2, 3, 4, 5, 6].map((v) => shot('graduation', v + 1)),
  'campus-in-spring': [
    shot('mainBuilding', 2),
    shot('courtyard', 2),
    shot('readingRoom', 3),
    shot('courtyard', 3),
    shot('mainBuilding', 3),
    shot('colonnade', 3),
  ],
  'science-week-photos': [shot('posterSession', 2), shot('biologyLab', 3), shot('chemistryLab', 3), shot('computerLab', 3), shot('powerLines', 3)],
  'sports-festival-photos': [shot('athletics', 2), shot('football', 2), shot('athletics', 3), shot('football', 3), shot('reception', 2)],
}
const CLUB: Record<string, Shot> = {
  'debate-club': shot('debate', 2),
  'robotics-club': shot('hackathon', 3),
  // The chess club meets in the library.
  'chess-club': shot('readingRoom', 4),
  'football-club': shot('football', 1),
  'theatre-studio': shot('theatre', 1),
  'photo-club': shot('mainBuilding', 4),
}

/** 1 to `count`, fixed by the key: stories of one kind get different variants of their scene. */
const variantOf = (key: string, count = 6) => 1 + (hashText(key) % count)

export const facultyShot = (slug: string) => shot(FACULTY[slug] ?? 'mainBuilding')
export const programmeShot = (code: string) => PROGRAMME[code] ?? shot('lectureHall', variantOf(code))

/** Each demo story's cover, then the pictures its gallery may show: what the story tells of. */
const STORY: Record<string, Shot[]> = {
  'admissions-campaign-results': [shot('openDay', 2), shot('mainBuilding', 5), shot('courtyard', 4)],
  'building-a-reopens': [shot('mainBuilding', 6), shot('colonnade', 4), shot('lectureHall', 5), shot('readingRoom', 6)],
  'computer-science-graduate-career': [shot('serverRoom', 3), shot('computerLab', 4)],
  'computer-science-open-day': [shot('computerLab', 5), shot('openDay', 3), shot('hackathon', 4), shot('serverRoom', 5)],
  'economics-silk-road-conference': [shot('conference', 3), shot('meetingRoom', 3), shot('reception', 3)],
  'economics-turon-bank-scholarships': [shot('meetingRoom', 4), shot('tradingRoom', 3)],
  'engineering-rheinfeld-double-degree': [shot('constructionSite', 4), shot('conference', 4), shot('powerLines', 5), shot('meetingRoom', 5)],
  'engineering-solar-laboratory': [shot('powerLines', 4), shot('constructionSite', 5), shot('posterSession', 3), shot('computerLab', 6)],
  'foreign-languages-visiting-professor': [shot('lectureHall', 3), shot('manuscriptDesk', 3), shot('readingRoom', 2)],
  'foreign-languages-village-volunteers': [shot('courtyard', 5), shot('readingRoom', 5)],
  'law-first-graduates-reunion': [shot('reception', 4), shot('colonnade', 5)],
  'law-moot-court-win': [shot('courtroom', 3), shot('debate', 3), shot('courtroom', 4), shot('colonnade', 6)],
  'library-digital-manuscripts': [shot('manuscriptDesk', 4), shot('readingRoom', 3), shot('serverRoom', 4)],
  'natural-sciences-rare-tulip': [shot('biologyLab', 4), shot('courtyard', 6)],
  'natural-sciences-zarafshan-grant': [shot('chemistryLab', 4), shot('biologyLab', 5), shot('posterSession', 4)],
  'inter-faculty-sports-day': [shot('athletics', 4), shot('football', 4), shot('athletics', 5), shot('football', 5), shot('athletics', 6)],
}

/** A story's cover: its own, else by the kind its slug ends with (`${faculty}-${kind}`), else the campus. */
export function storyShot(slug: string): Shot {
  const own = STORY[slug]?.[0]
  if (own) return own
  const kind = Object.keys(STORY_KIND).find((k) => slug.endsWith(`-${k}`))
  if (!kind) return shot('mainBuilding', variantOf(slug))
  const faculty = slug.slice(0, -kind.length - 1)
  return shot(STORY_KIND[kind](faculty), variantOf(slug))
}
/** A story's gallery (as many as the story shows): its own pictures after the cover, else the campus and its faculty's laboratory on the day. */
export function storyGallery(slug: string): Shot[] {
  const own = STORY[slug]
  if (own) return own.slice(1)
  const faculty = Object.keys(LABORATORY).find((f) => slug.startsWith(`${f}-`))
  return [
    shot('courtyard', variantOf(slug, 4) + 3),
    shot('mainBuilding', variantOf(slug, 4) + 4),
    shot(faculty ? LABORATORY[faculty] : 'readingRoom', variantOf(slug, 4) + 4),
  ]
}
export const eventShot = (slug: string) => shot(EVENT[slug] ?? 'conference', 1)
export const galleryShots = (slug: string) => GALLERY[slug] ?? [shot('courtyard', variantOf(slug))]
export const clubShot = (slug: string) => CLUB[slug] ?? shot('courtyard', variantOf(slug))
/** Pictures for partner pages and static pages, so their galleries show the campus they describe. */
export const partnerGallery = (index: number) => [shot('conference', index + 2), shot('courtyard', index + 5)]
export const pageGallery = (index: number) =>
  [
    [shot('mainBuilding', 1), shot('courtyard', 1), shot('readingRoom', 1)],
    [shot('colonnade', 1), shot('biologyLab', 1), shot('conference', 1)],
  ][index] ?? []
export const aboutShot = shot('mainBuilding', 5)
