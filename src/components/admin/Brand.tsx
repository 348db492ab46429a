// The university's emblem and name in the admin: on the sign-in screen (Logo) and at the top of
// the navigation (Icon), from the site's Settings, so staff know whose admin they are in.
import type { ServerProps } from 'payload'

import { sitePath } from '@/data/images'
import { isLocale } from '@/i18n/locales'

/** The emblem bundled with the site, for a site whose Settings have no logo yet. */
const BUNDLED_EMBLEM = '/apple-icon.png'

async function brand({ payload, i18n }: ServerProps) {
  const locale = isLocale(i18n?.language) ? i18n.language : 'en'
  const settings = await payload.findGlobal({ slug: 'settings', locale, fallbackLocale: 'en', depth: 1, overrideAccess: true })
  const logo = [settings.logoInner, settings.logoHome].find((media) => typeof media === 'object' && media?.url)
  return {
    name: settings.siteTitle || '',
    // A path, not Payload's absolute address at SITE_URL: the admin opened at another of its
    // addresses (127.0.0.1, ADMIN_ORIGINS) loads it from there, as its policy (img-src 'self') wants.
    emblem: typeof logo === 'object' && logo?.url ? sitePath(logo.url) : BUNDLED_EMBLEM,
  }
}

export async function Logo(props: ServerProps) {
  const { name, emblem } = await brand(props)
  return (
    <span data-testid="admin-logo" style={{ display: 'flex', alignItems: 'center', gap: '0.9rem' }}>
      <img src={emblem} alt="" width={64} height={64} style={{ objectFit: 'contain' }} />
      <span style={{ fontSize: '1.5rem', fontWeight: 700, lineHeight: 1.2 }}>{name}</span>
    </span>
  )
}

export async function Icon(props: ServerProps) {
  const { name, emblem } = await brand(props)
  return <img data-testid="admin-icon" src={emblem} alt={name} width={28} height={28} style={{ objectFit: 'contain' }} />
}
