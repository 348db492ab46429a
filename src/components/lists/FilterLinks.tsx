import { routed } from '@/components/plainMarker'

export type FilterLink = { label: string; href: string; current: boolean }

/** A row of links that each open one view of a list (categories, years): crawlable, no script. */
export function FilterLinks({ label, links, testId }: { label: string; links: FilterLink[]; testId: string }) {
  return (
    <nav aria-label={label} data-testid={testId}>
      <ul className="flex flex-wrap gap-2">
        {links.map((link) => (
          <li key={link.href}>
            <a
              {...routed}
              href={link.href}
              aria-current={link.current ? 'page' : undefined}
              className={`inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-medium ${link.current ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 text-slate-800 hover:border-brand-500 hover:text-brand-700'}`}
            >
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
