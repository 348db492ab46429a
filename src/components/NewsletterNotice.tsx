import type { ReactNode } from 'react'

import { type Locale, localizePath } from '@/i18n/locales'
import { routed } from '@/components/plainMarker'

type Props = { locale: Locale; title: string; text: string; home: string; children?: ReactNode; tone?: 'done' | 'problem' | 'question' }

/** The body of the newsletter's own pages (confirm, unsubscribe): a heading, a sentence, an action. */
export function NewsletterNotice({ locale, title, text, home, children, tone = 'question' }: Props) {
  const border = tone === 'done' ? 'border-green-600' : tone === 'problem' ? 'border-red-600' : 'border-brand-600'
  return (
    <div className="mx-auto max-w-2xl px-4 py-12 md:py-16">
      <section className={`rounded-lg border-l-4 ${border} bg-white p-6 shadow-sm md:p-8`} aria-labelledby="newsletter-notice">
        <h2 id="newsletter-notice" className="text-2xl font-bold text-slate-900">
          {title}
        </h2>
        <p className="mt-3 break-words text-slate-700">{text}</p>
        {children}
        <p className="mt-8">
          <a {...routed} href={localizePath(locale, '/')} className="text-brand-700 underline">
            {home}
          </a>
        </p>
      </section>
    </div>
  )
}
