import type { Metadata } from 'next'
import { Image } from '@/components/Image'
import Link from 'next/link'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { EventCardView } from '@/components/content/EventCardView'
import { NewsCardView } from '@/components/content/NewsCardView'
import { MenuLink } from '@/components/Header/MenuLink'
import { HomeBanner } from '@/components/home/HomeBanner'
import { HomeSection, MoreLabel } from '@/components/home/HomeSection'
import { MailIcon, PhoneIcon, PinIcon } from '@/components/icons'
import { JsonLd } from '@/components/JsonLd'
import { pick } from '@/components/labels'
import { RichText } from '@/components/RichText'
import { listUpcomingEvents } from '@/data/events'
import { listFaculties } from '@/data/faculties'
import { listGalleries } from '@/data/galleries'
import { getHome } from '@/data/home'
import { listNews } from '@/data/news'
import { listPartners } from '@/data/partners'
import { listClubs, listTeam } from '@/data/people'
import { getSettings } from '@/data/settings'
import { env } from '@/env'
import { documentMetadata } from '@/i18n/metadata'
import { localizePath } from '@/i18n/locales'
import { localeOf } from '@/i18n/params'
import { formatFigure, numberFormat } from '@/lib/numbers'
import { telHref } from '@/lib/phone'

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

export default async function HomePage({ params }: Props) {
  const locale = await localeOf(params)
  setRequestLocale(locale)
  const [settings, home, t, tc, tv] = await Promise.all([
    getSettings(locale),
    getHome(locale),
    getTranslations({ locale, namespace: 'homeSections' }),
    getTranslations({ locale, namespace: 'content' }),
    getTranslations({ locale, namespace: 'bannerVideo' }),
  ])
  const [news, events, faculties, partners, clubs, galleries, team] = await Promise.all([
    listNews(locale, 1, Math.max(home.banner.newsCount, 3)),
    listUpcomingEvents(locale, 1, 3),
    listFaculties(locale),
    listPartners(locale),
    listClubs(locale),
    listGalleries(locale),
    listTeam(locale),
  ])
  const bannerImage = home.banner.image ?? settings.defaultBanner
  const heading = (section: { title: string | null }, fallback: string) => section.title ?? t(fallback)
  const minFee = Math.min(...faculties.flatMap((f) => f.programs.map((p) => p.tuitionFee)))

  return (
    <>
      <HomeBanner
        banner={home.banner}
        image={bannerImage}
        title={home.banner.title ?? settings.siteTitle}
        news={news.items.slice(0, home.banner.newsCount)}
        locale={locale}
        labels={{ carousel: pick(t.raw, ['carousel', 'slide', 'pause', 'play']), video: pick(tv.raw, ['pause', 'play']), youtube: pick(tv.raw, ['watch', 'close', 'player']) }}
      />

      {home.about.enabled && (
        <HomeSection id="about" title={heading(home.about, 'about')} locale={locale} more={home.about.link ? { href: home.about.link, label: t('more') } : undefined}>
          <div className="grid gap-10 lg:grid-cols-2 lg:items-start">
            <div>
              <RichText data={home.about.text} className="text-lg text-slate-700" />
              {home.about.stats.length > 0 && (
                <dl className="mt-8 grid grid-cols-2 gap-6 sm:grid-cols-4 lg:grid-cols-2 xl:grid-cols-4">
                  {home.about.stats.map((stat) => (
                    <div key={stat.label} className="flex flex-col-reverse">
                      <dt className="text-sm text-slate-600">{stat.label}</dt>
                      <dd className="text-3xl font-bold text-brand-700">{formatFigure(locale, stat.value)}</dd>
                    </div>
                  ))}
                </dl>
              )}
            </div>
            {home.about.image && (
              <div className="relative aspect-[4/3] overflow-hidden rounded-2xl">
                <Image src={home.about.image.url} alt={home.about.image.alt} fill sizes="(min-width: 1024px) 600px, 100vw" className="object-cover" />
              </div>
            )}
          </div>
        </HomeSection>
      )}

      {home.journey.enabled && home.journey.steps.length > 0 && (
        <HomeSection id="journey" title={heading(home.journey, 'journey')} locale={locale} tone="tint">
          <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {home.journey.steps.map((step, index) => (
              <li key={step.title} className="rounded-xl bg-white p-6 shadow-sm">
                <span className="grid size-10 place-items-center rounded-full bg-brand-700 font-bold text-white" aria-hidden="true">{index + 1}</span>
                <h3 className="mt-4 font-semibold text-slate-900">{step.title}</h3>
                {step.text && <p className="mt-2 text-sm text-slate-600">{step.text}</p>}
              </li>
            ))}
          </ol>
        </HomeSection>
      )}

      {home.faculties.enabled && faculties.length > 0 && (
        <HomeSection id="faculties" title={heading(home.faculties, 'faculties')} locale={locale} more={{ href: '/faculties', label: tc('all') }}>
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {faculties.map((faculty) => (
              <li key={faculty.slug} className="group relative overflow-hidden rounded-xl border border-slate-200" lang={faculty.untranslated ? 'en' : undefined}>
                {faculty.image && (
                  <div className="relative aspect-[16/9] bg-slate-100">
                    <Image src={faculty.image.url} alt="" fill sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw" className="object-cover" />
                  </div>
                )}
                <div className="p-5">
                  <h3 className="font-semibold text-slate-900">
                    <Link prefetch={false} href={localizePath(locale, `/faculties#${faculty.slug}`)} className="after:absolute after:inset-0 group-hover:text-brand-700">{faculty.name}</Link>
                  </h3>
                  {faculty.summary && <p className="mt-2 line-clamp-2 text-sm text-slate-600">{faculty.summary}</p>}
                </div>
              </li>
            ))}
          </ul>
        </HomeSection>
      )}

      {home.news.enabled && news.items.length > 0 && (
        <HomeSection id="news" title={heading(home.news, 'news')} locale={locale} more={{ href: '/news', label: tc('all') }} tone="tint">
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {news.items.slice(0, 3).map((item) => (
              <li key={item.slug}><NewsCardView item={item} locale={locale} badge={tc('untranslatedBadge')} /></li>
            ))}
          </ul>
        </HomeSection>
      )}

      {home.events.enabled && events.items.length > 0 && (
        <HomeSection id="events" title={heading(home.events, 'events')} locale={locale} more={{ href: '/events', label: tc('all') }}>
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="home-events-list">
            {events.items.map((item) => (
              <li key={item.slug}><EventCardView item={item} locale={locale} badge={tc('untranslatedBadge')} /></li>
            ))}
          </ul>
        </HomeSection>
      )}

      {home.rector.enabled && home.rector.name && (
        <HomeSection id="rector" title={heading(home.rector, 'rector')} locale={locale} tone="tint" more={home.rector.link ? { href: home.rector.link, label: t('more') } : undefined}>
          <figure className="grid gap-8 md:grid-cols-[240px_minmax(0,1fr)] md:items-center">
            {home.rector.photo && (
              <div className="relative aspect-[3/4] w-full max-w-60 overflow-hidden rounded-2xl">
                <Image src={home.rector.photo.url} alt={home.rector.photo.alt} fill sizes="240px" className="object-cover" />
              </div>
            )}
            <div>
              {home.rector.quote && <blockquote className="text-xl leading-relaxed text-slate-800">“{home.rector.quote}”</blockquote>}
              <figcaption className="mt-4 font-semibold text-brand-900">{home.rector.name}</figcaption>
            </div>
          </figure>
        </HomeSection>
      )}

      {home.partners.enabled && partners.length > 0 && (
        <HomeSection id="partners" title={heading(home.partners, 'partners')} locale={locale} more={{ href: '/partners', label: tc('all') }}>
          <ul className="grid grid-cols-2 gap-4 sm:grid-cols-4 lg:grid-cols-8">
            {partners.map((partner) => (
              <li key={partner.slug}>
                <Link prefetch={false} href={localizePath(locale, `/partners/${partner.slug}`)} className="relative block h-20 rounded-lg border border-slate-200 bg-white p-2 hover:border-brand-300" aria-label={partner.name}>
                  {partner.logo && <Image src={partner.logo.url} alt="" fill sizes="160px" className="object-contain p-3" />}
                </Link>
              </li>
            ))}
          </ul>
        </HomeSection>
      )}

      {home.clubs.enabled && clubs.length > 0 && (
        <HomeSection id="clubs" title={heading(home.clubs, 'clubs')} locale={locale} more={{ href: '/clubs', label: tc('all') }} tone="tint">
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {clubs.slice(0, 6).map((club) => (
              <li key={club.slug} className="flex items-center gap-4 rounded-xl bg-white p-4 shadow-sm" lang={club.untranslated ? 'en' : undefined}>
                {club.image && <Image src={club.image.url} alt="" width={64} height={64} className="size-16 shrink-0 rounded-lg object-cover" />}
                <div>
                  <h3 className="font-semibold text-slate-900"><Link prefetch={false} href={localizePath(locale, `/clubs#${club.slug}`)} className="hover:text-brand-700">{club.name}</Link></h3>
                  {club.schedule && <p className="text-sm text-slate-600">{club.schedule}</p>}
                </div>
              </li>
            ))}
          </ul>
        </HomeSection>
      )}

      {home.gallery.enabled && galleries.length > 0 && (
        <HomeSection id="gallery" title={heading(home.gallery, 'gallery')} locale={locale} more={{ href: '/gallery', label: tc('all') }}>
          <ul className="grid grid-cols-2 gap-3 md:grid-cols-3">
            {galleries.slice(0, 6).map((gallery) => (
              <li key={gallery.slug} className="group relative aspect-[4/3] overflow-hidden rounded-xl bg-brand-950" lang={gallery.untranslated ? 'en' : undefined}>
                {gallery.cover && <Image src={gallery.cover.url} alt="" fill sizes="(min-width: 768px) 33vw, 50vw" className="object-cover opacity-85 transition group-hover:scale-105" />}
                <Link prefetch={false} href={localizePath(locale, `/gallery/${gallery.slug}`)} className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-brand-950 to-transparent p-4 pt-10 font-semibold text-white">
                  {gallery.title}
                </Link>
              </li>
            ))}
          </ul>
        </HomeSection>
      )}

      {home.team.enabled && team.length > 0 && (
        <HomeSection id="team" title={heading(home.team, 'team')} locale={locale} more={{ href: '/team', label: tc('all') }} tone="tint">
          <ul className="grid grid-cols-2 gap-6 lg:grid-cols-4">
            {team.slice(0, 4).map((person) => (
              <li key={person.id} lang={person.untranslated ? 'en' : undefined}>
                {person.photo && (
                  <div className="relative aspect-[3/4] overflow-hidden rounded-xl bg-slate-200">
                    <Image src={person.photo.url} alt={person.photo.alt} fill sizes="(min-width: 1024px) 300px, 50vw" className="object-cover" />
                  </div>
                )}
                <h3 className="mt-3 font-semibold text-slate-900">{person.name}</h3>
                <p className="text-sm text-brand-700">{person.position}</p>
              </li>
            ))}
          </ul>
        </HomeSection>
      )}

      {home.tuition.enabled && (
        <HomeSection id="tuition" title={heading(home.tuition, 'tuition')} locale={locale}>
          <div className="flex flex-col gap-6 rounded-2xl bg-brand-900 p-8 text-white md:flex-row md:items-center md:justify-between">
            <div>
              {Number.isFinite(minFee) && (
                <p className="text-3xl font-bold">{t('feeFrom', { amount: numberFormat(locale).format(minFee) })}</p>
              )}
              {home.tuition.text && <p className="mt-2 max-w-2xl text-white/85">{home.tuition.text}</p>}
            </div>
            {home.tuition.link && (
              <MenuLink href={home.tuition.link} locale={locale} className="shrink-0 rounded-full bg-accent-400 px-6 py-3 font-semibold text-brand-950 hover:bg-accent-300">
                <MoreLabel label={t('more')} about={heading(home.tuition, 'tuition')} />
              </MenuLink>
            )}
          </div>
        </HomeSection>
      )}

      {home.contact.enabled && (
        <HomeSection id="contact" title={heading(home.contact, 'contact')} locale={locale} tone="tint" more={{ href: '/contact', label: t('more') }}>
          <ul className="grid gap-6 md:grid-cols-3">
            <li className="flex gap-3 rounded-xl bg-white p-6 shadow-sm"><PinIcon className="mt-1 shrink-0 text-brand-700" /><RichText data={settings.address} className="text-slate-700" /></li>
            <li className="flex gap-3 rounded-xl bg-white p-6 shadow-sm">
              <PhoneIcon className="mt-1 shrink-0 text-brand-700" />
              <span className="flex flex-col">{settings.phones.map((phone) => <a key={phone} href={telHref(phone)} className="hover:text-brand-700">{phone}</a>)}</span>
            </li>
            {settings.email && (
              <li className="flex gap-3 rounded-xl bg-white p-6 shadow-sm"><MailIcon className="mt-1 shrink-0 text-brand-700" /><a href={`mailto:${settings.email}`} className="hover:text-brand-700">{settings.email}</a></li>
            )}
          </ul>
        </HomeSection>
      )}

      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'CollegeOrUniversity',
          name: settings.siteTitle,
          url: new URL(localizePath(locale, '/'), env.SITE_URL).toString(),
          logo: settings.logoInner ? new URL(settings.logoInner.url, env.SITE_URL).toString() : undefined,
          telephone: settings.phones[0],
          email: settings.email ?? undefined,
          sameAs: settings.socialLinks.map((link) => link.url),
        }}
      />
    </>
  )
}
