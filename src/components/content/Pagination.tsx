import { routed } from '@/components/plainMarker'

export type PaginationLabels = { pagination: string; previous: string; next: string; pageOf: string }
type Props = { page: number; pages: number; href: (page: number) => string; labels: PaginationLabels; testId: string }

/** Neighbouring pages shown around the current one. */
const AROUND = 2

/** Real links to the other pages of a list (`?page=N`, rel prev/next), for visitors and crawlers alike. */
export function Pagination({ page, pages, href, labels, testId }: Props) {
  if (pages <= 1) return null
  const numbers = Array.from({ length: pages }, (_, i) => i + 1).filter((n) => n === 1 || n === pages || Math.abs(n - page) <= AROUND)
  // `.page-link` in globals.css, the current page marked by aria-current.
  const link = 'page-link'
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
              <span aria-current="page" className={link}>
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
