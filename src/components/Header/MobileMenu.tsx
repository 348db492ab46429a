'use client'
// The mobile menu's button. The panel (MobileMenuPanel.tsx) is fetched on the first open or as
// soon as the pointer or focus reaches the button: it is not part of the JavaScript every page
// loads. Without JavaScript the page's own links and the footer stay.
import { lazy, Suspense } from 'react'

import type { MenuItem } from '@/data/menuTree'
import type { Locale } from '@/i18n/locales'

import { MenuIcon } from '../icons'
import { useOverlay } from './useOverlay'

export type MobileMenuLabels = { openMobileMenu: string; closeMenu: string; mainMenu: string; back: string; apply: string }
type Props = { items: MenuItem[]; locale: Locale; applyUrl: string | null; labels: MobileMenuLabels }

const loadPanel = () => import('./MobileMenuPanel')
const MobileMenuPanel = lazy(loadPanel)

export function MobileMenu({ items, locale, applyUrl, labels }: Props) {
  const [open, setOpen] = useOverlay()

  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        aria-label={labels.openMobileMenu}
        aria-expanded={open}
        className="grid size-10 place-items-center rounded-full hover:bg-black/10 xl:hidden"
        data-testid="mobile-menu-toggle"
      >
        <MenuIcon />
      </button>
      {open && (
        <Suspense fallback={null}>
          <MobileMenuPanel items={items} locale={locale} applyUrl={applyUrl} labels={labels} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  )
}
