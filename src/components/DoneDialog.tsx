'use client'
// A "done" popup (an application accepted, a newsletter sign-up): a modal <dialog> opened with
// showModal(), so focus stays inside and Escape closes it, with a tick, a title, a text, and what
// the caller adds below (given the dialog's `close`).
import { type ReactNode, useEffect, useRef } from 'react'

type Props = {
  /** The ids of its title and text: `{name}-title`, `{name}-text`. */
  name: string
  title: ReactNode
  text: ReactNode
  testId: string
  width: 'md' | 'lg'
  onClose: () => void
  children: (close: () => void) => ReactNode
}

export function DoneDialog({ name, title, text, testId, width, onClose, children }: Props) {
  const dialog = useRef<HTMLDialogElement>(null)
  // No close() on cleanup: its close event would report a dismissal that never happened
  // (React runs effects twice in development); unmounting removes the dialog anyway.
  useEffect(() => {
    const element = dialog.current
    if (element && !element.open) element.showModal()
  }, [])

  return (
    <dialog
      ref={dialog}
      aria-labelledby={`${name}-title`}
      aria-describedby={`${name}-text`}
      onClose={onClose}
      className={`m-auto w-[calc(100%-2rem)] ${width === 'lg' ? 'max-w-lg' : 'max-w-md'} rounded-2xl p-0 text-slate-800 shadow-2xl backdrop:bg-brand-950/60`}
      data-testid={testId}
    >
      <div className="p-6 text-center sm:p-8">
        <div aria-hidden="true" className="mx-auto mb-4 grid size-14 place-items-center rounded-full bg-emerald-100 text-3xl text-emerald-700">
          ✓
        </div>
        <h2 id={`${name}-title`} className="text-2xl font-bold text-slate-900">
          {title}
        </h2>
        <p id={`${name}-text`} className="mt-3 text-slate-700">
          {text}
        </p>
        {children(() => dialog.current?.close())}
      </div>
    </dialog>
  )
}
