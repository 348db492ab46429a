// The pieces the site's posted forms (contact, an event's sign-up) show alike around their fields.
// `roomy` is the contact page's wider spacing; an event's page is tighter.
import type { RefObject } from 'react'

import { routed } from '@/components/plainMarker'

import { fieldId } from './FormField'

// Written out whole so that Tailwind finds the classes.
const SPACING = {
  roomy: { note: 'mb-5', row: 'mt-5', panel: 'p-6' },
  tight: { note: 'mb-4', row: 'mt-4', panel: 'p-5' },
} as const
export type Spacing = keyof typeof SPACING

type Note = { id: string; text: string; done?: boolean }
type PersonProblems = { nameRequired: string; emailInvalid: string; phoneInvalid: string }

/** The notes both forms start with: sent, and the person's name, e-mail and phone refused. */
export const personNotes = (labels: { sentTitle: string; sentText: string }, errors: PersonProblems): Note[] => [
  { id: 'sent', text: `${labels.sentTitle}. ${labels.sentText}`, done: true },
  { id: 'invalid-name', text: errors.nameRequired },
  { id: 'invalid-email', text: errors.emailInvalid },
  { id: 'invalid-phone', text: errors.phoneInvalid },
]

/** The answers a post without JavaScript comes back to (#contact-sent), shown by :target. */
export function NoScriptNotes({ form, notes, spacing }: { form: string; notes: Note[]; spacing: Spacing }) {
  return notes.map((note) => (
    <p
      key={note.id}
      id={fieldId(form, note.id)}
      className={`${SPACING[spacing].note} hidden scroll-mt-28 rounded-lg px-4 py-3 font-medium target:block ${note.done ? 'border border-emerald-200 bg-emerald-50 text-emerald-900' : 'border border-red-200 bg-red-50 text-red-800'}`}
    >
      {note.text}
    </p>
  ))
}

type Sent = {
  form: string
  heading: RefObject<HTMLHeadingElement | null>
  title: string
  text: string
  another: string
  onAnother: () => void
  spacing: Spacing
}

/** What takes the form's place once it has gone; its heading takes the focus. */
export function SentPanel({ form, heading, title, text, another, onAnother, spacing }: Sent) {
  return (
    <div className={`rounded-xl border border-emerald-200 bg-emerald-50 ${SPACING[spacing].panel} text-emerald-950`} data-testid={`${form}-sent`}>
      <h3 ref={heading} tabIndex={-1} className="text-lg font-semibold focus:outline-none">
        {title}
      </h3>
      <p className="mt-2">{text}</p>
      <button
        type="button"
        onClick={onAnother}
        className="mt-4 rounded-full border border-emerald-700 px-5 py-2 font-semibold text-emerald-800 hover:bg-emerald-100"
      >
        {another}
      </button>
    </div>
  )
}

/** The honeypot: off screen, out of the tab order and hidden from screen readers; only bots fill it in. */
export function Honeypot({ form, name, label }: { form: string; name: string; label: string }) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
      <label htmlFor={fieldId(form, name)}>{label}</label>
      <input id={fieldId(form, name)} name={name} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  )
}

type Send = {
  form: string
  labels: { privacy: string; privacyLink: string; sending: string }
  send: string
  privacyHref: string
  busy: boolean
  notice: string
  spacing: Spacing
}

/** The privacy note, the send button and the line that says what went wrong. */
export function SendRow({ form, labels, send, privacyHref, busy, notice, spacing }: Send) {
  const { row } = SPACING[spacing]
  return (
    <>
      <p className={`${row} text-sm text-slate-600`}>
        {labels.privacy}{' '}
        <a href={privacyHref} {...routed} className="text-brand-700 underline">
          {labels.privacyLink}
        </a>
      </p>
      <div className={`${row} flex flex-col gap-3 sm:flex-row sm:items-center`}>
        <button
          type="submit"
          disabled={busy}
          className="rounded-full bg-brand-700 px-8 py-3 font-semibold text-white hover:bg-brand-900 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-60"
        >
          {busy ? labels.sending : send}
        </button>
        <p role="status" className="font-medium text-red-700 empty:hidden" data-testid={`${form}-notice`}>
          {notice}
        </p>
      </div>
    </>
  )
}
