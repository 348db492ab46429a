// The demo banner of each section (Settings › Images › Section banners): a flat illustration of
// what the section is about, drawn by the seed (src/seed/banners) so nothing is downloaded.
import sharp from 'sharp'

import { SECTION_KINDS, type SectionKind } from '@/globals/Settings/sectionBanners'

import { lectureHall, newsroom, stageAndAudience } from './banners/halls'
import { campusFacade, cityEntrance, groupPhoto } from './banners/outdoor'
import { admissionsDesk, archiveShelves, libraryCatalogue } from './banners/rooms'
import type { SeedImage } from './images'

const art = (name: string, draw: () => string, en: string, ru: string, uz: string): SeedImage => ({
  name: `banner-${name}.png`,
  mimetype: 'image/png',
  alt: { en, ru, uz },
  // Flat colours keep their edges in PNG; the upload is stored as WebP (src/collections/Media.ts).
  render: () => sharp(Buffer.from(draw())).png().toBuffer(),
})

export const sectionBannerImages: Record<SectionKind, SeedImage> = {
  faculties: art(
    'faculties',
    campusFacade,
    'The main building with its portico and dome',
    'Главный корпус с портиком и куполом',
    'Portik va gumbazli bosh bino',
  ),
  programmes: art('programmes', lectureHall, 'A lecture in the big hall', 'Лекция в большой аудитории', 'Katta auditoriyadagi maʼruza'),
  news: art('news', newsroom, 'The university’s newsroom', 'Редакция университета', 'Universitet tahririyati'),
  events: art(
    'events',
    stageAndAudience,
    'A speaker on stage before a full hall',
    'Выступление на сцене перед полным залом',
    'Toʻla zal oldida sahnadagi nutq',
  ),
  documents: art('documents', archiveShelves, 'Shelves of files in the archive', 'Полки с папками в архиве', 'Arxivdagi papkalar javonlari'),
  contact: art(
    'contact',
    cityEntrance,
    'The entrance to the university in the city',
    'Вход в университет на городской улице',
    'Shahar koʻchasidagi universitet kirish eshigi',
  ),
  admissions: art(
    'admissions',
    admissionsDesk,
    'Applicants with their forms at the admissions desk',
    'Абитуриенты с анкетами у стойки приёмной комиссии',
    'Qabul komissiyasi stoli oldida anketali abituriyentlar',
  ),
  search: art('search', libraryCatalogue, 'The library’s card catalogue', 'Карточный каталог библиотеки', 'Kutubxonaning kartochkali katalogi'),
  people: art(
    'people',
    groupPhoto,
    'Staff and students together in the courtyard',
    'Сотрудники и студенты вместе во дворе',
    'Hovlida xodimlar va talabalar birga',
  ),
}

/** Uploads each section's banner (through the seed's own upload) and answers the Settings group's value. */
export async function seedSectionBanners(upload: (image: SeedImage) => Promise<number>): Promise<Record<SectionKind, number>> {
  const ids = {} as Record<SectionKind, number>
  for (const kind of SECTION_KINDS) ids[kind] = await upload(sectionBannerImages[kind])
  return ids
}
