'use client'
// The newsletter box's confirmation (SubscribeBox.tsx): a modal dialog, focus inside, Escape and
// the button close it.
import { useEffect, useRef } from 'react'

import type { SubscribeLabels } from './SubscribeBox'

export default function SubscribedDialog({ labels, onClosed }: { labels: SubscribeLabels; onClosed: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null)
  useEffect(() => {
    if (dialog.current && !dialog.current.open) dialog.current.showModal()
  }, [])

  return (
    <dialog
      ref={dialog}
      aria-labelledby="newsletter-dialog-title"
      aria-describedby="newsletter-dialog-text"
      onClose={onClosed}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-2xl p-0 text-slate-800 shadow-2xl backdrop:bg-brand-950/60"
      data-testid="subscribe-dialog"
    >
      <div className="p-6 text-center sm:p-8">
        <div aria-hidden="true" className="mx-auto mb-4 grid size-14 place-items-center rounded-full bg-emerald-100 text-3xl text-emerald-700">
          ✓
        </div>
        <h2 id="newsletter-dialog-title" className="text-2xl font-bold text-slate-900">
          {labels.dialogTitle}
        </h2>
        <p id="newsletter-dialog-text" className="mt-3 text-slate-700">
          {labels.dialogText}
        </p>
        <button
          type="button"
          autoFocus
          onClick={() => dialog.current?.close()}
          className="mt-6 rounded-full bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-900"
        >
          {labels.close}
        </button>
      </div>
    </dialog>
  )
}
