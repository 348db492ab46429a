// What the page is waiting for, as the loaders see it: a page change under way and the page's
// own requests in flight, each with the time it began, and the time of the last failure.
// One store for the whole page (src/components/loaders/track.ts feeds it; Loaders.tsx reads it).

export type Activity = {
  /** When the page change under way began (performance.now()), or null. */
  navigationSince: number | null
  /** Where it goes (path and query): the still-loading state offers to load it in full. */
  navigationTarget: string | null
  /** The page's requests in flight, and when the first of them began. */
  requests: number
  requestsSince: number | null
  /** When a request last failed (rejected, or answered 5xx). */
  failedAt: number | null
}

export const idleActivity: Activity = { navigationSince: null, navigationTarget: null, requests: 0, requestsSince: null, failedAt: null }

/**
 * A page change that shows no sign of life (no page data in flight, no new route) for this long
 * is taken as over: a link whose click was handled by something other than the router, a full
 * load the visitor stopped, a download. The loaders must never stay up for good.
 */
export const NAVIGATION_IDLE_MS = 3_000

let state = idleActivity
let navigationId = 0
let pageDataInFlight = 0
let idleTimer: ReturnType<typeof setTimeout> | undefined
const listeners = new Set<() => void>()

function update(change: Partial<Activity>) {
  state = { ...state, ...change }
  for (const listener of listeners) listener()
}

export const activity = {
  get: () => state,
  subscribe(listener: () => void) {
    listeners.add(listener)
    return () => void listeners.delete(listener)
  },
}

/** Starts a page change to `target` (path and query); returns its id. A newer one replaces it. */
export function startNavigation(target: string): number {
  navigationId += 1
  update({ navigationSince: state.navigationSince ?? performance.now(), navigationTarget: target })
  watchNavigation()
  return navigationId
}

/** Ends the page change under way, or only the one with this id. */
export function endNavigation(id?: number) {
  if (state.navigationSince === null || (id !== undefined && id !== navigationId)) return
  clearTimeout(idleTimer)
  update({ navigationSince: null, navigationTarget: null })
}

export const isNavigating = () => state.navigationSince !== null

export function requestStarted() {
  update({ requests: state.requests + 1, requestsSince: state.requestsSince ?? performance.now() })
}

export function requestEnded(failed: boolean) {
  const requests = Math.max(0, state.requests - 1)
  update({ requests, requestsSince: requests === 0 ? null : state.requestsSince, ...(failed ? { failedAt: performance.now() } : {}) })
}

/** The router's own requests for page data (prefetches too): while one runs, a page change is alive. */
export function pageDataStarted() {
  pageDataInFlight += 1
  clearTimeout(idleTimer)
}

export function pageDataEnded() {
  pageDataInFlight = Math.max(0, pageDataInFlight - 1)
  watchNavigation()
}

function watchNavigation() {
  clearTimeout(idleTimer)
  if (state.navigationSince === null || pageDataInFlight > 0) return
  const id = navigationId
  idleTimer = setTimeout(() => endNavigation(id), NAVIGATION_IDLE_MS)
}
