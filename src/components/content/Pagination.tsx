import { routed } from '@/components/plainMarker'

export type PaginationLabels = { pagination: string; previous: string; next: string; pageOf: string }
type Props = { page: number; pages: number; href: (page: number) => string; labels: PaginationLabels; testId: string }

/** Neighbouring pages shown around the current one. */
const AROUND = 2

/** Real links to the other pages of a list (`?page=N`, rel prev/next), for visitors and crawlers alike. */
export function Pagination({ page, pages, href, labels, testId }: Props) {
  if (pages <= 1) return null
  const numbers = Array.from({ length: pages }, (_, i) => i + 1).filter((n) => n === 1 || n === pages || Math.abs(n - page) <= AROUND)
  const link = 'grid min-w-11 min-h-11 place-items-center rounded-md border border-slate-300 px-3 py-2 text-sm hover:border-brand-500'
  return (
    <nav aria-label={labels.pagination} className="mt-10" data-testid={testId}>
      <p className="sr-only">{labels.pageOf}</p>
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {page > 1 && (
          <li>
            <a {...routed} href={href(page - 1)} rel="prev" className={link}>
              {labels.previous}
            </a>
          </li>
        )}
        {numbers.map((n, i) => (
          <li key={n} className="flex items-center gap-2">
            {i > 0 && n - numbers[i - 1]! > 1 && (
              <span aria-hidden="true" className="text-slate-400">
                …
              </span>
            )}
            {n === page ? (
              <span aria-current="page" className={`${link} border-brand-700 bg-brand-700 text-white`}>
                {n}
              </span>
            ) : (
              <a {...routed} href={href(n)} className={link}>
                {n}
              </a>
            )}
          </li>
        ))}
        {page < pages && (
          <li>
            <a {...routed} href={href(page + 1)} rel="next" className={link}>
              {labels.next}
            </a>
          </li>
        )}
      </ul>
    </nav>
  )
}
