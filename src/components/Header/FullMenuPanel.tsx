'use client'
// The full-screen menu, fetched on the first open (FullMenu.tsx): the whole three-level tree at once.
import type { MenuItem } from '@/data/menuTree'
import type { Locale } from '@/i18n/locales'

import { CloseIcon } from '../icons'
import type { FullMenuLabels } from './FullMenu'
import { MenuLink } from './MenuLink'

function Entry({ item, locale, className }: { item: MenuItem; locale: Locale; className: string }) {
  return item.href ? (
    <MenuLink href={item.href} locale={locale} className={`${className} hover:text-brand-300 hover:underline`}>
      {item.title}
    </MenuLink>
  ) : (
    <span className={className}>{item.title}</span>
  )
}

type Props = { items: MenuItem[]; locale: Locale; labels: FullMenuLabels; onClose: () => void }

export default function FullMenuPanel({ items, locale, labels, onClose }: Props) {
  return (
    <div
      role="dialog"
      aria-modal="true"
      aria-label={labels.mainMenu}
      className="fixed inset-0 z-[70] overflow-y-auto bg-brand-950 text-white motion-safe:animate-fade-in"
      data-testid="full-menu"
    >
      <div className="mx-auto flex max-w-7xl justify-end px-6 pt-6">
        <button
          type="button"
          onClick={() => onClose()}
          aria-label={labels.closeMenu}
          className="grid size-11 place-items-center rounded-full hover:bg-white/10"
        >
          <CloseIcon />
        </button>
      </div>
      <nav aria-label={labels.mainMenu} className="mx-auto max-w-7xl px-6 pb-16">
        <ul className="grid gap-10 sm:grid-cols-2 lg:grid-cols-4">
          {items.map((item) => (
            <li key={item.id} data-level="1">
              <Entry item={item} locale={locale} className="block text-xl font-semibold" />
              {item.children.length > 0 && (
                <ul className="mt-4 space-y-3 border-l border-white/20 pl-4">
                  {item.children.map((child) => (
                    <li key={child.id} data-level="2">
                      <Entry item={child} locale={locale} className="block text-white/90" />
                      {child.children.length > 0 && (
                        <ul className="mt-2 space-y-2 pl-4">
                          {child.children.map((leaf) => (
                            <li key={leaf.id} data-level="3">
                              <Entry item={leaf} locale={locale} className="block text-sm text-white/70" />
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
  )
}
