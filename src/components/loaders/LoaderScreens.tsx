'use client'
// What the loaders show (Loaders.tsx): fetched with the first page change or request the page
// makes, well within the 200 ms before anything is shown, not with the page's first load.
import { useEffect, useState } from 'react'

import type { Activity } from './activity'
import type { LoaderLabels } from './Loaders'
import { hiddenView, loaderView, type LoaderView, nextChangeAt } from './loaderView'

export default function LoaderScreens({ current, labels }: { current: Activity; labels: LoaderLabels }) {
  const view = useLoaderView(current)

  // Screen readers skip what is busy; the live region below says why.
  const busy = view.loader !== 'hidden'
  useEffect(() => {
    const main = document.getElementById('main')
    if (busy) main?.setAttribute('aria-busy', 'true')
    return () => main?.removeAttribute('aria-busy')
  }, [busy])

  return (
    <>
      {view.bar !== 'hidden' && (
        <div
          className="progress-bar"
          data-state={view.bar}
          role="progressbar"
          aria-label={view.bar === 'failed' ? labels.failed : labels.loading}
          data-testid="progress-bar"
        />
      )}
      <div role="status" aria-live="polite">
        {busy && (
          <div className="page-loader" data-state={view.loader} data-testid="page-loader">
            <div className="page-loader__card" data-testid="page-loader-card">
              <span className="page-loader__spinner" aria-hidden="true" />
              {view.loader === 'stalled' ? (
                <>
                  <p className="font-semibold text-slate-900">{labels.stalledHeading}</p>
                  <p className="text-sm text-slate-600">{labels.stalledText}</p>
                  {/* A plain link: the whole page from the server, past whatever held the router up. */}
                  <a href={current.navigationTarget ?? ''} className="page-loader__reload">
                    {labels.reload}
                  </a>
                </>
              ) : (
                <p className="font-semibold text-slate-900">{labels.page}</p>
              )}
            </div>
          </div>
        )}
      </div>
    </>
  )
}

/** The view for the current activity, moved on by a timer at each threshold it crosses. */
function useLoaderView(current: Activity): LoaderView {
  const [view, setView] = useState(hiddenView)
  const [tick, setTick] = useState(0)

  useEffect(() => {
    const now = performance.now()
    const next = loaderView(current, now)
    setView((shown) => (shown.bar === next.bar && shown.loader === next.loader ? shown : next))
    const at = nextChangeAt(current, now)
    if (at === null) return
    const timer = setTimeout(() => setTick((count) => count + 1), at - now)
    return () => clearTimeout(timer)
  }, [current, tick])

  return view
}
