'use client'
// The seed's loaders (section 2, 8): a thin bar at the top while a page change or a request of
// the page runs longer than 200 ms (red when a request fails), and the page-change loader once a
// page change has taken 500 ms; after 5 s it says so calmly and offers to load the page in full.
// Why this and not the seed's "home loader flag": docs/loaders.md.
import { usePathname, useSearchParams } from 'next/navigation'
import { useEffect, useSyncExternalStore } from 'react'

import { lazyPanel, useLazyPanel } from '../useLazyPanel'

import { activity, idleActivity } from './activity'
import { installActivityTracking, routeShown } from './track'

// The screens are fetched when the page first changes or sends a request (LoaderScreens.tsx);
// tracking starts with the page, so nothing is missed.
const loaderScreens = lazyPanel(() => import('./LoaderScreens'))

export type LoaderLabels = { loading: string; page: string; stalledHeading: string; stalledText: string; reload: string; failed: string }

export function Loaders({ labels }: { labels: LoaderLabels }) {
  const pathname = usePathname()
  const search = useSearchParams()?.toString()
  const current = useSyncExternalStore(activity.subscribe, activity.get, () => idleActivity)
  const { show, render } = useLazyPanel(loaderScreens)

  useEffect(installActivityTracking, [])
  // The page's scripts have run (src/lib/scriptsAfterPaint.ts): tools and tests can tell.
  useEffect(() => document.documentElement.setAttribute('data-hydrated', ''), [])
  useEffect(routeShown, [pathname, search])
  useEffect(() => {
    if (current !== idleActivity) show()
  }, [current, show])

  return render({ current, labels })
}
