// The university's people as cards: the home page's team, a faculty's staff, the team page. Each
// leads to the person's own page (/team/{slug}) from their portrait and name. Cards are plain
// HTML (decision 059), so their links are plain links.
import type { ReactNode } from 'react'

import type { TeamMember } from '@/data/people'
import { type Locale, localizePath } from '@/i18n/locales'

import { FramedImage } from '../FramedImage'
import { routed } from '../plainMarker'

type PhotoProps = { person: Pick<TeamMember, 'photo'>; sizes: string; onTint?: boolean }

/** A portrait, on a darker backdrop where the section itself is tinted. Inside the link with the name, it needs no words of its own. */
export function PersonPhoto({ person, sizes, onTint = false }: PhotoProps) {
  return (
    <FramedImage
      image={person.photo && { ...person.photo, alt: '' }}
      frame={`relative aspect-[3/4] overflow-hidden rounded-xl ${onTint ? 'bg-slate-200' : 'bg-slate-100'}`}
      sizes={sizes}
    />
  )
}

/** The address of a person's page. */
export const personHref = (locale: Locale, slug: string) => localizePath(locale, `/team/${slug}`)

type CardProps = PhotoProps & { person: TeamMember; locale: Locale; headingLevel?: 'h2' | 'h3'; children?: ReactNode }

/** One person of a grid: portrait and name (a link to their page), position, then what the grid adds (an e-mail address). */
export function PersonCard({ children, locale, headingLevel: Heading = 'h3', ...photo }: CardProps) {
  const { person } = photo
  return (
    <li lang={person.untranslated ? 'en' : undefined} data-testid="person-card">
      <a {...routed} href={personHref(locale, person.slug)} className="group block rounded-xl focus-visible:outline-offset-4">
        <PersonPhoto {...photo} />
        <Heading className="mt-3 font-semibold text-slate-900 group-hover:text-brand-700 group-hover:underline">{person.name}</Heading>
      </a>
      <p className="text-sm text-brand-700">{person.position}</p>
      {children}
    </li>
  )
}
