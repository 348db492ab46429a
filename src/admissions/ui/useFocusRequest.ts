'use client'
// Moves the cursor to an element once it is on screen (after a step change has rendered).
import { useCallback, useEffect, useState } from 'react'

export function useFocusRequest() {
  const [target, setTarget] = useState<{ id: string } | null>(null)

  useEffect(() => {
    if (!target) return
    const element = document.getElementById(target.id)
    if (element) {
      element.focus()
      element.scrollIntoView({ block: 'center' })
    }
  }, [target])

  // A new object each time, so asking for the same element twice focuses it twice.
  const request = useCallback((id: string) => setTarget({ id }), [])
  return { request }
}
