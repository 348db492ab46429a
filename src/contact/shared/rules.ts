// What a contact-form message must be, in one place for both sides: the form checks it before
// sending (with JavaScript), the server checks it again and stores what this returns. Browser-safe.
import { hasControlCharacters } from '@/lib/controlCharacters'
import { isPhoneNumber } from '@/lib/phone'
import { isEmailAddress } from '@/lib/email'

export const CONTACT_LIMITS = { name: 100, email: 254, phone: 32, message: 5000 } as const

export const CONTACT_FIELDS = ['name', 'email', 'phone', 'office', 'message'] as const
export type ContactField = (typeof CONTACT_FIELDS)[number]

/** The honeypot: a field people never see or fill in (src/contact/ui/ContactForm.tsx). */
export const HONEYPOT_FIELD = 'website'

/** Keys of `contact.errors` in the message files. */
export type ContactProblemKey =
  | 'nameRequired'
  | 'nameTooLong'
  | 'emailInvalid'
  | 'phoneInvalid'
  | 'officeUnknown'
  | 'messageRequired'
  | 'messageTooLong'
  | 'controlCharacters'
export type ContactProblem = { field: ContactField; key: ContactProblemKey; max?: number }

export type ContactInput = Partial<Record<ContactField, unknown>>
export type ContactValues = { name: string; email: string; phone: string | null; office: number | null; message: string }
export type ContactCheck = { ok: true; values: ContactValues } | { ok: false; problems: ContactProblem[] }

const text = (value: unknown) => (typeof value === 'string' ? value : '')

/** One line (a name goes into an e-mail's subject), spaces collapsed. */
const oneLine = (value: unknown) => text(value).trim().replace(/\s+/g, ' ')
/** Line breaks kept, as \n. */
const paragraphs = (value: unknown) => text(value).replace(/\r\n?/g, '\n').trim()

/** The shared rule (src/lib/controlCharacters.ts): no control character in a line; tabs and line breaks in the message. */
const hasControl = (input: ContactInput, field: 'name' | 'email' | 'phone' | 'message') =>
  hasControlCharacters(text(input[field]).trim(), { multiline: field === 'message' })

/**
 * Checks a message; `offices` are the ids a visitor may write to (an empty or `general` choice is a
 * general question). Every problem at once, in the form's order.
 */
export function checkContactMessage(input: ContactInput, offices: readonly number[]): ContactCheck {
  const problems: ContactProblem[] = []
  // Refused, never quietly dropped: the visitor sees which field held it.
  const refused = (field: ContactField): ContactProblem => ({ field, key: 'controlCharacters' })

  const name = oneLine(input.name)
  if (hasControl(input, 'name')) problems.push(refused('name'))
  else if (!name) problems.push({ field: 'name', key: 'nameRequired' })
  else if (name.length > CONTACT_LIMITS.name) problems.push({ field: 'name', key: 'nameTooLong', max: CONTACT_LIMITS.name })

  const email = text(input.email).trim()
  if (hasControl(input, 'email')) problems.push(refused('email'))
  else if (!isEmailAddress(email)) problems.push({ field: 'email', key: 'emailInvalid' })

  const phone = oneLine(input.phone)
  if (hasControl(input, 'phone')) problems.push(refused('phone'))
  else if (phone && (phone.length > CONTACT_LIMITS.phone || !isPhoneNumber(phone))) problems.push({ field: 'phone', key: 'phoneInvalid' })

  const choice = text(input.office).trim()
  const office = choice === '' || choice === 'general' ? null : /^\d{1,9}$/.test(choice) ? Number(choice) : NaN
  if (office !== null && !offices.includes(office)) problems.push({ field: 'office', key: 'officeUnknown' })

  const message = paragraphs(input.message)
  if (hasControl(input, 'message')) problems.push(refused('message'))
  else if (!message) problems.push({ field: 'message', key: 'messageRequired' })
  else if (message.length > CONTACT_LIMITS.message) problems.push({ field: 'message', key: 'messageTooLong', max: CONTACT_LIMITS.message })

  if (problems.length) return { ok: false, problems }
  return { ok: true, values: { name, email, phone: phone || null, office, message } }
}
