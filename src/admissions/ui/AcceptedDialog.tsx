'use client'
// The "done" popup: a modal <dialog> (focus kept inside, Escape closes) with the application number.
import type { FormText } from './labels'
import { TelegramConnectLink, type TelegramLink } from './TelegramConnectLink'
import { DoneDialog } from '@/components/DoneDialog'
import { routed } from '@/components/plainMarker'

type Props = { number: string; statusHref: string; telegram?: TelegramLink; text: FormText; onClose: () => void }

export function AcceptedDialog({ number, statusHref, telegram, text, onClose }: Props) {
  const numbered = (
    <>
      {text.done.text}{' '}
      <strong className="mt-2 block font-mono text-3xl tracking-wider text-brand-900" data-testid="application-number">
        {number}
      </strong>
    </>
  )
  return (
    <DoneDialog name="application-accepted" title={text.done.title} text={numbered} testId="accepted-dialog" width="lg" onClose={onClose}>
      {(close) => (
        <>
          <p className="mt-4 text-sm text-slate-600">{text.done.keep}</p>
          {telegram && <TelegramConnectLink {...telegram} className="mt-5" />}
          <div className="mt-6 flex flex-col gap-3 sm:flex-row-reverse sm:justify-center">
            <a href={statusHref} {...routed} className="rounded-full bg-brand-700 px-6 py-3 text-center font-semibold text-white hover:bg-brand-900">
              {text.done.checkStatus}
            </a>
            <button
              type="button"
              autoFocus
              onClick={close}
              className="rounded-full border border-slate-300 px-6 py-3 font-semibold text-slate-800 hover:bg-slate-50"
            >
              {text.done.close}
            </button>
          </div>
        </>
      )}
    </DoneDialog>
  )
}
