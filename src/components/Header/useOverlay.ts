'use client'
import { usePathname } from 'next/navigation'
import { useEffect, useState } from 'react'

/** Open/closed state of a header overlay: closes on route change and on Escape, locks page scroll while open. */
export function useOverlay() {
  const [open, setOpen] = useState(false)
  const pathname = usePathname()

  useEffect(() => setOpen(false), [pathname])

  useEffect(() => {
    if (!open) return
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false)
    document.addEventListener('keydown', onKey)
    const overflow = document.body.style.overflow
    document.body.style.overflow = 'hidden'
    return () => {
      document.removeEventListener('keydown', onKey)
      document.body.style.overflow = overflow
    }
  }, [open])

  return [open, setOpen] as const
}
