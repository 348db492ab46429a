import { JsonLd } from '@/components/JsonLd'
import type { SiteSettings } from '@/data/settings'
import { env } from '@/env'
import { type Locale, localizePath } from '@/i18n/locales'

/** The university itself for search engines, told once, on the home page. */
export function UniversityJsonLd({ settings, locale }: { settings: SiteSettings; locale: Locale }) {
  return (
    <JsonLd
      data={{
        '@type': 'CollegeOrUniversity',
        name: settings.siteTitle,
        url: new URL(localizePath(locale, '/'), env.SITE_URL).toString(),
        logo: settings.logoInner ? new URL(settings.logoInner.url, env.SITE_URL).toString() : undefined,
        telephone: settings.phones[0],
        email: settings.email ?? undefined,
        sameAs: settings.socialLinks.map((link) => link.url),
      }}
    />
  )
}
