import { Image } from '@/components/Image'
import type { Image as ImageData } from '@/data/images'
import type { Locale } from '@/i18n/locales'

import { personHref } from './PersonCard'

type Row = { id: number; slug: string; name: string; role: string; photo: ImageData | null; untranslated: boolean }

/** People as short rows (a small portrait, name, role), each a link to their page: where a wall of portraits would be too long. */
export function PersonRows({ people, locale, testId }: { people: Row[]; locale: Locale; testId: string }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4" data-testid={testId}>
      {people.map((person) => (
        <li key={person.id} lang={person.untranslated ? 'en' : undefined}>
          <a
            href={personHref(locale, person.slug)}
            className="flex h-full items-center gap-4 rounded-lg border border-slate-200 p-3 hover:border-brand-300 hover:bg-brand-50"
          >
            {person.photo && <Image src={person.photo.url} alt="" width={56} height={56} className="size-14 shrink-0 rounded-full object-cover" />}
            <span className="min-w-0">
              <span className="block font-semibold text-slate-900">{person.name}</span>
              <span className="block text-sm text-slate-600">{person.role}</span>
            </span>
          </a>
        </li>
      ))}
    </ul>
  )
}
