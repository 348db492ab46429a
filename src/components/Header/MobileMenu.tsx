// The mobile menu (below xl): a slide-in sheet at most 410 px wide that drills down through two
// submenu levels, each level below the top a sheet of its own that starts with a back row and
// slides in 100 ms after the tap (the `menu-sheet` styles in globals.css). Rendered on the server
// as popovers (the browser's `popover` and `popovertarget`), so the button opens it from the first
// paint, before and without the page's scripts; Escape and a tap beside the sheet close it, Escape
// goes back one level. Nothing here is hydrated: closing on a page change is HeaderPanels.tsx's
// job (docs/decisions/058-header-panels-without-scripts.md).
import type { MenuItem } from '@/data/menuTree'
import type { Locale } from '@/i18n/locales'

import { MenuIcon } from '../icons'
import { MenuLink } from './MenuLink'
import { PANEL } from './panels'
import { PanelToggle } from './PanelToggle'

export type MobileMenuLabels = { openMobileMenu: string; closeMenu: string; mainMenu: string; back: string; apply: string }
type Props = { items: MenuItem[]; locale: Locale; applyUrl: string | null; labels: MobileMenuLabels }

const ROOT_ID = 'mobile-menu'

type LevelProps = { id: string; items: MenuItem[]; parent: MenuItem | null; locale: Locale; labels: MobileMenuLabels; applyUrl?: string | null }

/**
 * One level's sheet; each level below it is a sheet inside it, so it opens above it and closes
 * with it. The markup is kept short (icons, and the rows' styles by where they stand, in
 * globals.css): every page carries it.
 */
function Level({ id, items, parent, locale, labels, applyUrl }: LevelProps) {
  const title = parent ? parent.title : labels.mainMenu
  const list = (
    <ul>
      {parent && (
        <li>
          <button type="button" popoverTarget={id} popoverTargetAction="hide" className="menu-back" data-testid="mobile-menu-back">
            <span>{labels.back}</span>
            <span>{parent.title}</span>
          </button>
        </li>
      )}
      {items.map((item, index) => (
        <li key={item.id}>
          {item.href ? (
            <MenuLink href={item.href} locale={locale}>
              {item.title}
            </MenuLink>
          ) : (
            <>
              <button type="button" popoverTarget={`${id}-${index}`}>
                {item.title}
              </button>
              <Level id={`${id}-${index}`} items={item.children} parent={item} locale={locale} labels={labels} />
            </>
          )}
        </li>
      ))}
    </ul>
  )
  return (
    <div
      id={id}
      popover="auto"
      role="dialog"
      aria-label={title}
      className="menu-sheet"
      data-testid={parent ? 'mobile-submenu' : 'mobile-menu'}
      {...(parent ? {} : { [PANEL]: '' })}
    >
      <button type="button" popoverTarget={ROOT_ID} popoverTargetAction="hide" aria-label={labels.closeMenu} className="menu-close" />
      {/* The levels below are inside this one's list, and so inside this navigation landmark. */}
      {parent ? list : <nav aria-label={title}>{list}</nav>}
      {applyUrl && (
        <div className="mt-auto p-5">
          <MenuLink href={applyUrl} locale={locale} className="block rounded-full bg-accent-400 px-5 py-3 text-center font-semibold text-brand-950">
            {labels.apply}
          </MenuLink>
        </div>
      )}
    </div>
  )
}

export function MobileMenu({ items, locale, applyUrl, labels }: Props) {
  return (
    <>
      <PanelToggle panel={ROOT_ID} label={labels.openMobileMenu} className="grid size-10 place-items-center rounded-full hover:bg-black/10 xl:hidden">
        <MenuIcon />
      </PanelToggle>
      <Level id={ROOT_ID} items={items} parent={null} locale={locale} labels={labels} applyUrl={applyUrl} />
    </>
  )
}
