'use client'
// The "done" popup: a modal <dialog> (focus kept inside, Escape closes) with the application number.
import Link from 'next/link'
import { useEffect, useRef } from 'react'

import type { FormText } from './labels'
import { TelegramConnectLink, type TelegramLink } from './TelegramConnectLink'

type Props = { number: string; statusHref: string; telegram?: TelegramLink; text: FormText; onClose: () => void }

export function AcceptedDialog({ number, statusHref, telegram, text, onClose }: Props) {
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
      aria-labelledby="application-accepted-title"
      aria-describedby="application-accepted-text"
      onClose={onClose}
      className="m-auto w-[calc(100%-2rem)] max-w-lg rounded-2xl p-0 shadow-2xl backdrop:bg-brand-950/60"
      data-testid="accepted-dialog"
    >
      <div className="p-6 sm:p-8">
        <div aria-hidden="true" className="mx-auto mb-4 grid size-14 place-items-center rounded-full bg-emerald-100 text-3xl text-emerald-700">
          ✓
        </div>
        <h2 id="application-accepted-title" className="text-center text-2xl font-bold text-slate-900">
          {text.done.title}
        </h2>
        <p id="application-accepted-text" className="mt-3 text-center text-slate-700">
          {text.done.text}{' '}
          <strong className="mt-2 block font-mono text-3xl tracking-wider text-brand-900" data-testid="application-number">
            {number}
          </strong>
        </p>
        <p className="mt-4 text-center text-sm text-slate-600">{text.done.keep}</p>
        {telegram && <TelegramConnectLink {...telegram} className="mt-5" />}
        <div className="mt-6 flex flex-col gap-3 sm:flex-row-reverse sm:justify-center">
          <Link prefetch={false} href={statusHref} className="rounded-full bg-brand-700 px-6 py-3 text-center font-semibold text-white hover:bg-brand-900">
            {text.done.checkStatus}
          </Link>
          <button
            type="button"
            autoFocus
            onClick={() => dialog.current?.close()}
            className="rounded-full border border-slate-300 px-6 py-3 font-semibold text-slate-800 hover:bg-slate-50"
          >
            {text.done.close}
          </button>
        </div>
      </div>
    </dialog>
  )
}
