'use client'
// The sign-up form on an event's page. With JavaScript it checks the fields by the server's own
// rules (src/events/shared/signUpRules.ts), sends them and shows the answer in place; what was
// typed stays until the sign-up has gone. Before the scripts run the keeper holds a send
// (data-early); without them the browser checks what it can, posts the form, and the server sends
// it back to this page at the answer (#sign-up-…), which the hidden notes below show by :target.
import { FormField, controlClass, describedBy, fieldId } from '@/components/forms/FormField'
import { Honeypot, NoScriptNotes, personNotes, SendRow, SentPanel } from '@/components/forms/FormParts'
import { usePostedForm } from '@/components/forms/usePostedForm'
import { checkSignUp, SIGN_UP_FIELDS, SIGN_UP_HONEYPOT, SIGN_UP_LIMITS, type SignUpField, type SignUpProblemKey } from '@/events/shared/signUpRules'
import type { Locale } from '@/i18n/locales'
import { EMAIL_PATTERN } from '@/lib/email'

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

/** The notes a post without JavaScript comes back to: #sign-up-{id}. */
const noScriptNotes = (labels: SignUpLabels, errors: Record<SignUpProblemKey, string>) => [
  ...personNotes(labels, errors),
  { id: 'invalid-control', text: errors.controlCharacters },
  { id: 'limited', text: labels.limitedLater },
  { id: 'unknown', text: labels.unknown },
  { id: 'closed', text: labels.closed },
  { id: 'full', text: labels.full },
  { id: 'failed', text: labels.failed },
]

export function SignUpForm({ action, event, locale, privacyHref, labels, errors: errorTexts }: Props) {
  const { form, done, errors, notice, sending, sent, hydrated, submit, again } = usePostedForm({
    action,
    fields: SIGN_UP_FIELDS,
    check: checkSignUp,
    problems: errorTexts,
    labels,
  })

  const control = (field: SignUpField, hasHint = false) => ({
    id: fieldId('sign-up', field),
    name: field,
    maxLength: SIGN_UP_LIMITS[field],
    className: controlClass(errors[field]),
    ...describedBy('sign-up', field, errors[field], hasHint),
  })

  if (sent)
    return (
      <SentPanel form="sign-up" heading={done} title={labels.sentTitle} text={labels.sentText} another={labels.another} onAnother={again} spacing="tight" />
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
      <NoScriptNotes form="sign-up" notes={noScriptNotes(labels, errorTexts)} spacing="tight" />
      <input type="hidden" name="event" value={event} />
      <input type="hidden" name="locale" value={locale} />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField form="sign-up" name="name" label={labels.name} error={errors.name} required>
          <input type="text" autoComplete="name" required pattern={hydrated ? undefined : '.*\\S.*'} {...control('name')} />
        </FormField>
        <FormField form="sign-up" name="email" label={labels.email} hint={labels.emailHint} error={errors.email} required>
          <input type="email" inputMode="email" autoComplete="email" required pattern={hydrated ? undefined : EMAIL_PATTERN} {...control('email', true)} />
        </FormField>
        <FormField form="sign-up" name="phone" label={labels.phone} optional={labels.optional} hint={labels.phoneHint} error={errors.phone}>
          <input type="tel" autoComplete="tel" pattern={hydrated ? undefined : '\\+?[0-9\\s\\(\\)\\-]{7,}'} {...control('phone', true)} />
        </FormField>
      </div>
      <Honeypot form="sign-up" name={SIGN_UP_HONEYPOT} label={labels.honeypot} />
      <SendRow form="sign-up" labels={labels} send={labels.submit} privacyHref={privacyHref} busy={sending} notice={notice} spacing="tight" />
    </form>
  )
}
