// Top-level menu with recursive submenus that open on hover and on keyboard focus:
// plain HTML and CSS, no client JavaScript. Short class names, styled in globals.css: the menu is
// in every page twice (its HTML and the page's data).
import type { MenuItem } from '@/data/menuTree'
import type { Locale } from '@/i18n/locales'

import { MenuLink } from './MenuLink'

type Props = { items: MenuItem[]; locale: Locale; label: string }

/** A submenu, shown by CSS while its own item is hovered or holds the focus (`.nav-sub`, globals.css). */
function Submenu({ items, locale }: { items: MenuItem[]; locale: Locale }) {
  return (
    <ul className="nav-sub">
      {items.map((item) => (
        <li key={item.id}>
          <NavEntry item={item} locale={locale} />
        </li>
      ))}
    </ul>
  )
}

/** An entry, styled by its level in globals.css (`.nav > li`, `.nav-sub > li`), without a class of its own. */
function NavEntry({ item, locale }: { item: MenuItem; locale: Locale }) {
  if (item.href) {
    return (
      <MenuLink href={item.href} locale={locale}>
        {item.title}
      </MenuLink>
    )
  }
  return (
    <>
      <button type="button" aria-haspopup="true" data-native>
        {item.title}
      </button>
      <Submenu items={item.children} locale={locale} />
    </>
  )
}

export function DesktopNav({ items, locale, label }: Props) {
  return (
    <nav aria-label={label} className="hidden xl:block" data-testid="desktop-nav">
      <ul className="nav flex items-center">
        {items.map((item) => (
          <li key={item.id}>
            <NavEntry item={item} locale={locale} />
          </li>
        ))}
      </ul>
    </nav>
  )
}
