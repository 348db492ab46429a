import { routed } from '@/components/plainMarker'

export type FilterLink = { label: string; href: string; current: boolean }

/** A row of links that each open one view of a list (categories, years): crawlable, no script; `.filter-link` in globals.css. */
export function FilterLinks({ label, links, testId }: { label: string; links: FilterLink[]; testId: string }) {
  return (
    <nav aria-label={label} data-testid={testId}>
      <ul className="flex flex-wrap gap-2">
        {links.map((link) => (
          <li key={link.href}>
            <a {...routed} href={link.href} aria-current={link.current ? 'page' : undefined} className="filter-link">
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
