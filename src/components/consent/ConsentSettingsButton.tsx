'use client'
// The footer's way back to the statistics question. It appears once the page's script runs:
// without JavaScript no counter is loaded, so there is nothing to change.
import { useEffect, useState } from 'react'

import { REOPEN_EVENT } from './choice'

export function ConsentSettingsButton({ label }: { label: string }) {
  const [ready, setReady] = useState(false)
  useEffect(() => setReady(true), [])
  return (
    <button type="button" hidden={!ready} onClick={() => window.dispatchEvent(new Event(REOPEN_EVENT))} className="text-white underline hover:text-white/90">
      {label}
    </button>
  )
}
