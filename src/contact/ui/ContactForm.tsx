'use client'
// The contact form. With JavaScript it checks the message by the server's own rules
// (src/contact/shared/rules.ts), sends it, and shows the answer beside the fields; what the
// visitor typed stays until the message has gone. Without JavaScript the browser checks what
// it can (required, e-mail, lengths), posts the form, and the server sends it back to this page at
// the answer (#contact-…), which the hidden notes below show by :target.
import { type FormEvent, useEffect, useRef, useState } from 'react'

import { fill } from '@/components/labels'
import { CONTACT_LIMITS, type ContactField, type ContactProblemKey, checkContactMessage, HONEYPOT_FIELD } from '@/contact/shared/rules'
import type { Locale } from '@/i18n/locales'
import { EMAIL_PATTERN } from '@/lib/email'

import { ContactField as Field, controlClass, describedBy } from './ContactField'
import { fetchPassingChallenge } from '@/security/ui/passChallenge'
import { routed } from '@/components/plainMarker'

export type ContactFormLabels = {
  title: string
  intro: string
  name: string
  email: string
  emailHint: string
  phone: string
  optional: string
  phoneHint: string
  topic: string
  general: string
  message: string
  honeypot: string
  send: string
  sending: string
  privacy: string
  privacyLink: string
  sentTitle: string
  sentText: string
  another: string
  invalid: string
  limitedLater: string
  failed: string
  network: string
  tooLarge: string
}

type Props = {
  action: string
  locale: Locale
  offices: { id: number; name: string }[]
  privacyHref: string
  labels: ContactFormLabels
  errors: Record<ContactProblemKey, string>
}

type Errors = Partial<Record<ContactField, string>>

/**
 * The rules as the browser itself can check them without JavaScript (HTML patterns, whole value),
 * with the message it shows in its tooltip: so a form posted without JavaScript is refused by the
 * server, losing what was typed, only in cases these cannot see.
 */
const NATIVE_PATTERNS: Partial<Record<ContactField, { pattern: string; problem: ContactProblemKey }>> = {
  name: { pattern: '.*\\S.*', problem: 'nameRequired' },
  email: { pattern: EMAIL_PATTERN, problem: 'emailInvalid' },
  phone: { pattern: '\\+?[0-9\\s\\(\\)\\-]{7,}', problem: 'phoneInvalid' },
}
type Answer = { errors?: { field?: string; message?: string }[] }

/** The notes a post without JavaScript comes back to: #contact-{id}. */
function noScriptNotes(labels: ContactFormLabels, errors: Record<ContactProblemKey, string>) {
  return [
    { id: 'sent', text: `${labels.sentTitle}. ${labels.sentText}`, done: true },
    { id: 'invalid-name', text: errors.nameRequired },
    { id: 'invalid-email', text: errors.emailInvalid },
    { id: 'invalid-phone', text: errors.phoneInvalid },
    { id: 'invalid-office', text: errors.officeUnknown },
    { id: 'invalid-message', text: errors.messageRequired },
    { id: 'invalid-control', text: errors.controlCharacters },
    { id: 'limited', text: labels.limitedLater },
    { id: 'too-large', text: labels.tooLarge },
    { id: 'failed', text: labels.failed },
  ]
}

export function ContactForm({ action, locale, offices, privacyHref, labels, errors: errorTexts }: Props) {
  const [errors, setErrors] = useState<Errors>({})
  const [notice, setNotice] = useState('')
  const [sending, setSending] = useState(false)
  const [sent, setSent] = useState(false)
  // Server HTML lets the browser check the fields, so the form works before (and without) JavaScript.
  const [hydrated, setHydrated] = useState(false)
  const form = useRef<HTMLFormElement>(null)
  const done = useRef<HTMLHeadingElement>(null)
  useEffect(() => setHydrated(true), [])
  useEffect(() => {
    if (sent) done.current?.focus()
  }, [sent])

  const officeIds = offices.map((office) => office.id)
  /** A control's id, name, length, look and ties to its hint and error. */
  const control = (field: ContactField, hasHint = false) => {
    const native = NATIVE_PATTERNS[field]
    return {
      id: `contact-${field}`,
      name: field,
      maxLength: field in CONTACT_LIMITS ? CONTACT_LIMITS[field as keyof typeof CONTACT_LIMITS] : undefined,
      // Once the form checks fields itself, the browser's patterns and their tooltips step aside.
      ...(native && !hydrated ? { pattern: native.pattern, title: errorTexts[native.problem] } : {}),
      className: controlClass(errors[field]),
      ...describedBy(field, errors[field], hasHint),
    }
  }
  const problemText = (key: ContactProblemKey, max?: number) => fill(errorTexts[key], { max: max ?? 0 })

  function showErrors(found: Errors) {
    setErrors(found)
    setNotice(labels.invalid)
    const first = (['name', 'email', 'phone', 'office', 'message'] as const).find((field) => found[field])
    if (first) form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus()
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (sending) return
    const fields = Object.fromEntries([...new FormData(event.currentTarget).entries()].map(([key, value]) => [key, String(value)]))
    const checked = checkContactMessage(fields, officeIds)
    if (!checked.ok) return showErrors(Object.fromEntries(checked.problems.map(({ field, key, max }) => [field, problemText(key, max)])))
    setErrors({})
    setNotice('')
    setSending(true)
    try {
      const response = await fetchPassingChallenge(action, {
        method: 'POST',
        headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
        body: JSON.stringify({ ...fields, locale }),
      })
      if (response.ok) {
        setSent(true)
        return
      }
      const answer = (await response.json().catch(() => null)) as Answer | null
      const byField = Object.fromEntries((answer?.errors ?? []).filter((error) => error.field && error.message).map((error) => [error.field, error.message]))
      if ((response.status === 400 || response.status === 422) && Object.keys(byField).length) return showErrors(byField)
      setNotice(answer?.errors?.[0]?.message ?? labels.failed)
    } catch {
      setNotice(labels.network)
    } finally {
      setSending(false)
    }
  }

  if (sent) {
    return (
      <div className="rounded-xl border border-emerald-200 bg-emerald-50 p-6 text-emerald-950" data-testid="contact-sent">
        <h3 ref={done} tabIndex={-1} className="text-lg font-semibold focus:outline-none">
          {labels.sentTitle}
        </h3>
        <p className="mt-2">{labels.sentText}</p>
        <button
          type="button"
          onClick={() => setSent(false)}
          className="mt-4 rounded-full border border-emerald-700 px-5 py-2 font-semibold text-emerald-800 hover:bg-emerald-100"
        >
          {labels.another}
        </button>
      </div>
    )
  }

  return (
    <form ref={form} method="post" action={action} onSubmit={submit} noValidate={hydrated} aria-busy={sending} className="relative" data-testid="contact-form">
      {noScriptNotes(labels, errorTexts).map((note) => (
        <p
          key={note.id}
          id={`contact-${note.id}`}
          className={`mb-5 hidden scroll-mt-28 rounded-lg px-4 py-3 font-medium target:block ${note.done ? 'border border-emerald-200 bg-emerald-50 text-emerald-900' : 'border border-red-200 bg-red-50 text-red-800'}`}
        >
          {note.text}
        </p>
      ))}
      <input type="hidden" name="locale" value={locale} />
      <div className="grid gap-5 sm:grid-cols-2">
        <Field name="name" label={labels.name} error={errors.name} required>
          <input type="text" autoComplete="name" required {...control('name')} />
        </Field>
        <Field name="email" label={labels.email} hint={labels.emailHint} error={errors.email} required>
          <input type="email" inputMode="email" autoComplete="email" required {...control('email', true)} />
        </Field>
        <Field name="phone" label={labels.phone} optional={labels.optional} hint={labels.phoneHint} error={errors.phone}>
          <input type="tel" autoComplete="tel" {...control('phone', true)} />
        </Field>
        <Field name="office" label={labels.topic} error={errors.office}>
          <select defaultValue="general" {...control('office')}>
            <option value="general">{labels.general}</option>
            {offices.map((office) => (
              <option key={office.id} value={office.id}>
                {office.name}
              </option>
            ))}
          </select>
        </Field>
        <Field name="message" label={labels.message} error={errors.message} required wide>
          <textarea required rows={6} {...control('message')} />
        </Field>
      </div>
      {/* The honeypot: off screen, out of the tab order and hidden from screen readers; only bots fill it in. */}
      <div aria-hidden="true" className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
        <label htmlFor={`contact-${HONEYPOT_FIELD}`}>{labels.honeypot}</label>
        <input id={`contact-${HONEYPOT_FIELD}`} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <p className="mt-5 text-sm text-slate-600">
        {labels.privacy}{' '}
        <a href={privacyHref} {...routed} className="text-brand-700 underline">
          {labels.privacyLink}
        </a>
      </p>
      <div className="mt-5 flex flex-col gap-3 sm:flex-row sm:items-center">
        <button
          type="submit"
          disabled={sending}
          className="rounded-full bg-brand-700 px-8 py-3 font-semibold text-white hover:bg-brand-900 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-60"
        >
          {sending ? labels.sending : labels.send}
        </button>
        <p role="status" className="font-medium text-red-700 empty:hidden" data-testid="contact-notice">
          {notice}
        </p>
      </div>
    </form>
  )
}
