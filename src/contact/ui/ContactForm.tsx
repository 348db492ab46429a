'use client'
// The contact form. With JavaScript it checks the message by the server's own rules
// (src/contact/shared/rules.ts), sends it, and shows the answer beside the fields; what the
// visitor typed stays until the message has gone. Without JavaScript the browser checks what
// it can (required, e-mail, lengths), posts the form, and the server sends it back to this page at
// the answer (#contact-…), which the hidden notes below show by :target.
import { FormField, controlClass, describedBy, fieldId } from '@/components/forms/FormField'
import { Honeypot, NoScriptNotes, personNotes, SendRow, SentPanel } from '@/components/forms/FormParts'
import { usePostedForm } from '@/components/forms/usePostedForm'
import { CONTACT_FIELDS, CONTACT_LIMITS, type ContactField, type ContactProblemKey, checkContactMessage, HONEYPOT_FIELD } from '@/contact/shared/rules'
import type { Locale } from '@/i18n/locales'
import { EMAIL_PATTERN } from '@/lib/email'

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

/** The notes a post without JavaScript comes back to: #contact-{id}. */
function noScriptNotes(labels: ContactFormLabels, errors: Record<ContactProblemKey, string>) {
  return [
    ...personNotes(labels, errors),
    { id: 'invalid-office', text: errors.officeUnknown },
    { id: 'invalid-message', text: errors.messageRequired },
    { id: 'invalid-control', text: errors.controlCharacters },
    { id: 'limited', text: labels.limitedLater },
    { id: 'too-large', text: labels.tooLarge },
    { id: 'failed', text: labels.failed },
  ]
}

export function ContactForm({ action, locale, offices, privacyHref, labels, errors: errorTexts }: Props) {
  const officeIds = offices.map((office) => office.id)
  const { form, done, errors, notice, sending, sent, hydrated, submit, again } = usePostedForm({
    action,
    fields: CONTACT_FIELDS,
    check: (fields) => checkContactMessage(fields, officeIds),
    problems: errorTexts,
    labels,
    extra: { locale },
  })

  /** A control's id, name, length, look and ties to its hint and error. */
  const control = (field: ContactField, hasHint = false) => {
    const native = NATIVE_PATTERNS[field]
    return {
      id: fieldId('contact', field),
      name: field,
      maxLength: field in CONTACT_LIMITS ? CONTACT_LIMITS[field as keyof typeof CONTACT_LIMITS] : undefined,
      // Once the form checks fields itself, the browser's patterns and their tooltips step aside.
      ...(native && !hydrated ? { pattern: native.pattern, title: errorTexts[native.problem] } : {}),
      className: controlClass(errors[field]),
      ...describedBy('contact', field, errors[field], hasHint),
    }
  }

  if (sent)
    return (
      <SentPanel form="contact" heading={done} title={labels.sentTitle} text={labels.sentText} another={labels.another} onAnother={again} spacing="roomy" />
    )

  return (
    <form ref={form} method="post" action={action} onSubmit={submit} noValidate={hydrated} aria-busy={sending} className="relative" data-testid="contact-form">
      <NoScriptNotes form="contact" notes={noScriptNotes(labels, errorTexts)} spacing="roomy" />
      <input type="hidden" name="locale" value={locale} />
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField form="contact" name="name" label={labels.name} error={errors.name} required>
          <input type="text" autoComplete="name" required {...control('name')} />
        </FormField>
        <FormField form="contact" name="email" label={labels.email} hint={labels.emailHint} error={errors.email} required>
          <input type="email" inputMode="email" autoComplete="email" required {...control('email', true)} />
        </FormField>
        <FormField form="contact" name="phone" label={labels.phone} optional={labels.optional} hint={labels.phoneHint} error={errors.phone}>
          <input type="tel" autoComplete="tel" {...control('phone', true)} />
        </FormField>
        <FormField form="contact" name="office" label={labels.topic} error={errors.office}>
          <select defaultValue="general" {...control('office')}>
            <option value="general">{labels.general}</option>
            {offices.map((office) => (
              <option key={office.id} value={office.id}>
                {office.name}
              </option>
            ))}
          </select>
        </FormField>
        <FormField form="contact" name="message" label={labels.message} error={errors.message} required wide>
          <textarea required rows={6} {...control('message')} />
        </FormField>
      </div>
      <Honeypot form="contact" name={HONEYPOT_FIELD} label={labels.honeypot} />
      <SendRow form="contact" labels={labels} send={labels.send} privacyHref={privacyHref} busy={sending} notice={notice} spacing="roomy" />
    </form>
  )
}
