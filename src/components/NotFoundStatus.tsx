'use client'
// The 404 status of a page that shows the 404 view itself (NotFoundPage.tsx). notFound() during
// the server's render, inside a Suspense boundary, sets the status and leaves the page's HTML as
// it is; in the browser there is nothing to do, so the page stays as the server rendered it.
import { notFound } from 'next/navigation'

// React reports the boundary the server could not finish (error #419, carrying notFound()'s
// digest) while it hydrates the page. That is this status coming back, not a fault: keep it out
// of the console and of whatever watches window errors. Set up before hydration, as this module loads.
const NOT_FOUND_DIGEST = 'NEXT_HTTP_ERROR_FALLBACK;404'
if (typeof window !== 'undefined') {
  window.addEventListener('error', (event) => {
    if ((event.error as { digest?: unknown } | null)?.digest === NOT_FOUND_DIGEST) event.preventDefault()
  })
}

export function NotFoundStatus() {
  if (typeof window === 'undefined') notFound()
  return null
}
