// Top-level menu with recursive submenus that open on hover and on keyboard focus:
// plain HTML and CSS, no client JavaScript.
import type { MenuItem } from '@/data/menuTree'
import type { Locale } from '@/i18n/locales'

import { ChevronDown, ChevronRight } from '../icons'
import { MenuLink } from './MenuLink'

type Props = { items: MenuItem[]; locale: Locale; label: string }

// Literal class names, so Tailwind sees them: a submenu opens when its own parent is hovered or focused.
const GROUP: Record<number, string> = { 1: 'group/1', 2: 'group/2', 3: 'group/3' }
const REVEAL: Record<number, string> = {
  1: 'group-hover/1:visible group-hover/1:opacity-100 group-focus-within/1:visible group-focus-within/1:opacity-100',
  2: 'group-hover/2:visible group-hover/2:opacity-100 group-focus-within/2:visible group-focus-within/2:opacity-100',
}

function Submenu({ items, locale, depth }: { items: MenuItem[]; locale: Locale; depth: number }) {
  const position = depth === 1 ? 'left-0 top-full' : 'left-full top-0'
  return (
    <ul className={`invisible absolute ${position} z-40 min-w-60 rounded-md bg-white py-2 text-slate-800 opacity-0 shadow-xl transition ${REVEAL[depth]}`}>
      {items.map((item) => (
        <li key={item.id} className={`${GROUP[depth + 1]} relative`}>
          <NavEntry item={item} locale={locale} depth={depth + 1} />
        </li>
      ))}
    </ul>
  )
}

function NavEntry({ item, locale, depth }: { item: MenuItem; locale: Locale; depth: number }) {
  const top = depth === 1
  const entryClass = top
    ? 'flex items-center gap-1 px-3 py-3 font-medium hover:text-brand-300'
    : 'flex w-full items-center justify-between gap-4 px-4 py-2 text-left hover:bg-slate-100 hover:text-brand-700'
  if (item.href) {
    return (
      <MenuLink href={item.href} locale={locale} className={entryClass}>
        {item.title}
      </MenuLink>
    )
  }
  return (
    <>
      <button type="button" className={entryClass} aria-haspopup="true">
        {item.title}
        {top ? <ChevronDown width={14} height={14} /> : <ChevronRight width={14} height={14} />}
      </button>
      <Submenu items={item.children} locale={locale} depth={depth} />
    </>
  )
}

export function DesktopNav({ items, locale, label }: Props) {
  return (
    <nav aria-label={label} className="hidden xl:block" data-testid="desktop-nav">
      <ul className="flex items-center">
        {items.map((item) => (
          <li key={item.id} className={`${GROUP[1]} relative`}>
            <NavEntry item={item} locale={locale} depth={1} />
          </li>
        ))}
      </ul>
    </nav>
  )
}
