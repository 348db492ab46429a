'use client'
// The header's panels (MobileMenu.tsx, FullMenu.tsx) are popovers that work without scripts; a
// page change made by the scripts (a client navigation) would leave one open, so once the
// scripts run this closes them when a link inside one is followed and when the address changes.
// A panel opened before the scripts ran stays open: only a change after they ran closes it.
// A browser without popovers (Safari before 17, Firefox before 125) gets them from a polyfill,
// fetched only there; until then its CSS keeps the panels hidden (globals.css).
import { usePathname } from 'next/navigation'
import { useEffect, useRef } from 'react'

import { PANEL } from './panels'

function closePanels() {
  for (const panel of document.querySelectorAll<HTMLElement>(`[${PANEL}]`)) {
    if (panel.matches(':popover-open')) panel.hidePopover()
  }
}

export function HeaderPanels() {
  const pathname = usePathname()
  const shown = useRef(pathname)

  useEffect(() => {
    if (shown.current === pathname) return
    shown.current = pathname
    closePanels()
  }, [pathname])

  useEffect(() => {
    if (!('popover' in HTMLElement.prototype)) void import('@oddbird/popover-polyfill')
  }, [])

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null
      if (link?.closest(`[${PANEL}]`)) closePanels()
    }
    document.addEventListener('click', onClick)
    return () => document.removeEventListener('click', onClick)
  }, [])

  return null
}
