import type { Metadata } from 'next'
import { PlainHtml } from '@/components/PlainHtml'
import { setRequestLocale } from 'next-intl/server'

import { AboutSection } from '@/components/home/AboutSection'
import { ClubsSection } from '@/components/home/ClubsSection'
import { ContactSection } from '@/components/home/ContactSection'
import { EventsSection } from '@/components/home/EventsSection'
import { FacultiesSection } from '@/components/home/FacultiesSection'
import { GallerySection } from '@/components/home/GallerySection'
import { HomeBanner } from '@/components/home/HomeBanner'
import { JourneySection } from '@/components/home/JourneySection'
import { NewsSection } from '@/components/home/NewsSection'
import { PartnersSection } from '@/components/home/PartnersSection'
import { RectorSection } from '@/components/home/RectorSection'
import { TeamSection } from '@/components/home/TeamSection'
import { TuitionSection } from '@/components/home/TuitionSection'
import { UniversityJsonLd } from '@/components/home/UniversityJsonLd'
import { listUpcomingEvents } from '@/data/events'
import { listFaculties } from '@/data/faculties'
import { listGalleries } from '@/data/galleries'
import { getHome } from '@/data/home'
import { listNews } from '@/data/news'
import { listPartners } from '@/data/partners'
import { listClubs, listTeam } from '@/data/people'
import { getSettings } from '@/data/settings'
import { documentMetadata } from '@/data/metadata'
import { localeOf } from '@/i18n/params'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeOf(params)
  const [settings, home] = await Promise.all([getSettings(locale), getHome(locale)])
  const metadata = documentMetadata({ locale, path: '/', title: settings.siteTitle, image: home.banner.image ?? settings.defaultBanner, seo: home.seo })
  // The site's name alone, or the editor's meta title as written: no " — site name" after it.
  const title = { absolute: home.seo.title ?? settings.siteTitle }
  // Without a meta description the layout's general one stays.
  const { description: _own, ...rest } = metadata
  return { ...rest, title, ...(home.seo.description ? { description: home.seo.description } : {}) }
}

/** Each section shows when its switch in the Home global is on and it has something to show. */
export default async function HomePage({ params }: Props) {
  const locale = await localeOf(params)
  setRequestLocale(locale)
  const [settings, home] = await Promise.all([getSettings(locale), getHome(locale)])
  const [news, events, faculties, partners, clubs, galleries, team] = await Promise.all([
    // The banner's carousel and the news section share one query.
    listNews(locale, 1, Math.max(home.banner.newsCount, 3)),
    listUpcomingEvents(locale, 1, 3),
    listFaculties(locale),
    listPartners(locale),
    listClubs(locale),
    listGalleries(locale),
    listTeam(locale),
  ])

  return (
    <>
      <HomeBanner
        banner={home.banner}
        image={home.banner.image ?? settings.defaultBanner}
        title={home.banner.title ?? settings.siteTitle}
        news={news.items.slice(0, home.banner.newsCount)}
        applyUrl={settings.applyUrl}
        locale={locale}
      />
      {/* Nothing below the banner changes on the client: one string of HTML (decision 059). */}
      <PlainHtml>
        {home.about.enabled && <AboutSection about={home.about} locale={locale} />}
        {home.journey.enabled && home.journey.steps.length > 0 && <JourneySection journey={home.journey} locale={locale} />}
        {home.faculties.enabled && faculties.length > 0 && <FacultiesSection section={home.faculties} faculties={faculties} locale={locale} />}
        {home.news.enabled && news.items.length > 0 && <NewsSection section={home.news} news={news.items} locale={locale} />}
        {home.events.enabled && events.items.length > 0 && <EventsSection section={home.events} events={events.items} locale={locale} />}
        {home.rector.enabled && home.rector.name && <RectorSection rector={home.rector} locale={locale} />}
        {home.partners.enabled && partners.length > 0 && <PartnersSection section={home.partners} partners={partners} locale={locale} />}
        {home.clubs.enabled && clubs.length > 0 && <ClubsSection section={home.clubs} clubs={clubs} locale={locale} />}
        {home.gallery.enabled && galleries.length > 0 && <GallerySection section={home.gallery} galleries={galleries} locale={locale} />}
        {home.team.enabled && team.length > 0 && <TeamSection section={home.team} team={team} locale={locale} />}
        {home.tuition.enabled && <TuitionSection tuition={home.tuition} faculties={faculties} locale={locale} />}
        {home.contact.enabled && <ContactSection section={home.contact} settings={settings} locale={locale} />}
      </PlainHtml>
      <UniversityJsonLd settings={settings} locale={locale} />
    </>
  )
}
