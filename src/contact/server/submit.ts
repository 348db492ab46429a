// A contact-form message from a visitor: counted against the client address's and the e-mail address's limits, dropped
// quietly when the honeypot is filled (a bot is told it worked), checked by the same rules as the
// form, stored in one write, then e-mailed by the outbox (./outbox.ts).
import 'server-only'

import type { Payload } from 'payload'

import { translator } from '@/i18n/translator'
import { admitAddress, overLimitFor } from '@/security/rateLimit'
import { identityMessage, notAdmitted } from '@/lib/apiAnswers'
import { checkContactMessage, type ContactField, type ContactInput, type ContactProblemKey } from '@/contact/shared/rules'
import type { Locale } from '@/i18n/locales'

import { wakeContactMailer } from './outbox'

export type ContactOutcome =
  | { ok: true; stored: boolean }
  | { ok: false; status: 400 | 422; problems: { field: ContactField; key: ContactProblemKey; message: string }[] }
  | { ok: false; status: 429; retryAfter: number; message: string }
  /** The client address is busy: the answer asks for a challenge or says when to come back. */
  | { ok: false; status: 428 | 429; response: Response }

type Submission = { fields: ContactInput & { honeypot?: unknown }; locale: Locale; headers: Headers }

/** The offices a visitor may address a message to, named in the visitor's language. */
export async function officesInForm(payload: Payload, locale: Locale): Promise<{ id: number; name: string }[]> {
  const { docs } = await payload.find({
    collection: 'offices',
    where: { inContactForm: { equals: true } },
    locale,
    limit: 500,
    depth: 0,
    pagination: false,
    overrideAccess: false,
  })
  return docs.map((doc) => ({ id: doc.id, name: doc.name }))
}

export async function submitContactMessage(payload: Payload, { fields, locale, headers }: Submission): Promise<ContactOutcome> {
  const t = translator(locale, 'contact')
  const refused = notAdmitted(await admitAddress('contact', headers), locale)
  if (refused) return { ok: false, status: refused.status as 428 | 429, response: refused }

  if (typeof fields.honeypot === 'string' && fields.honeypot.trim() !== '') {
    payload.logger.info({ msg: 'A contact-form message with the hidden field filled in was dropped (a bot)' })
    return { ok: true, stored: false }
  }

  const offices = await officesInForm(payload, locale)
  const checked = checkContactMessage(
    fields,
    offices.map((office) => office.id),
  )
  if (!checked.ok) {
    // Control characters are a 422 on every public form (decision 042); the form's other problems keep their 400.
    const status = checked.problems.some((problem) => problem.key === 'controlCharacters') ? 422 : 400
    return { ok: false, status, problems: checked.problems.map(({ field, key, max }) => ({ field, key, message: t(`errors.${key}`, { max: max ?? 0 }) })) }
  }
  const retryAfter = await overLimitFor('contactEmail', checked.values.email.trim().toLowerCase())
  if (retryAfter) return { ok: false, status: 429, retryAfter, message: identityMessage(locale, 'contact', retryAfter) }
  const now = new Date().toISOString()
  const topic = offices.find((office) => office.id === checked.values.office)?.name ?? t('form.general')
  await payload.create({
    collection: 'contact-messages',
    data: { ...checked.values, topic, locale, status: 'new', mailDueAt: now },
    overrideAccess: true,
    depth: 0,
  })
  wakeContactMailer()
  return { ok: true, stored: true }
}
