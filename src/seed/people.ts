// The demo's people (./content/people.ts, ./content/facultyStaff.ts): staff with their faculty,
// then the council. Each is found again by a stable key (staff by e-mail, council members by their
// place in the list) and given the slug of their English name, so their pages keep one address.
import type { Payload, Where } from 'payload'

import { slugify } from '@/fields/slugify'
import type { Locale } from '@/i18n/locales'
import { locales } from '@/i18n/locales'

import { council, leadership, type SeedCouncilMember } from './content/people'
import { facultyStaff } from './content/facultyStaff'
import { inEachLanguage } from './localized'
import { richText } from './richText'

type Data = Record<string, unknown>
/** The seed's own create-or-update (src/seed/index.ts), English first. */
export type Upsert = (collection: 'team' | 'members', where: Where, byLocale: Partial<Record<Locale, Data>>) => Promise<number>

const context = { skipRevalidate: true }

/** `portrait`: the upload of a person's own portrait, drawn from their English name (src/seed/art/portrait.ts). */
export async function seedPeople(payload: Payload, portrait: (englishName: string) => Promise<number>, upsert: Upsert) {
  const faculties = await payload.find({ collection: 'faculties', depth: 0, pagination: false, select: { slug: true } })
  const facultyId = (slug?: string) => (slug ? faculties.docs.find((doc) => doc.slug === slug)?.id : undefined) ?? null
  /** What the page of a staff member and of a council member both have, in one language. */
  const page = (person: Pick<SeedCouncilMember, 'name' | 'bio' | 'faculty'>, index: number, photo: number, locale: Locale) => ({
    name: person.name[locale],
    slug: slugify(person.name.en, 'en'),
    order: (index + 1) * 10,
    faculty: facultyId(person.faculty),
    photo,
    bio: richText(...person.bio[locale].split('\n')),
  })
  const staff = [...leadership, ...facultyStaff]
  for (const [index, person] of staff.entries()) {
    const photo = await portrait(person.name.en)
    await upsert(
      'team',
      { email: { equals: person.email } },
      inEachLanguage((locale) => ({
        ...page(person, index, photo, locale),
        position: person.position[locale],
        email: person.email,
        phone: person.phone,
        office: person.office[locale],
        officeHours: person.officeHours[locale],
      })),
    )
    for (const locale of locales) {
      const alt = `${person.name[locale]}, ${person.position[locale]}`
      await payload.update({ collection: 'media', id: photo, locale, context, data: { alt } })
    }
  }
  for (const [index, member] of council.entries()) {
    const photo = await portrait(member.name.en)
    await upsert(
      'members',
      { order: { equals: (index + 1) * 10 } },
      inEachLanguage((locale) => ({ ...page(member, index, photo, locale), role: member.role[locale] })),
    )
  }
}
