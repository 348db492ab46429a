// @vitest-environment jsdom
import { act, createElement } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { lazyPanel, useLazyPanel } from './useLazyPanel'

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })

function Greeting({ word }: { word: string }) {
  return createElement('p', { 'data-testid': 'panel' }, word)
}

const load = vi.fn(async () => ({ default: Greeting }))
const greeting = lazyPanel(load)
let hook: ReturnType<typeof useLazyPanel<{ word: string }>>

function Opener() {
  hook = useLazyPanel(greeting)
  return createElement('div', null, hook.render({ word: 'hello' }))
}

describe('a lazily loaded panel', () => {
  let container: HTMLDivElement
  let root: Root
  const shown = () => container.querySelector('[data-testid="panel"]')?.textContent ?? null
  // The module's promise, and React's retry once it has settled.
  const settle = () => act(async () => await new Promise((resolve) => setTimeout(resolve, 0)))

  beforeEach(async () => {
    load.mockClear()
    container = document.createElement('div')
    root = createRoot(container)
    await act(async () => root.render(createElement(Opener)))
  })
  afterEach(() => act(() => root.unmount()))

  it('is closed and not fetched until asked for', () => {
    expect(hook.open).toBe(false)
    expect(shown()).toBeNull()
    expect(load).not.toHaveBeenCalled()
  })

  it('is fetched ahead without being shown', async () => {
    await act(async () => hook.prefetch())
    expect(load).toHaveBeenCalledTimes(1)
    expect(hook.open).toBe(false)
    expect(shown()).toBeNull()
  })

  it('shows with its props once open, and goes when hidden', async () => {
    await act(async () => hook.show())
    await settle()
    expect(hook.open).toBe(true)
    expect(shown()).toBe('hello')
    await act(async () => hook.hide())
    expect(hook.open).toBe(false)
    expect(shown()).toBeNull()
  })

  it('toggles between open and closed', async () => {
    await act(async () => hook.toggle())
    await settle()
    expect(shown()).toBe('hello')
    await act(async () => hook.toggle())
    expect(shown()).toBeNull()
  })
})
