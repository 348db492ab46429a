import { Image } from '@/components/Image'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { PageBanner } from '@/components/PageBanner'
import { PlainHtml } from '@/components/PlainHtml'
import { listClubs } from '@/data/people'
import { listPageMetadata } from '@/data/metadata'
import { localeOf } from '@/i18n/params'

type Props = { params: Promise<{ locale: string }> }

export const generateMetadata = listPageMetadata('clubs', '/clubs')

export default async function ClubsPage({ params }: Props) {
  const locale = await localeOf(params)
  setRequestLocale(locale)
  const [t, clubs] = await Promise.all([getTranslations({ locale, namespace: 'clubs' }), listClubs(locale)])
  return (
    <>
      <PageBanner locale={locale} title={t('title')} kind="people" />
      <PlainHtml>
        <ul className="mx-auto grid max-w-7xl gap-6 px-4 py-12 sm:grid-cols-2 lg:grid-cols-3" data-testid="clubs-list">
          {clubs.map((club) => (
            <li
              key={club.slug}
              id={club.slug}
              className="flex flex-col overflow-hidden rounded-xl border border-slate-200"
              lang={club.untranslated ? 'en' : undefined}
            >
              {club.image && (
                <div className="relative aspect-[16/9]">
                  <Image
                    src={club.image.url}
                    alt={club.image.alt}
                    fill
                    sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
                    className="object-cover"
                  />
                </div>
              )}
              <div className="flex flex-1 flex-col gap-2 p-5">
                <h2 className="text-lg font-semibold text-slate-900">{club.name}</h2>
                {club.description && <p className="text-slate-600">{club.description}</p>}
                {club.schedule && (
                  <p className="text-sm text-slate-500">
                    <span lang={locale} className="font-medium">
                      {t('schedule')}:
                    </span>{' '}
                    {club.schedule}
                  </p>
                )}
                {club.contact && (
                  <a
                    href={club.contact}
                    className="mt-auto self-start rounded-full bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-900"
                    lang={locale}
                    target={club.contact.startsWith('http') ? '_blank' : undefined}
                    rel="noopener noreferrer"
                  >
                    {t('join')}
                  </a>
                )}
              </div>
            </li>
          ))}
        </ul>
      </PlainHtml>
    </>
  )
}
