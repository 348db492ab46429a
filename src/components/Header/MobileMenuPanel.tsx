'use client'
// The mobile menu's panel, fetched on the first open (MobileMenu.tsx): at most 410 px wide, it
// drills down through two submenu levels; each level below the top starts with a back row. A
// level slides in 100 ms after the tap.
import { useEffect, useRef, useState } from 'react'

import type { MenuItem } from '@/data/menuTree'
import type { Locale } from '@/i18n/locales'

import { ChevronLeft, ChevronRight, CloseIcon } from '../icons'
import { MenuLink } from './MenuLink'
import type { MobileMenuLabels } from './MobileMenu'

const SLIDE_DELAY_MS = 100
const rowClass = 'flex w-full items-center justify-between gap-3 border-b border-slate-200 px-5 py-4 text-left text-base'

type Props = { items: MenuItem[]; locale: Locale; applyUrl: string | null; labels: MobileMenuLabels; onClose: () => void }

export default function MobileMenuPanel({ items, locale, applyUrl, labels, onClose }: Props) {
  const [trail, setTrail] = useState<MenuItem[]>([])
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)

  useEffect(() => () => clearTimeout(timer.current), [])

  const drillInto = (item: MenuItem) => {
    clearTimeout(timer.current)
    timer.current = setTimeout(() => setTrail((current) => [...current, item]), SLIDE_DELAY_MS)
  }
  const level = trail.length
  const current = level ? trail[level - 1] : null
  const list = current ? current.children : items

  return (
    <div className="fixed inset-0 z-[70] bg-slate-950/50" onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div
        role="dialog"
        aria-modal="true"
        aria-label={labels.mainMenu}
        className="absolute inset-y-0 right-0 flex w-full max-w-[410px] flex-col overflow-y-auto bg-white text-slate-900 shadow-2xl motion-safe:animate-slide-in"
        data-testid="mobile-menu"
        data-level={level}
      >
        <div className="flex justify-end p-3">
          <button type="button" onClick={() => onClose()} aria-label={labels.closeMenu} className="grid size-11 place-items-center">
            <CloseIcon />
          </button>
        </div>
        <nav aria-label={labels.mainMenu}>
          <ul key={level} className="motion-safe:animate-slide-in">
            {current && (
              <li>
                <button
                  type="button"
                  onClick={() => setTrail(trail.slice(0, -1))}
                  className={`${rowClass} bg-slate-100 font-semibold`}
                  data-testid="mobile-menu-back"
                >
                  <span className="flex items-center gap-2">
                    <ChevronLeft width={18} height={18} />
                    {labels.back}
                  </span>
                  <span className="truncate text-sm text-slate-500">{current.title}</span>
                </button>
              </li>
            )}
            {list.map((item) =>
              item.href ? (
                <li key={item.id}>
                  <MenuLink href={item.href} locale={locale} className={rowClass} onClick={() => onClose()}>
                    {item.title}
                  </MenuLink>
                </li>
              ) : (
                <li key={item.id}>
                  <button type="button" className={rowClass} onClick={() => drillInto(item)} aria-haspopup="true">
                    {item.title}
                    <ChevronRight width={18} height={18} />
                  </button>
                </li>
              ),
            )}
          </ul>
        </nav>
        {applyUrl && (
          <div className="mt-auto p-5">
            <MenuLink
              href={applyUrl}
              locale={locale}
              onClick={() => onClose()}
              className="block rounded-full bg-accent-400 px-5 py-3 text-center font-semibold text-brand-950"
            >
              {labels.apply}
            </MenuLink>
          </div>
        )}
      </div>
    </div>
  )
}
