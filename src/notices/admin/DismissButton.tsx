'use client'
// Dismisses one notice for everyone, then shows the page again without it.
import { useState } from 'react'

type Props = { id: number; api: string; label: string; failed: string }

export function DismissButton({ id, api, label, failed }: Props) {
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle')
  const dismiss = async () => {
    setState('busy')
    const response = await fetch(`${api}/staff-notices/${id}/dismiss`, { method: 'POST', credentials: 'include' }).catch(() => null)
    if (!response?.ok) return setState('failed')
    // The dashboard and the document are server-rendered: read them again without the notice.
    window.location.reload()
  }
  return (
    <span style={{ display: 'inline-flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
      <button type="button" className="btn btn--style-secondary btn--size-small" style={{ margin: 0 }} disabled={state === 'busy'} onClick={dismiss}>
        {label}
      </button>
      {state === 'failed' ? <span role="alert">{failed}</span> : null}
    </span>
  )
}
