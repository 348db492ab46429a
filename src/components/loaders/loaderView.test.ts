import { describe, expect, it } from 'vitest'

import { type Activity, idleActivity } from './activity'
import { BAR_DELAY_MS, FAILED_SHOWN_MS, LOADER_DELAY_MS, loaderView, nextChangeAt, STALLED_AFTER_MS } from './loaderView'
import { requestKind } from './track'

const navigating = (since: number): Activity => ({ ...idleActivity, navigationSince: since, navigationTarget: '/ru/faculties' })
const requesting = (since: number): Activity => ({ ...idleActivity, requests: 1, requestsSince: since })

describe('loaderView', () => {
  it('shows nothing when nothing runs', () => {
    expect(loaderView(idleActivity, 10_000)).toEqual({ bar: 'hidden', loader: 'hidden' })
    expect(nextChangeAt(idleActivity, 10_000)).toBeNull()
  })

  it('lets a page change go by unseen for 200 ms, then the bar, then the loader, then "still loading"', () => {
    const activity = navigating(1_000)
    const at = (elapsed: number) => loaderView(activity, 1_000 + elapsed)
    expect(at(BAR_DELAY_MS - 1)).toEqual({ bar: 'hidden', loader: 'hidden' })
    expect(at(BAR_DELAY_MS)).toEqual({ bar: 'running', loader: 'hidden' })
    expect(at(LOADER_DELAY_MS)).toEqual({ bar: 'running', loader: 'loading' })
    expect(at(STALLED_AFTER_MS - 1)).toEqual({ bar: 'running', loader: 'loading' })
    expect(at(STALLED_AFTER_MS)).toEqual({ bar: 'running', loader: 'stalled' })
  })

  it('wakes up at each threshold and not after the last', () => {
    const activity = navigating(1_000)
    expect(nextChangeAt(activity, 1_000)).toBe(1_000 + BAR_DELAY_MS)
    expect(nextChangeAt(activity, 1_000 + BAR_DELAY_MS)).toBe(1_000 + LOADER_DELAY_MS)
    expect(nextChangeAt(activity, 1_000 + LOADER_DELAY_MS)).toBe(1_000 + STALLED_AFTER_MS)
    expect(nextChangeAt(activity, 1_000 + STALLED_AFTER_MS)).toBeNull()
  })

  it('shows a request with the bar only, never the page loader', () => {
    expect(loaderView(requesting(0), 50)).toEqual({ bar: 'hidden', loader: 'hidden' })
    expect(loaderView(requesting(0), 60_000)).toEqual({ bar: 'running', loader: 'hidden' })
  })

  it('shows a failure at once, even of a fast request, for a while', () => {
    const failed: Activity = { ...idleActivity, failedAt: 5_000 }
    expect(loaderView(failed, 5_000)).toEqual({ bar: 'failed', loader: 'hidden' })
    expect(nextChangeAt(failed, 5_000)).toBe(5_000 + FAILED_SHOWN_MS)
    expect(loaderView(failed, 5_000 + FAILED_SHOWN_MS)).toEqual({ bar: 'hidden', loader: 'hidden' })
    // A page change still under way keeps its loader while the bar says a request failed.
    expect(loaderView({ ...navigating(0), failedAt: 5_000 }, 5_100)).toEqual({ bar: 'failed', loader: 'stalled' })
  })
})

describe('requestKind', () => {
  it("tells the router's prefetches and page data from the page's own requests", () => {
    expect(requestKind(new Headers({ rsc: '1', 'next-router-prefetch': '1' }))).toBe('prefetch')
    expect(requestKind(new Headers({ rsc: '1', 'next-router-segment-prefetch': '/_tree' }))).toBe('prefetch')
    expect(requestKind(new Headers({ RSC: '1' }))).toBe('page-data')
    expect(requestKind(new Headers({ accept: 'application/json' }))).toBe('request')
    expect(requestKind(new Headers())).toBe('request')
  })
})
