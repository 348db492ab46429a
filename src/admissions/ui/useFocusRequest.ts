'use client'
// Moves the cursor to an element once it is on screen (after a step change has rendered, or
// once a step whose code is fetched on demand has arrived: it is looked for again on each frame
// for up to 2 s).
import { useCallback, useEffect, useState } from 'react'

const WAIT_MS = 2_000

export function useFocusRequest() {
  const [target, setTarget] = useState<{ id: string } | null>(null)

  useEffect(() => {
    if (!target) return
    const until = performance.now() + WAIT_MS
    let frame = 0
    const attempt = () => {
      const element = document.getElementById(target.id)
      if (element) {
        element.focus()
        element.scrollIntoView({ block: 'center' })
      } else if (performance.now() < until) frame = requestAnimationFrame(attempt)
    }
    attempt()
    return () => cancelAnimationFrame(frame)
  }, [target])

  // A new object each time, so asking for the same element twice focuses it twice.
  const request = useCallback((id: string) => setTarget({ id }), [])
  return { request }
}
