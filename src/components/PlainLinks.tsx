'use client'
// Links inside plain HTML (PlainHtml.tsx) are ordinary <a> elements, which the browser follows
// with a full page load. Once the page's scripts run, this hands them to Next's router instead,
// as a <Link> would: the page changes without reloading the header, the footer and the scripts.
// Before the scripts run they are followed by the browser, as every link is then. The same goes
// for a link a client component marks as routed (plainMarker.ts).
import { useRouter } from 'next/navigation'

import { pageChangeTarget } from './loaders/track'
import { PLAIN, ROUTED } from './plainMarker'

type Router = ReturnType<typeof useRouter>
let router: Router | null = null

function onClick(event: MouseEvent) {
  if (!router || event.defaultPrevented || !(event.target instanceof Element) || !event.target.closest(`[${PLAIN}],a[${ROUTED}]`)) return
  const target = pageChangeTarget(event)
  if (!target) return
  event.preventDefault()
  const anchor = event.target.closest('a') as HTMLAnchorElement
  router.push(`${target}${new URL(anchor.href).hash}`)
}

export function PlainLinks() {
  const current = useRouter()
  // Taken while the page hydrates, not after: React listens for clicks on a <Link> from the
  // moment hydration starts, and so must this, or a click in that moment reloads the page.
  if (typeof document !== 'undefined' && router !== current) {
    if (!router) document.addEventListener('click', onClick)
    router = current
  }
  return null
}
