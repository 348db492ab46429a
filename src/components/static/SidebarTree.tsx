import { MenuLink } from '@/components/Header/MenuLink'
import type { MenuItem } from '@/data/menuTree'
import type { Locale } from '@/i18n/locales'

type Props = { items: MenuItem[]; locale: Locale; current: string }

/** A menu branch as nested lists; an item without a link of its own is a heading over its children. */
export function SidebarTree({ items, locale, current }: Props) {
  return (
    <ul className="mt-3 space-y-1 border-l border-slate-200">
      {items.map((item) => (
        <li key={item.id}>
          {item.href ? (
            <MenuLink
              href={item.href}
              locale={locale}
              className={`-ml-px block border-l-2 py-1.5 pl-4 ${item.slug === current ? 'border-brand-700 font-semibold text-brand-700' : 'border-transparent text-slate-700 hover:border-slate-400 hover:text-slate-900'}`}
            >
              {item.title}
            </MenuLink>
          ) : (
            <>
              <span className="block py-1.5 pl-4 font-medium text-slate-900">{item.title}</span>
              <div className="pl-4">
                <SidebarTree items={item.children} locale={locale} current={current} />
              </div>
            </>
          )}
        </li>
      ))}
    </ul>
  )
}
