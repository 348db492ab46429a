// Top-level menu with recursive submenus that open on hover and on keyboard focus:
// plain HTML and CSS, no client JavaScript. Short class names, styled in globals.css: the menu is
// in every page twice (its HTML and the page's data).
import type { MenuItem } from '@/data/menuTree'
import type { Locale } from '@/i18n/locales'

import { MenuLink } from './MenuLink'

type Props = { items: MenuItem[]; locale: Locale; label: string }

/** A submenu, shown by CSS while its own item is hovered or holds the focus (`.nav-sub`, globals.css). */
function Submenu({ items, locale, depth }: { items: MenuItem[]; locale: Locale; depth: number }) {
  return (
    <ul className="nav-sub">
      {items.map((item) => (
        <li key={item.id}>
          <NavEntry item={item} locale={locale} depth={depth + 1} />
        </li>
      ))}
    </ul>
  )
}

function NavEntry({ item, locale, depth }: { item: MenuItem; locale: Locale; depth: number }) {
  const entryClass = depth === 1 ? 'nav-top' : 'nav-entry'
  if (item.href) {
    return (
      <MenuLink href={item.href} locale={locale} className={entryClass}>
        {item.title}
      </MenuLink>
    )
  }
  return (
    <>
      <button type="button" className={entryClass} aria-haspopup="true" data-native>
        {item.title}
      </button>
      <Submenu items={item.children} locale={locale} depth={depth} />
    </>
  )
}

export function DesktopNav({ items, locale, label }: Props) {
  return (
    <nav aria-label={label} className="hidden xl:block" data-testid="desktop-nav">
      <ul className="nav flex items-center">
        {items.map((item) => (
          <li key={item.id}>
            <NavEntry item={item} locale={locale} depth={1} />
          </li>
        ))}
      </ul>
    </nav>
  )
}
