// What the loaders show for an activity at a moment (docs/loaders.md): pure, so the timing
// rules are tested without a browser.
import type { Activity } from './activity'

/** Nothing flashes for what ends sooner: the bar waits this long. */
export const BAR_DELAY_MS = 200
/** The page-change loader, when a page change is still under way after this long. */
export const LOADER_DELAY_MS = 500
/** Then the calm "still loading" state with a way to load the page in full. */
export const STALLED_AFTER_MS = 5_000
/** A failed request colours the bar for this long (it fades at the end: globals.css). */
export const FAILED_SHOWN_MS = 2_000

export type LoaderView = { bar: 'hidden' | 'running' | 'failed'; loader: 'hidden' | 'loading' | 'stalled' }

export const hiddenView: LoaderView = { bar: 'hidden', loader: 'hidden' }

function busySince(activity: Activity): number | null {
  const times = [activity.navigationSince, activity.requestsSince].filter((time) => time !== null)
  return times.length ? Math.min(...times) : null
}

export function loaderView(activity: Activity, now: number): LoaderView {
  const since = busySince(activity)
  const failed = activity.failedAt !== null && now >= activity.failedAt && now - activity.failedAt < FAILED_SHOWN_MS
  const bar = failed ? 'failed' : since !== null && now - since >= BAR_DELAY_MS ? 'running' : 'hidden'
  const waited = activity.navigationSince === null ? -1 : now - activity.navigationSince
  const loader = waited >= STALLED_AFTER_MS ? 'stalled' : waited >= LOADER_DELAY_MS ? 'loading' : 'hidden'
  return { bar, loader }
}

/** The next moment the view changes with no new activity, or null when it never does. */
export function nextChangeAt(activity: Activity, now: number): number | null {
  const since = busySince(activity)
  const { navigationSince, failedAt } = activity
  const moments = [
    since === null ? null : since + BAR_DELAY_MS,
    navigationSince === null ? null : navigationSince + LOADER_DELAY_MS,
    navigationSince === null ? null : navigationSince + STALLED_AFTER_MS,
    failedAt === null ? null : failedAt + FAILED_SHOWN_MS,
  ].filter((moment): moment is number => moment !== null && moment > now)
  return moments.length ? Math.min(...moments) : null
}
