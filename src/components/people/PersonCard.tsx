// The university's people as cards: the home page's team, a faculty's staff, the team page.
import type { ReactNode } from 'react'

import type { TeamMember } from '@/data/people'

import { FramedImage } from '../FramedImage'
import { routed } from '../plainMarker'

type PhotoProps = { person: TeamMember; sizes: string; onTint?: boolean }

/** A portrait, on a darker backdrop where the section itself is tinted. */
export function PersonPhoto({ person, sizes, onTint = false }: PhotoProps) {
  return (
    <FramedImage image={person.photo} frame={`relative aspect-[3/4] overflow-hidden rounded-xl ${onTint ? 'bg-slate-200' : 'bg-slate-100'}`} sizes={sizes} />
  )
}

type CardProps = PhotoProps & { children?: ReactNode /** Where the whole card leads, if anywhere. */; href?: string }

/** One person of a grid: portrait, name and position, then what the grid adds (an e-mail address). */
export function PersonCard({ children, href, ...photo }: CardProps) {
  const { person } = photo
  return (
    <li lang={person.untranslated ? 'en' : undefined} className={href ? 'group relative' : undefined}>
      <PersonPhoto {...photo} />
      <h3 className="mt-3 font-semibold text-slate-900">
        {href ? (
          <a {...routed} href={href} className="after:absolute after:inset-0 group-hover:text-brand-700">
            {person.name}
          </a>
        ) : (
          person.name
        )}
      </h3>
      <p className="text-sm text-brand-700">{person.position}</p>
      {children}
    </li>
  )
}
