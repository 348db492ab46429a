'use client'
// The sign-up form on an event's page. With JavaScript it checks the fields by the server's own
// rules (src/events/shared/signUpRules.ts), sends them and shows the answer in place; what was
// typed stays until the sign-up has gone. Before the scripts run the keeper holds a send
// (data-early); without them the browser checks what it can, posts the form, and the server sends
// it back to this page at the answer (#sign-up-…), which the hidden notes below show by :target.
import { type FormEvent, useEffect, useRef, useState } from 'react'

import { fill } from '@/components/labels'
import { routed } from '@/components/plainMarker'
import { checkSignUp, SIGN_UP_HONEYPOT, SIGN_UP_LIMITS, type SignUpField, type SignUpProblemKey } from '@/events/shared/signUpRules'
import type { Locale } from '@/i18n/locales'
import { EMAIL_PATTERN } from '@/lib/email'
import { fetchPassingChallenge } from '@/security/ui/passChallenge'

import { controlClass, describedBy, fieldId, SignUpField as Field } from './SignUpField'

export type SignUpLabels = Record<
  | 'name'
  | 'email'
  | 'emailHint'
  | 'phone'
  | 'optional'
  | 'phoneHint'
  | 'honeypot'
  | 'submit'
  | 'sending'
  | 'privacy'
  | 'privacyLink'
  | 'sentTitle'
  | 'sentText'
  | 'another'
  | 'invalid'
  | 'limitedLater'
  | 'network'
  | 'failed'
  | 'unknown'
  | 'closed'
  | 'full',
  string
>

type Props = { action: string; event: string; locale: Locale; privacyHref: string; labels: SignUpLabels; errors: Record<SignUpProblemKey, string> }
type Errors = Partial<Record<SignUpField, string>>
type Answer = { errors?: { field?: string; message?: string }[] }

/** The notes a post without JavaScript comes back to: #sign-up-{id}. */
const noScriptNotes = (labels: SignUpLabels, errors: Record<SignUpProblemKey, string>) => [
  { id: 'sent', text: `${labels.sentTitle}. ${labels.sentText}`, done: true },
  { id: 'invalid-name', text: errors.nameRequired },
  { id: 'invalid-email', text: errors.emailInvalid },
  { id: 'invalid-phone', text: errors.phoneInvalid },
  { id: 'invalid-control', text: errors.controlCharacters },
  { id: 'limited', text: labels.limitedLater },
  { id: 'unknown', text: labels.unknown },
  { id: 'closed', text: labels.closed },
  { id: 'full', text: labels.full },
  { id: 'failed', text: labels.failed },
]

export function SignUpForm({ action, event, locale, privacyHref, labels, errors: errorTexts }: Props) {
  const [errors, setErrors] = useState<Errors>({})
  const [notice, setNotice] = useState('')
  const [sending, setSending] = useState(false)
  const [sent, setSent] = useState(false)
  const [hydrated, setHydrated] = useState(false)
  const form = useRef<HTMLFormElement>(null)
  const done = useRef<HTMLHeadingElement>(null)
  useEffect(() => setHydrated(true), [])
  useEffect(() => {
    if (sent) done.current?.focus()
  }, [sent])

  const control = (field: SignUpField, hasHint = false) => ({
    id: fieldId(field),
    name: field,
    maxLength: SIGN_UP_LIMITS[field],
    className: controlClass(errors[field]),
    ...describedBy(field, errors[field], hasHint),
  })

  function showErrors(found: Errors) {
    setErrors(found)
    setNotice(labels.invalid)
    const first = (['name', 'email', 'phone'] as const).find((field) => found[field])
    if (first) form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus()
  }

  async function submit(submitted: FormEvent<HTMLFormElement>) {
    submitted.preventDefault()
    if (sending) return
    const fields = Object.fromEntries([...new FormData(submitted.currentTarget).entries()].map(([key, value]) => [key, String(value)]))
    const checked = checkSignUp(fields)
    if (!checked.ok) return showErrors(Object.fromEntries(checked.problems.map(({ field, key, max }) => [field, fill(errorTexts[key], { max: max ?? 0 })])))
    setErrors({})
    setNotice('')
    setSending(true)
    try {
      const response = await fetchPassingChallenge(action, {
        method: 'POST',
        headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
        body: JSON.stringify(fields),
      })
      if (response.ok) return setSent(true)
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

  if (sent)
    return (
      <div className="rounded-xl border border-emerald-200 bg-emerald-50 p-5 text-emerald-950" data-testid="sign-up-sent">
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

  return (
    <form
      ref={form}
      method="post"
      action={action}
      onSubmit={submit}
      noValidate={hydrated}
      aria-busy={sending}
      className="relative"
      data-early
      data-testid="sign-up-form"
    >
      {noScriptNotes(labels, errorTexts).map((note) => (
        <p
          key={note.id}
          id={`sign-up-${note.id}`}
          className={`mb-4 hidden scroll-mt-28 rounded-lg px-4 py-3 font-medium target:block ${note.done ? 'border border-emerald-200 bg-emerald-50 text-emerald-900' : 'border border-red-200 bg-red-50 text-red-800'}`}
        >
          {note.text}
        </p>
      ))}
      <input type="hidden" name="event" value={event} />
      <input type="hidden" name="locale" value={locale} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field name="name" label={labels.name} error={errors.name} required>
          <input type="text" autoComplete="name" required pattern={hydrated ? undefined : '.*\\S.*'} {...control('name')} />
        </Field>
        <Field name="email" label={labels.email} hint={labels.emailHint} error={errors.email} required>
          <input type="email" inputMode="email" autoComplete="email" required pattern={hydrated ? undefined : EMAIL_PATTERN} {...control('email', true)} />
        </Field>
        <Field name="phone" label={labels.phone} optional={labels.optional} hint={labels.phoneHint} error={errors.phone}>
          <input type="tel" autoComplete="tel" pattern={hydrated ? undefined : '\\+?[0-9\\s\\(\\)\\-]{7,}'} {...control('phone', true)} />
        </Field>
      </div>
      {/* The honeypot: off screen, out of the tab order and hidden from screen readers; only bots fill it in. */}
      <div aria-hidden="true" className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
        <label htmlFor={fieldId(SIGN_UP_HONEYPOT)}>{labels.honeypot}</label>
        <input id={fieldId(SIGN_UP_HONEYPOT)} name={SIGN_UP_HONEYPOT} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <p className="mt-4 text-sm text-slate-600">
        {labels.privacy}{' '}
        <a href={privacyHref} {...routed} className="text-brand-700 underline">
          {labels.privacyLink}
        </a>
      </p>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-center">
        <button
          type="submit"
          disabled={sending}
          className="rounded-full bg-brand-700 px-8 py-3 font-semibold text-white hover:bg-brand-900 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-60"
        >
          {sending ? labels.sending : labels.submit}
        </button>
        <p role="status" className="font-medium text-red-700 empty:hidden" data-testid="sign-up-notice">
          {notice}
        </p>
      </div>
    </form>
  )
}
