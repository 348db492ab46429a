'use client'
// A panel (a dialog, a popup) whose code is not part of the page's first load
// (docs/decisions/038-scripts-after-first-paint.md): fetched when it first opens, or earlier
// where its caller prefetches it (the pointer reaching its button, the form it confirms being
// sent), and drawn in a Suspense boundary of its own while open. Focus stays the caller's and the
// panel's business: each returns it somewhere else on closing.
import { type ComponentType, type LazyExoticComponent, lazy, Suspense, useCallback, useState } from 'react'

export type LazyPanel<P> = { Panel: LazyExoticComponent<ComponentType<P>>; load: () => Promise<unknown> }

/** The panel's code, named once beside its module's import: lazy() belongs outside any render. */
export function lazyPanel<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): LazyPanel<P> {
  return { Panel: lazy(load), load }
}

export function useLazyPanel<P extends object>({ Panel, load }: LazyPanel<P>) {
  const [open, setOpen] = useState(false)
  const show = useCallback(() => setOpen(true), [])
  const hide = useCallback(() => setOpen(false), [])
  const toggle = useCallback(() => setOpen((shown) => !shown), [])
  const prefetch = useCallback(() => void load(), [load])
  /** The panel with these props while open, nothing while closed. */
  const render = (props: P) =>
    open ? (
      <Suspense fallback={null}>
        <Panel {...props} />
      </Suspense>
    ) : null
  return { open, show, hide, toggle, prefetch, render }
}
