'use client'
// A thin progress bar at the top while a page change is under way, and the
// page-change loader once it has taken longer than 500 ms. Both are plain CSS
// animations, switched off under 300 px and for prefers-reduced-motion.
import { usePathname, useSearchParams } from 'next/navigation'
import { useEffect, useRef, useState } from 'react'

const LOADER_DELAY_MS = 500

function isPageChange(event: MouseEvent): boolean {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
    return false
  }
  const anchor = (event.target as Element | null)?.closest?.('a')
  if (!anchor || anchor.target === '_blank' || anchor.hasAttribute('download')) return false
  const url = new URL(anchor.href, window.location.href)
  if (url.origin !== window.location.origin) return false
  return url.pathname !== window.location.pathname || url.search !== window.location.search
}

export function NavigationProgress({ loadingLabel }: { loadingLabel: string }) {
  const pathname = usePathname()
  const search = useSearchParams()?.toString()
  const [state, setState] = useState<'idle' | 'running' | 'slow'>('idle')
  const slowTimer = useRef<ReturnType<typeof setTimeout>>(undefined)

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (!isPageChange(event)) return
      setState('running')
      clearTimeout(slowTimer.current)
      slowTimer.current = setTimeout(() => setState('slow'), LOADER_DELAY_MS)
    }
    document.addEventListener('click', onClick)
    return () => document.removeEventListener('click', onClick)
  }, [])

  useEffect(() => {
    clearTimeout(slowTimer.current)
    setState('idle')
  }, [pathname, search])

  if (state === 'idle') return null
  return (
    <>
      <div className="progress-bar" role="progressbar" aria-label={loadingLabel} data-testid="progress-bar" />
      {state === 'slow' && (
        <div className="page-loader" role="status" data-testid="page-loader">
          <span className="page-loader__spinner" aria-hidden="true" />
          <span className="sr-only">{loadingLabel}</span>
        </div>
      )}
    </>
  )
}
