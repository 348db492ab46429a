// Feeds the activity store from the browser, once per page: clicks on links that change the page
// (seen before Next's <Link> handles them), back and forward, and every same-origin fetch.
// Next's router fetches page data (RSC) with the same window.fetch, so those are seen here too.
import { endNavigation, isNavigating, pageDataEnded, pageDataStarted, requestEnded, requestStarted, startNavigation } from './activity'

let installed = false

export function installActivityTracking() {
  if (installed) return
  installed = true
  // Capture phase on window: before React's handlers, which Next's <Link> uses to prevent the
  // browser's own navigation. That is why defaultPrevented says nothing at this point.
  window.addEventListener('click', onClick, true)
  window.addEventListener('popstate', onPopState)
  window.fetch = trackedFetch(window.fetch.bind(window))
}

/** The route the page shows now; a new one ends the page change under way. */
let shownRoute = ''
export function routeShown() {
  shownRoute = currentRoute()
  endNavigation()
}

const currentRoute = () => `${location.pathname}${location.search}`

/** Where a click goes, when it is a page change the router may handle; otherwise null. */
export function pageChangeTarget(event: MouseEvent): string | null {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null
  if (!(anchor instanceof HTMLAnchorElement)) return null
  // A new tab, a download, or a link that acts as a button (the search toggle) changes no page.
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download') || anchor.getAttribute('role') === 'button') return null
  const url = new URL(anchor.href, location.href)
  if (url.origin !== location.origin) return null
  const target = `${url.pathname}${url.search}`
  return target === currentRoute() ? null : target
}

function onClick(event: MouseEvent) {
  const target = pageChangeTarget(event)
  if (!target) return
  const id = startNavigation(target)
  // Once every handler has run: a click nobody prevented is a full page load, which the browser
  // shows itself (and which may turn out to be a download that never leaves the page).
  setTimeout(() => {
    if (!event.defaultPrevented) endNavigation(id)
  })
}

function onPopState() {
  const target = currentRoute()
  if (target !== shownRoute) startNavigation(target)
}

type Kind = 'prefetch' | 'page-data' | 'request'

/** Next's router marks its requests for page data (RSC) with headers; prefetches apart. */
export function requestKind(headers: Headers): Kind {
  if (headers.has('next-router-prefetch') || headers.has('next-router-segment-prefetch')) return 'prefetch'
  return headers.get('rsc') === '1' ? 'page-data' : 'request'
}

function trackedFetch(original: typeof fetch): typeof fetch {
  return function trackingFetch(input, init) {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, location.href)
    // Other origins (analytics) are not the page's data; a blocked counter is no failure of ours.
    if (url.origin !== location.origin) return original(input, init)
    const kind = requestKind(new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined)))
    if (kind !== 'request') pageDataStarted()
    // A router.push() from a script: its data request is the first sign of the page change.
    if (kind === 'page-data' && !isNavigating()) {
      url.searchParams.delete('_rsc')
      startNavigation(`${url.pathname}${url.search}`)
    }
    if (kind !== 'prefetch') requestStarted()
    const response = original(input, init)
    response.then(
      (answer) => settle(kind, answer.status >= 500),
      // An abort is the page's own choice (a newer keystroke): no failure.
      (error: unknown) => settle(kind, !(error instanceof DOMException && error.name === 'AbortError')),
    )
    return response
  }
}

function settle(kind: Kind, failed: boolean) {
  if (kind !== 'request') pageDataEnded()
  if (kind !== 'prefetch') requestEnded(failed)
}
