'use client'
// The consent question's code is fetched only on sites that have counters (the layout renders
// this only then), not with the JavaScript every page loads. The question needs JavaScript
// anyway: it is asked after the page has started (ConsentBanner.tsx).
import { type ComponentProps, lazy, Suspense } from 'react'

const ConsentBanner = lazy(() => import('./ConsentBanner').then((module) => ({ default: module.ConsentBanner })))

export function LazyConsentBanner(props: ComponentProps<typeof ConsentBanner>) {
  return (
    <Suspense fallback={null}>
      <ConsentBanner {...props} />
    </Suspense>
  )
}
