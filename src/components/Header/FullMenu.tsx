// The full-screen menu (from md up): the whole three-level tree at once. Rendered on the server
// as a popover, so its button opens it from the first paint, before and without the page's
// scripts; Escape closes it. Nothing here is hydrated: closing on a page change is
// HeaderPanels.tsx's job (docs/decisions/058-header-panels-without-scripts.md).
import type { MenuItem } from '@/data/menuTree'
import type { Locale } from '@/i18n/locales'

import { CloseIcon, GridIcon } from '../icons'
import { PANEL } from './panels'
import { MenuLink } from './MenuLink'
import { PanelToggle } from './PanelToggle'

export type FullMenuLabels = { openFullMenu: string; closeMenu: string; mainMenu: string }

const ID = 'full-menu'

function Entry({ item, locale }: { item: MenuItem; locale: Locale }) {
  return item.href ? (
    <MenuLink href={item.href} locale={locale}>
      {item.title}
    </MenuLink>
  ) : (
    <span>{item.title}</span>
  )
}

export function FullMenu({ items, locale, labels }: { items: MenuItem[]; locale: Locale; labels: FullMenuLabels }) {
  return (
    <>
      <PanelToggle panel={ID} label={labels.openFullMenu} className="hidden size-10 place-items-center rounded-full hover:bg-black/10 md:grid">
        <GridIcon />
      </PanelToggle>
      <div
        id={ID}
        popover="auto"
        role="dialog"
        aria-label={labels.mainMenu}
        className="fixed inset-0 m-0 h-full max-h-none w-full max-w-none overflow-y-auto border-0 bg-brand-950 p-0 text-white motion-safe:animate-fade-in"
        data-testid="full-menu"
        {...{ [PANEL]: '' }}
      >
        <div className="mx-auto flex max-w-7xl justify-end px-6 pt-6">
          <button
            type="button"
            popoverTarget={ID}
            popoverTargetAction="hide"
            aria-label={labels.closeMenu}
            className="grid size-11 place-items-center rounded-full hover:bg-white/10"
          >
            <CloseIcon />
          </button>
        </div>
        {/* Short markup, styled by depth in globals.css (`.full-menu`): a class or level on each entry would be bytes on every page. */}
        <nav aria-label={labels.mainMenu} className="full-menu mx-auto max-w-7xl px-6 pb-16">
          <ul className="grid gap-10 sm:grid-cols-2 lg:grid-cols-4">
            {items.map((item) => (
              <li key={item.id}>
                <Entry item={item} locale={locale} />
                {item.children.length > 0 && (
                  <ul>
                    {item.children.map((child) => (
                      <li key={child.id}>
                        <Entry item={child} locale={locale} />
                        {child.children.length > 0 && (
                          <ul>
                            {child.children.map((leaf) => (
                              <li key={leaf.id}>
                                <Entry item={leaf} locale={locale} />
                              </li>
                            ))}
                          </ul>
                        )}
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </>
  )
}
