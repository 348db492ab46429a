// Site header: top bar (phones, social, apply, search, language) and bottom bar
// (logo, menu, full-menu and mobile-menu buttons). On home it lies over the banner.
import { Image } from '@/components/Image'
import { getTranslations } from 'next-intl/server'

import { getFullMenu } from '@/data/menu'
import type { MenuItem } from '@/data/menuTree'
import type { SiteSettings } from '@/data/settings'
import { type Locale, localizePath } from '@/i18n/locales'
import { telHref } from '@/lib/phone'

import { PhoneIcon } from '../icons'
import { pick } from '../labels'
import { PlainHtml } from '../PlainHtml'
import { SocialLinks } from '../SocialLinks'
import { DesktopNav } from './DesktopNav'
import { FullMenu } from './FullMenu'
import { HeaderPanels } from './HeaderPanels'
import { LanguageSwitcher } from './LanguageSwitcher'
import { MenuLink } from './MenuLink'
import { MobileMenu } from './MobileMenu'
import { SearchPopup } from './SearchPopup'
import { searchPopupLabels } from './searchPopupLabels'
import { routed } from '@/components/plainMarker'

type Props = { settings: SiteSettings; menu: MenuItem[]; locale: Locale; variant: 'home' | 'inner' }

export async function Header({ settings, menu, locale, variant }: Props) {
  const t = await getTranslations({ locale, namespace: 'header' })
  const labels = pick(t.raw, [
    'language',
    'switchTo',
    'openSearch',
    'closeSearch',
    'search',
    'searchPlaceholder',
    'openFullMenu',
    'closeMenu',
    'mainMenu',
    'openMobileMenu',
    'back',
    'apply',
  ])
  const logo = variant === 'home' ? settings.logoHome : settings.logoInner
  // The full menu lists every faculty under *Faculties*; the header's own menus keep the link.
  const fullMenu = await getFullMenu(locale)
  const home = variant === 'home'

  return (
    <header className={home ? 'absolute inset-x-0 top-0 z-30 text-white' : 'relative z-30 bg-white text-slate-900 shadow-sm'}>
      <div className={home ? 'border-b border-white/15 bg-brand-950/40' : 'bg-brand-900 text-white'} data-testid="top-bar">
        <div className="mx-auto flex h-11 max-w-7xl items-center justify-between gap-2 px-4 text-sm">
          <PlainHtml as="ul" className="flex min-w-0 items-center gap-4" label={t('callUs')}>
            {settings.phones.map((phone, index) => (
              <li key={phone} className={index > 0 ? 'hidden sm:block' : ''}>
                <a href={telHref(phone)} className="flex items-center gap-1.5 whitespace-nowrap hover:underline" data-testid="header-phone">
                  <PhoneIcon width={14} height={14} />
                  {phone}
                </a>
              </li>
            ))}
          </PlainHtml>
          <div className="flex items-center gap-1 sm:gap-2">
            <PlainHtml>
              <SocialLinks links={settings.socialLinks} label={t('social')} className="hidden lg:flex" />
              {settings.applyUrl && (
                <MenuLink
                  href={settings.applyUrl}
                  locale={locale}
                  className="hidden rounded-full bg-accent-400 px-4 py-1.5 font-semibold text-brand-950 hover:bg-accent-300 sm:inline-block"
                >
                  <span data-testid="apply-button">{t('apply')}</span>
                </MenuLink>
              )}
            </PlainHtml>
            {/* Client components get only their own words: each is written into the page's data. */}
            <SearchPopup
              locale={locale}
              labels={{
                openSearch: labels.openSearch,
                closeSearch: labels.closeSearch,
                search: labels.search,
                searchPlaceholder: labels.searchPlaceholder,
                ...(await searchPopupLabels(locale)),
              }}
            />
            <LanguageSwitcher locale={locale} labels={{ language: labels.language, switchTo: labels.switchTo }} />
          </div>
        </div>
      </div>
      <PlainHtml className="mx-auto flex h-20 max-w-7xl items-center justify-between gap-4 px-4">
        <a {...routed} href={localizePath(locale, '/')} className="flex min-w-0 items-center gap-3" data-testid="logo">
          {/* Sized as shown (48 px): the browser picks the 1× or 2× file, not the upload's width. */}
          {logo && <Image src={logo.url} alt="" width={48} height={48} className="h-12 w-12 shrink-0 object-contain" loading="eager" />}
          <span className="max-w-44 text-base font-bold leading-tight sm:max-w-none sm:text-lg">{settings.siteTitle}</span>
        </a>
        <DesktopNav items={menu} locale={locale} label={t('mainMenu')} />
        <div className="flex items-center gap-1">
          <FullMenu items={fullMenu} locale={locale} labels={labels} />
          <MobileMenu items={menu} locale={locale} applyUrl={settings.applyUrl} labels={labels} />
        </div>
      </PlainHtml>
      <HeaderPanels />
    </header>
  )
}
