// The fourth state: the accepted application's number, first in the popup, then on the page.
import type { FormText } from './labels'
import { TelegramConnectLink, type TelegramLink } from './TelegramConnectLink'

type Props = { number: string; statusHref: string; telegram?: TelegramLink; text: FormText; onNewApplication: () => void }

export function ApplicationDone({ number, statusHref, telegram, text, onNewApplication }: Props) {
  return (
    <section className="rounded-xl border border-emerald-200 bg-emerald-50 p-6 text-center" aria-labelledby="application-done" data-testid="application-done">
      <h2 id="application-done" tabIndex={-1} className="text-2xl font-bold text-slate-900">
        {text.done.title}
      </h2>
      <p className="mt-2 text-slate-700">
        {text.done.text} <strong className="font-mono text-xl text-brand-900">{number}</strong>
      </p>
      <p className="mt-2 text-sm text-slate-600">{text.done.keep}</p>
      {telegram && <TelegramConnectLink {...telegram} className="mt-5" />}
      <div className="mt-5 flex flex-col justify-center gap-3 sm:flex-row">
        <a href={statusHref} className="rounded-full bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-900">
          {text.done.checkStatus}
        </a>
        <button
          type="button"
          onClick={onNewApplication}
          className="rounded-full border border-slate-300 bg-white px-6 py-3 font-semibold text-slate-800 hover:bg-slate-50"
        >
          {text.done.newApplication}
        </button>
      </div>
    </section>
  )
}
