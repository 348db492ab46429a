import { JsonLd } from '@/components/JsonLd'
import { absoluteUrl, universityData } from '@/components/structuredData'
import type { PersonPage } from '@/data/person'
import { type Locale, localizePath } from '@/i18n/locales'

type Props = { person: PersonPage; locale: Locale; university: string; council: string }

/**
 * The person for search engines. Staff work for the university, with their position as job
 * title; a council member (a student representative, say) need not, so they are members of
 * the council. Either is affiliated with their faculty when they have one.
 */
export function PersonJsonLd({ person, locale, university, council }: Props) {
  const theUniversity = universityData(university, absoluteUrl(localizePath(locale, '/')))
  const faculty = person.faculty && {
    '@type': 'EducationalOrganization',
    name: person.faculty.name,
    url: absoluteUrl(localizePath(locale, `/faculties/${person.faculty.slug}`)),
    parentOrganization: theUniversity,
  }
  const standing =
    person.kind === 'team'
      ? { jobTitle: person.role, worksFor: theUniversity }
      : { memberOf: { '@type': 'Organization', name: council, parentOrganization: theUniversity } }
  return (
    <JsonLd
      data={{
        '@type': 'Person',
        name: person.name,
        url: absoluteUrl(localizePath(locale, `/team/${person.slug}`)),
        image: person.photo ? absoluteUrl(person.photo.url) : undefined,
        email: person.email ? `mailto:${person.email}` : undefined,
        telephone: person.phone ?? undefined,
        ...standing,
        affiliation: faculty ?? theUniversity,
      }}
    />
  )
}
