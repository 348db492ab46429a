import type { ReactNode } from 'react'

type Props = { id: string; title: string; lang?: string; titleLang?: string; children: ReactNode }

/** A section of a page under its own heading, which names it for screen readers (#{id}-heading). */
export function PageSection({ id, title, lang, titleLang, children }: Props) {
  return (
    <section aria-labelledby={`${id}-heading`} lang={lang}>
      <h2 id={`${id}-heading`} className="mb-5 text-2xl font-bold text-slate-900" lang={titleLang}>
        {title}
      </h2>
      {children}
    </section>
  )
}
