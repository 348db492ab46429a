import { JsonLd } from '@/components/JsonLd'
import type { PersonPage } from '@/data/person'
import { env } from '@/env'
import { type Locale, localizePath } from '@/i18n/locales'

const absolute = (path: string) => new URL(path, env.SITE_URL).toString()

type Props = { person: PersonPage; locale: Locale; university: string; council: string }

/**
 * The person for search engines. Staff work for the university, with their position as job
 * title; a council member (a student representative, say) need not, so they are members of
 * the council. Either is affiliated with their faculty when they have one.
 */
export function PersonJsonLd({ person, locale, university, council }: Props) {
  const universityData = { '@type': 'CollegeOrUniversity', name: university, url: absolute(localizePath(locale, '/')) }
  const faculty = person.faculty && {
    '@type': 'EducationalOrganization',
    name: person.faculty.name,
    url: absolute(localizePath(locale, `/faculties/${person.faculty.slug}`)),
    parentOrganization: universityData,
  }
  const standing =
    person.kind === 'team'
      ? { jobTitle: person.role, worksFor: universityData }
      : { memberOf: { '@type': 'Organization', name: council, parentOrganization: universityData } }
  return (
    <JsonLd
      data={{
        '@context': 'https://schema.org',
        '@type': 'Person',
        name: person.name,
        url: absolute(localizePath(locale, `/team/${person.slug}`)),
        image: person.photo ? absolute(person.photo.url) : undefined,
        email: person.email ? `mailto:${person.email}` : undefined,
        telephone: person.phone ?? undefined,
        ...standing,
        affiliation: faculty ?? universityData,
      }}
    />
  )
}
