'use client'
// The full-screen menu's button (from md up). The menu (FullMenuPanel.tsx) is fetched on the
// first open or as soon as the pointer or focus reaches the button: it is not part of the
// JavaScript every page loads. The header's own menu links work without it.
import { lazy, Suspense } from 'react'

import type { MenuItem } from '@/data/menuTree'
import type { Locale } from '@/i18n/locales'

import { GridIcon } from '../icons'
import { useOverlay } from './useOverlay'

export type FullMenuLabels = { openFullMenu: string; closeMenu: string; mainMenu: string }

const loadPanel = () => import('./FullMenuPanel')
const FullMenuPanel = lazy(loadPanel)

export function FullMenu({ items, locale, labels }: { items: MenuItem[]; locale: Locale; labels: FullMenuLabels }) {
  const [open, setOpen] = useOverlay()

  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        aria-label={labels.openFullMenu}
        aria-expanded={open}
        className="hidden size-10 place-items-center rounded-full hover:bg-black/10 md:grid"
        data-testid="full-menu-toggle"
      >
        <GridIcon />
      </button>
      {open && (
        <Suspense fallback={null}>
          <FullMenuPanel items={items} locale={locale} labels={labels} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  )
}
