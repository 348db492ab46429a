// What a page answers for something that does not exist: the 404 view, readable without
// JavaScript, with the 404 status. A page must not throw notFound() itself: Next renders the
// not-found boundary only in the browser, and the server HTML is then an empty
// <html id="__next_error__"> shell. Here the view is the page's own content, and the status
// comes from notFound() inside a Suspense boundary (NotFoundStatus.tsx), which Next honours on
// prerendered pages, as every page of the site is (generateStaticParams). See docs/loaders.md.
import { Suspense } from 'react'

import type { Locale } from '@/i18n/locales'

import { NotFoundStatus } from './NotFoundStatus'
import { NotFoundView } from './NotFoundView'

export function NotFoundPage({ locale }: { locale: Locale }) {
  return (
    <>
      <NotFoundView locale={locale} />
      <Suspense fallback={null}>
        <NotFoundStatus />
      </Suspense>
    </>
  )
}
