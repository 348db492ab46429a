import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { NotFoundPage } from '@/components/NotFoundPage'
import { PageBanner } from '@/components/PageBanner'
import { PersonJsonLd } from '@/components/people/PersonJsonLd'
import { PersonProfile } from '@/components/people/PersonProfile'
import { documentMetadata } from '@/data/metadata'
import { findPersonBySlug } from '@/data/person'
import { getSettings } from '@/data/settings'
import { localeOf } from '@/i18n/params'
import { richTextToPlain, summarize } from '@/lib/richText'

type Props = { params: Promise<{ locale: string; slug: string }> }

export function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [locale, { slug }] = [await localeOf(params), await params]
  const person = await findPersonBySlug(locale, slug)
  if (!person) return {}
  const bio = summarize(richTextToPlain(person.bio))
  return documentMetadata({
    locale,
    path: `/team/${slug}`,
    title: person.name,
    description: bio || [person.role, person.faculty?.name].filter(Boolean).join(', '),
    image: person.photo,
    type: 'profile',
  })
}

export default async function PersonPage({ params }: Props) {
  const [locale, { slug }] = [await localeOf(params), await params]
  setRequestLocale(locale)
  const [person, settings, t] = await Promise.all([findPersonBySlug(locale, slug), getSettings(locale), getTranslations({ locale, namespace: 'team' })])
  if (!person) return <NotFoundPage locale={locale} />
  return (
    <>
      <PageBanner locale={locale} title={person.name} kind="people" crumbs={[{ label: t('title'), href: '/team' }]} />
      <PersonProfile person={person} locale={locale} />
      <PersonJsonLd person={person} locale={locale} university={settings.siteTitle} council={t('council')} />
    </>
  )
}
