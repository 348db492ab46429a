// What an event sign-up must be, for both sides: the form checks it before sending (with
// JavaScript), the route checks it again and stores what this returns. Browser-safe. The phone is
// optional: the confirmation, the calendar file and the cancellation link all go by e-mail, and
// a university calls only when an event moves, which e-mail tells anyway.
import { hasControlCharacters } from '@/lib/controlCharacters'
import { isEmailAddress, normalizeEmail } from '@/lib/email'
import { isPhoneNumber } from '@/lib/phone'

export const SIGN_UP_LIMITS = { name: 100, email: 254, phone: 32 } as const

export const SIGN_UP_FIELDS = ['name', 'email', 'phone'] as const
export type SignUpField = (typeof SIGN_UP_FIELDS)[number]

/** The honeypot: a field people never see or fill in (src/events/ui/SignUpForm.tsx). */
export const SIGN_UP_HONEYPOT = 'website'

/** Keys of `eventSignUp.errors` in the message files. */
export type SignUpProblemKey = 'nameRequired' | 'nameTooLong' | 'emailInvalid' | 'phoneInvalid' | 'controlCharacters'
export type SignUpProblem = { field: SignUpField; key: SignUpProblemKey; max?: number }

export type SignUpInput = Partial<Record<SignUpField, unknown>>
export type SignUpValues = { name: string; email: string; phone: string | null }
export type SignUpCheck = { ok: true; values: SignUpValues } | { ok: false; problems: SignUpProblem[] }

const text = (value: unknown) => (typeof value === 'string' ? value : '')
const oneLine = (value: unknown) => text(value).trim().replace(/\s+/g, ' ')

/** Every problem at once, in the form's order; the e-mail comes back lower-cased (one person, one place). */
export function checkSignUp(input: SignUpInput): SignUpCheck {
  const problems: SignUpProblem[] = []
  const control = (field: SignUpField) => hasControlCharacters(text(input[field]).trim())

  const name = oneLine(input.name)
  if (control('name')) problems.push({ field: 'name', key: 'controlCharacters' })
  else if (!name) problems.push({ field: 'name', key: 'nameRequired' })
  else if (name.length > SIGN_UP_LIMITS.name) problems.push({ field: 'name', key: 'nameTooLong', max: SIGN_UP_LIMITS.name })

  const email = text(input.email).trim()
  if (control('email')) problems.push({ field: 'email', key: 'controlCharacters' })
  else if (!isEmailAddress(email)) problems.push({ field: 'email', key: 'emailInvalid' })

  const phone = oneLine(input.phone)
  if (control('phone')) problems.push({ field: 'phone', key: 'controlCharacters' })
  else if (phone && (phone.length > SIGN_UP_LIMITS.phone || !isPhoneNumber(phone))) problems.push({ field: 'phone', key: 'phoneInvalid' })

  if (problems.length) return { ok: false, problems }
  return { ok: true, values: { name, email: normalizeEmail(email), phone: phone || null } }
}
